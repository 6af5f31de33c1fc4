import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAi, type AiPort } from '../adapters/ai';
import { createOutboundFetcher, type OutboundFetcher } from '../adapters/outbound';
import { createSms, type SmsPort } from '../adapters/sms';
import { createStorage, type StoragePort } from '../adapters/storage';
import { createWeather, type WeatherPort } from '../adapters/weather';
import type { Database } from '../db/client';
import type { ApiErrorBody } from '../shared/errors';
import type { Config } from './config';
import type { Ctx } from './context';
import { jobDefinitions, JobQueue, type AnyJobDefinition } from './jobs';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerRejectNul } from './plugins/reject-nul';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { routeModules } from './routes';
import { redactPaths } from './logger';
import { SessionCache } from './services/auth/session-cache';

export interface AppDeps {
  config: Config;
  database: Database;
  sms?: SmsPort;
  /** Tests inject an AI port built on the AI SDK's mock model. */
  ai?: AiPort;
  weather?: WeatherPort;
  storage?: StoragePort;
  outbound?: OutboundFetcher;
  now?: () => Date;
  /** The queues this app runs; tests pass their own. */
  jobDefinitions?: readonly AnyJobDefinition[];
  /** Tests pass `false` to keep output quiet; main passes pino options. */
  logger?: boolean | object;
}

/** JSON bodies are small; closet photos arrive as multipart (their own limit) or a 5 MB data URL. */
const BODY_LIMIT = 8 * 1024 * 1024;

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel, redact: redactPaths },
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.env === 'production',
    // A URL the router cannot decode (bad percent-encoding) gets our error shape, not Fastify's.
    frameworkErrors: (_error, _request, reply: FastifyReply) =>
      reply.status(400).send({ code: 'BAD_REQUEST', message: 'The address is not valid: check its percent-encoding.' } satisfies ApiErrorBody),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON (or multipart where a route registers it): a plain-text body is a 415, which also blocks form-style CSRF.
  app.removeContentTypeParser('text/plain');

  const ctx: Ctx = {
    db: deps.database.db,
    database: deps.database,
    config: deps.config,
    sms: deps.sms ?? createSms(deps.config.sms),
    storage: deps.storage ?? createStorage(deps.config.storage),
    ai: deps.ai ?? createAi(deps.config.ai, { assistantName: deps.config.assistantName, log: app.log, timeoutMs: deps.config.aiTimeoutMs }),
    weather: deps.weather ?? createWeather(deps.config.weather, { log: app.log }),
    log: app.log as FastifyBaseLogger,
    sessionCache: new SessionCache(deps.config.sessionCacheMs),
    outbound: deps.outbound ?? createOutboundFetcher(deps.config.outbound),
    jobs: new JobQueue(deps.database, { log: app.log, definitions: deps.jobDefinitions ?? jobDefinitions }),
    now: deps.now ?? (() => new Date()),
  };
  ctx.jobs.attach(ctx);
  app.decorate('ctx', ctx);
  // Workers finish (or give up) before the database they write to closes.
  app.addHook('onClose', () => ctx.jobs.stop());

  registerErrorHandler(app);
  registerRejectNul(app);
  await registerSecurity(app, deps.config);
  await app.register(rateLimit, { global: false });
  await registerAuth(app, ctx);
  await registerDocs(app, deps.config);
  for (const routes of routeModules) await routes(app, ctx);
  await registerSpa(app, deps.config.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
  }
}
