import type { calendar_v3 } from '@googleapis/calendar';
import type { Credentials, OAuth2Client } from 'google-auth-library';
import { z } from 'zod';
import {
  GoogleAccessRevoked,
  GoogleSyncTokenExpired,
  GoogleUnavailable,
  type GoogleCalendarPort,
  type GoogleConfig,
  type GoogleEvent,
  type GoogleEventPage,
  type GoogleListRequest,
  type GoogleTokens,
} from './port';
import { trimEndOf } from '../../shared/plain-text';

export const GOOGLE_CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';
const MAX_PAGES = 20;

const ZWhen = z.object({ date: z.string().nullish(), dateTime: z.string().nullish() }).passthrough();
const ZEvent = z
  .object({
    id: z.string().min(1),
    status: z.string().nullish(),
    summary: z.string().nullish(),
    location: z.string().nullish(),
    description: z.string().nullish(),
    start: ZWhen.nullish(),
    end: ZWhen.nullish(),
  })
  .passthrough();

function endpoints(config: GoogleConfig) {
  if (!config.oauthBaseUrl) return {};
  const base = trimEndOf(config.oauthBaseUrl, '/');
  return { oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`, oauth2TokenUrl: `${base}/token`, oauth2RevokeUrl: `${base}/revoke` };
}

const toTokens = (c: Credentials, previous?: GoogleTokens): GoogleTokens => ({
  accessToken: c.access_token ?? previous?.accessToken ?? null,
  // Google sends the refresh token only with the first consent: keep the one we have.
  refreshToken: c.refresh_token ?? previous?.refreshToken ?? null,
  expiresAt: c.expiry_date ? new Date(c.expiry_date) : (previous?.expiresAt ?? null),
});

function status(error: unknown): number | undefined {
  const e = error as { status?: number; code?: number | string; response?: { status?: number } };
  return e.response?.status ?? e.status ?? (typeof e.code === 'number' ? e.code : undefined);
}

function isInvalidGrant(error: unknown): boolean {
  const e = error as { message?: string; response?: { data?: { error?: string } } };
  return e.response?.data?.error === 'invalid_grant' || /invalid_grant/.test(e.message ?? '');
}

/** Google's libraries, loaded by the first call that needs them: a process that never talks to Google never holds them (ADR 0064). */
let libraries: Promise<{ Calendar: typeof calendar_v3.Calendar; OAuth2Client: typeof OAuth2Client }> | undefined;
const loadLibraries = () =>
  (libraries ??= Promise.all([import('@googleapis/calendar'), import('google-auth-library')]).then(([calendar, auth]) => ({
    Calendar: calendar.calendar_v3.Calendar,
    OAuth2Client: auth.OAuth2Client,
  })));

/** Google Calendar through Google's own libraries; base URLs overridable so tests run them against a local fake. */
export function createGoogleCalendar(config: GoogleConfig): GoogleCalendarPort {
  const client = async (redirectUri?: string) =>
    new (await loadLibraries()).OAuth2Client({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      ...(redirectUri ? { redirectUri } : {}),
      endpoints: endpoints(config),
    });
  const api = async (auth: OAuth2Client) =>
    new (await loadLibraries()).Calendar({ auth: auth as never, ...(config.apiBaseUrl ? { rootUrl: `${trimEndOf(config.apiBaseUrl, '/')}/` } : {}) });

  return {
    async authUrl(state, redirectUri) {
      return (await client(redirectUri)).generateAuthUrl({
        access_type: 'offline',
        prompt: 'consent',
        scope: [GOOGLE_CALENDAR_SCOPE],
        state,
        include_granted_scopes: true,
      });
    },

    async exchangeCode(code, redirectUri) {
      const auth = await client(redirectUri);
      let tokens: GoogleTokens;
      try {
        const { tokens: raw } = await auth.getToken(code);
        tokens = toTokens(raw);
      } catch (error) {
        if (isInvalidGrant(error)) throw new GoogleAccessRevoked('Google did not accept the sign-in code (it may have expired). Please connect again.');
        throw new GoogleUnavailable('Google could not be reached to finish connecting.');
      }
      auth.setCredentials({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expiry_date: tokens.expiresAt?.getTime() ?? null });
      let email: string | null = null;
      try {
        const primary = await (await api(auth)).calendars.get({ calendarId: 'primary' });
        email = typeof primary.data.id === 'string' ? primary.data.id : null;
      } catch {
        // The address is only shown to the user: connecting does not fail for it.
      }
      return { tokens, email };
    },

    async listEvents(tokens, request: GoogleListRequest, onTokens) {
      const auth = await client();
      auth.setCredentials({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken, expiry_date: tokens.expiresAt?.getTime() ?? null });
      let current = tokens;
      const refreshed: Promise<void>[] = [];
      auth.on('tokens', (c) => {
        current = toTokens(c, current);
        refreshed.push(onTokens(current));
      });
      const calendar = await api(auth);
      const fetchAll = async (): Promise<GoogleEventPage> => {
        const events: GoogleEvent[] = [];
        let pageToken: string | undefined;
        for (let page = 0; page < MAX_PAGES; page++) {
          const params: calendar_v3.Params$Resource$Events$List = {
            calendarId: 'primary',
            singleEvents: true,
            maxResults: 250,
            ...(pageToken ? { pageToken } : {}),
            ...(request.kind === 'full'
              ? { timeMin: request.timeMin.toISOString(), timeMax: request.timeMax.toISOString(), showDeleted: false }
              : { syncToken: request.syncToken, showDeleted: true }),
          };
          const { data } = await calendar.events.list(params);
          for (const raw of data.items ?? []) {
            const parsed = ZEvent.safeParse(raw);
            if (!parsed.success) continue; // a malformed item is skipped, not trusted
            const e = parsed.data;
            events.push({
              id: e.id,
              status: e.status ?? 'confirmed',
              summary: e.summary ?? null,
              location: e.location ?? null,
              description: e.description ?? null,
              start: e.start ?? {},
              end: e.end ?? {},
            });
          }
          pageToken = data.nextPageToken ?? undefined;
          if (!pageToken) return { events, nextSyncToken: data.nextSyncToken ?? null };
        }
        return { events, nextSyncToken: null };
      };
      try {
        try {
          return await fetchAll();
        } catch (error) {
          // A 401 with an access token we thought valid (expired early, rotated): refresh once and try again.
          if (status(error) !== 401 || !current.refreshToken) throw error;
          auth.setCredentials({ refresh_token: current.refreshToken, access_token: null, expiry_date: 1 });
          return await fetchAll();
        }
      } catch (error) {
        if (isInvalidGrant(error)) throw new GoogleAccessRevoked('Google Calendar access was revoked.');
        const code = status(error);
        if (code === 410) throw new GoogleSyncTokenExpired('The sync token expired.');
        if (code === 401) throw new GoogleAccessRevoked('Google Calendar access was revoked.');
        throw new GoogleUnavailable(`Google Calendar did not answer (${code ?? 'network error'}).`);
      } finally {
        await Promise.all(refreshed);
      }
    },

    async revoke(token) {
      try {
        await (await client()).revokeToken(token);
      } catch {
        // Already revoked or Google unreachable: forgetting it here is what matters.
      }
    },
  };
}
