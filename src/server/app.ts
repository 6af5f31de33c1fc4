import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAi, type AiPort } from '../adapters/ai';
import { createOnboardingAi, type OnboardingAi } from '../adapters/ai/onboarding';
import { createFaceDetector, type FaceDetector } from '../adapters/face-detector';
import { createOutboundFetcher, type OutboundFetcher } from '../adapters/outbound';
import { createPayments, type PaymentsPort } from '../adapters/payments';
import { createSms, type SmsPort } from '../adapters/sms';
import { createMail, type MailPort } from '../adapters/mail';
import { createStorage, type StoragePort } from '../adapters/storage';
import { createWeather, type WeatherPort } from '../adapters/weather';
import { createGeocoder, type GeocoderPort } from '../adapters/geocoder';
import type { Database } from '../db/client';
import type { ApiErrorBody } from '../shared/errors';
import type { Config } from './config';
import type { Ctx } from './context';
import { JobQueue, type AnyJobDefinition } from './jobs';
import { jobDefinitions } from './job-list';
import { registerAdminAuth } from './plugins/admin-auth';
import { answerIfUserGone, registerAuth } from './plugins/auth';
import { clientErrorHandler } from './plugins/client-errors';
import { registerCompression } from './plugins/compression';
import { registerDevToolGuard } from './plugins/dev-tool-guard';
import { trustProxyOption } from './plugins/trust-proxy';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerPremiumLimits } from './plugins/premium';
import { Lifecycle, OneLinePerRequest, registerOperations, requestIdFor, requestIdMixin } from './operations';
import { registerRateLimits } from './plugins/rate-limit';
import { registerRejectNul } from './plugins/reject-nul';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { routeModules } from './routes';
import { safeLoggerOptions } from './logger';
import { SessionCache } from './services/auth/session-cache';
import { shareSessionEvictions } from './services/auth/session-evictions';
import { databaseOutbox, outboxSealer } from './services/mail/outbox-store';

export interface AppDeps {
  config: Config;
  database: Database;
  sms?: SmsPort;
  mail?: MailPort;
  /** Tests inject an AI port built on the AI SDK's mock model. */
  ai?: AiPort;
  /** Tests inject onboarding models built on the AI SDK's mock model. */
  onboardingAi?: OnboardingAi;
  faceDetector?: FaceDetector;
  weather?: WeatherPort;
  geocoder?: GeocoderPort;
  storage?: StoragePort;
  outbound?: OutboundFetcher;
  payments?: PaymentsPort;
  now?: () => Date;
  /** The queues this app runs; tests pass their own. */
  jobDefinitions?: readonly AnyJobDefinition[];
  /** Tests pass `false` to keep output quiet; main passes pino options. */
  logger?: boolean | object;
}

/** JSON bodies are small; closet photos arrive as multipart (their own limit) or a 5 MB data URL. */
const BODY_LIMIT = 8 * 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  // The safe error serializer and the redaction, whoever passed the options (ADR 0105).
  const logger = safeLoggerOptions(deps.logger ?? { level: deps.config.logLevel });
  const app = Fastify({
    // Every line logged while a request runs carries its id, services' lines too (issue 25 point 7).
    logger: typeof logger === 'object' ? { ...logger, mixin: requestIdMixin } : logger,
    genReqId: requestIdFor,
    // Fastify's two lines per request become one (operations/request-log.ts, issue 45).
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // A slow client is dropped within 30 s (issue 8): Node checks its timers every
    // connectionsCheckingInterval, so the drop comes at most that long after the timeout.
    requestTimeout: deps.config.http.requestTimeoutMs,
    http: { headersTimeout: deps.config.http.headersTimeoutMs, connectionsCheckingInterval: deps.config.http.checkIntervalMs },
    // Errors Node's HTTP parser raises before Fastify sees a request (400, 408, 431) in our shape.
    clientErrorHandler,
    // A URL the router cannot decode (bad percent-encoding) gets our error shape, not Fastify's.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.status(400).send({ code: 'BAD_REQUEST', message: 'The address is not valid: check its percent-encoding.' } satisfies ApiErrorBody),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON (or multipart where a route registers it): a plain-text body is a 415, which also blocks form-style CSRF.
  app.removeContentTypeParser('text/plain');

  const now = deps.now ?? (() => new Date());
  // One geocoder: home locations are stored through it, and the weather asks it for one not stored yet.
  const geocoder = deps.geocoder ?? createGeocoder(deps.config.geocoder);
  const sessionCache = new SessionCache(deps.config.sessionCacheMs);
  // This app's own LISTEN connection: two apps in one process (the fleet tests) each hear the others.
  const sessionEvictions = shareSessionEvictions(deps.database, sessionCache, app.log);
  // The queue and its handlers are assembled here; the context sees only the queue's port (ADR 0065).
  const jobs = new JobQueue(deps.database, {
    log: app.log,
    definitions: deps.jobDefinitions ?? jobDefinitions,
    stopGraceMs: deps.config.runtime.jobsStopGraceMs,
    historyRetentionDays: deps.config.retention.jobHistoryDays,
  });
  const ctx: Ctx = {
    db: deps.database.db,
    database: deps.database,
    config: deps.config,
    sms: deps.sms ?? createSms(deps.config.sms, { appSecret: deps.config.appSecret }),
    mail: deps.mail ?? createMail(deps.config.mail, databaseOutbox(deps.database.db, outboxSealer(deps.config))),
    storage: deps.storage ?? createStorage(deps.config.storage),
    ai: deps.ai ?? createAi(deps.config.ai, { assistantName: deps.config.assistantName, log: app.log, timeoutMs: deps.config.aiTimeoutMs }),
    onboardingAi: deps.onboardingAi ?? createOnboardingAi(deps.config.ai, { log: app.log, timeoutMs: deps.config.aiTimeoutMs }),
    faceDetector: deps.faceDetector ?? createFaceDetector(app.log),
    weather: deps.weather ?? createWeather(deps.config.weather, { log: app.log, geocoder }),
    geocoder,
    log: app.log as FastifyBaseLogger,
    sessionCache,
    outbound: deps.outbound ?? createOutboundFetcher(deps.config.outbound),
    jobs,
    payments: deps.payments ?? createPayments(deps.config.payments, now),
    now,
  };
  jobs.attach(ctx);
  app.decorate('ctx', ctx);
  // Workers finish (or give up) before the database they write to closes.
  app.addHook('onClose', () => ctx.jobs.stop());
  app.addHook('onClose', async () => sessionEvictions?.close());

  const lifecycle = new Lifecycle();
  app.decorate('lifecycle', lifecycle);
  registerErrorHandler(app, { userGone: (request, reply) => answerIfUserGone(ctx, request, reply) });
  registerOperations(app, ctx, lifecycle);
  registerRejectNul(app);
  await registerSecurity(app, deps.config);
  await registerCompression(app);
  await registerRateLimits(app, deps.database);
  await registerAuth(app, ctx);
  await registerAdminAuth(app, ctx);
  registerDevToolGuard(app, ctx);
  await registerDocs(app, deps.config);
  registerPremiumLimits(app, ctx);
  for (const routes of routeModules) await routes(app, ctx);
  await registerSpa(app, deps.config);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
    /** SIGTERM turns it to stopping: readiness answers 503 (src/server/operations). */
    lifecycle: Lifecycle;
  }
}
