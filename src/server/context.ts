import type { FastifyBaseLogger } from 'fastify';
import type { AiPort } from '../adapters/ai';
import type { OnboardingAi } from '../adapters/ai/onboarding';
import type { FaceDetector } from '../adapters/face-detector';
import type { OutboundFetcher } from '../adapters/outbound';
import type { PaymentsPort } from '../adapters/payments';
import type { MailPort } from '../adapters/mail';
import type { SmsPort } from '../adapters/sms';
import type { StoragePort } from '../adapters/storage';
import type { WeatherPort } from '../adapters/weather';
import type { GeocoderPort } from '../adapters/geocoder';
import type { Database, Db } from '../db/client';
import type { Config } from './config';
import type { JobQueuePort } from './jobs/port';
import type { SessionCache } from './services/auth/session-cache';

/** What every service receives: the database, the configured ports and a clock. */
export interface Ctx {
  db: Db;
  database: Database;
  config: Config;
  sms: SmsPort;
  /** Email: SMTP when SMTP_URL is set, else the outbox table (issue 27). */
  mail: MailPort;
  ai: AiPort;
  /** Onboarding's photo and conversation analyses by a model, when one is configured. */
  onboardingAi: OnboardingAi;
  /** Finds the face in onboarding photos (face-api on WebAssembly, weights in the package). */
  faceDetector: FaceDetector;
  weather: WeatherPort;
  /** Home city or ZIP → a place (issue 16). */
  geocoder: GeocoderPort;
  storage: StoragePort;
  /** Background work on pg-boss: `send` from services, worked by `npm start` in-process or `npm run worker`. */
  jobs: JobQueuePort;
  /** Fetches addresses users or operators supplied, through the SSRF guard (decisions.md 2). */
  outbound: OutboundFetcher;
  /** Stripe Billing, or the embedded sandbox (test mode). */
  payments: PaymentsPort;
  log: FastifyBaseLogger;
  /** Session token → user memo, evicted by whatever changes a user or their sessions. */
  sessionCache: SessionCache;
  /** The clock, injectable so tests can move time. */
  now: () => Date;
}
