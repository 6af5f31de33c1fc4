import type { FastifyBaseLogger } from 'fastify';
import type { AiPort } from '../adapters/ai';
import type { SmsPort } from '../adapters/sms';
import type { StoragePort } from '../adapters/storage';
import type { WeatherPort } from '../adapters/weather';
import type { Database, Db } from '../db/client';
import type { Config } from './config';

/** What every service receives: the database, the configured ports and a clock. */
export interface Ctx {
  db: Db;
  database: Database;
  config: Config;
  sms: SmsPort;
  ai: AiPort;
  weather: WeatherPort;
  storage: StoragePort;
  log: FastifyBaseLogger;
  /** The clock, injectable so tests can move time. */
  now: () => Date;
}
