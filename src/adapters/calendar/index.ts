import { createGoogleCalendar } from './google';
import type { GoogleCalendarPort, GoogleConfig } from './port';

export * from './port';
export { GOOGLE_CALENDAR_SCOPE } from './google';

/**
 * Google only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. There is no embedded stand-in
 * for someone's Google account: without it, calendars come from ICS feeds, uploads and manual events.
 */
export function createGoogleCalendarPort(config: GoogleConfig | null): GoogleCalendarPort | null {
  return config ? createGoogleCalendar(config) : null;
}
