import type { Config } from './config';

/**
 * Every provider this process runs on, by port: the start banner prints it and readiness answers
 * it, so nobody has to guess whether production is on a stand-in (issue 30.1, ADR 0071).
 */
export interface ProvidersInUse {
  database: 'postgres' | 'pglite';
  sms: 'twilio' | 'simulator';
  mail: 'smtp' | 'outbox';
  payments: 'stripe' | 'sandbox';
  /** `local-shared`: local files the operator says are one shared volume (UPLOADS_SHARED=true). */
  photos: 's3' | 'local' | 'local-shared';
  stylist: 'openai-compatible' | 'local';
  weather: 'open-meteo' | 'typical';
  geocoder: 'open-meteo' | 'offline';
  calendar: 'google' | 'none';
  /** Where rate-limit counters live: shared by the fleet on PostgreSQL, in this process on PGlite (ADR 0069). */
  rateLimits: 'postgres' | 'memory';
  /** How a sign-out reaches other processes' session caches (ADR 0070). */
  sessionEvictions: 'postgres-notify' | 'local';
}

export function providersInUse(config: Config): ProvidersInUse {
  const postgres = config.database.kind === 'postgres';
  return {
    database: config.database.kind,
    sms: config.sms.provider,
    mail: config.mail.provider,
    payments: config.payments.provider,
    photos: config.storage.provider === 's3' ? 's3' : config.storage.shared ? 'local-shared' : 'local',
    stylist: config.ai.provider,
    weather: config.weather.provider,
    geocoder: config.geocoder.provider,
    calendar: config.google ? 'google' : 'none',
    rateLimits: postgres ? 'postgres' : 'memory',
    sessionEvictions: postgres ? 'postgres-notify' : 'local',
  };
}

/** One banner line: `sms=twilio payments=stripe …`, the same names /api/ready answers. */
export function providersLine(config: Config): string {
  return Object.entries(providersInUse(config))
    .map(([port, provider]) => `${port}=${provider}`)
    .join(' ');
}
