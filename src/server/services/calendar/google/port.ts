import { createGoogleCalendarPort, type GoogleCalendarPort } from '../../../../adapters/calendar';
import type { Config } from '../../../config';
import type { Ctx } from '../../../context';
import { AppError } from '../../../errors';
import { createSecretBox } from '../../../crypto/secret-box';

const ports = new WeakMap<Config, GoogleCalendarPort | null>();

/** The Google adapter for this app's configuration (null when Google is not configured). */
export function googlePort(ctx: Pick<Ctx, 'config'>): GoogleCalendarPort | null {
  if (!ports.has(ctx.config)) ports.set(ctx.config, createGoogleCalendarPort(ctx.config.google));
  return ports.get(ctx.config)!;
}

export function requireGooglePort(ctx: Pick<Ctx, 'config'>): GoogleCalendarPort {
  const port = googlePort(ctx);
  if (!port) throw new AppError('CONFLICT', 'Google Calendar is not configured on this server. Add your calendar by its iCal address instead.');
  return port;
}

export const tokenBox = (ctx: Pick<Ctx, 'config'>) => createSecretBox(ctx.config.appSecret, 'google-calendar-tokens');
