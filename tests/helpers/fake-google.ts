import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleEvent {
  id: string;
  status?: 'confirmed' | 'cancelled';
  summary?: string;
  location?: string;
  description?: string;
  start: { date?: string; dateTime?: string };
  end: { date?: string; dateTime?: string };
}

/**
 * A local stand-in for Google's OAuth endpoints and the Calendar API v3 (the parts the adapter
 * uses), driven by Google's own client libraries through GOOGLE_OAUTH_BASE_URL and
 * GOOGLE_API_BASE_URL. It keeps real state: codes, access and refresh tokens that expire or are
 * revoked, events with a change sequence for incremental sync, sync tokens that can go stale (410).
 */
export async function startFakeGoogle() {
  const codes = new Map<string, { email: string }>();
  const refreshTokens = new Map<string, { email: string; revoked: boolean }>();
  const accessTokens = new Map<string, { refreshToken: string; expired: boolean }>();
  const events = new Map<string, FakeGoogleEvent & { seq: number }>();
  let seq = 0;
  let syncEpoch = 1;
  const log: { method: string; path: string; query: Record<string, string> }[] = [];
  const stats = { refreshes: 0, revokes: 0 };
  let pageSize = 250;
  let consentEmail = 'casey@example.com';
  const grantFor = (email: string) => {
    const code = `4/${randomBytes(8).toString('hex')}`;
    codes.set(code, { email });
    return code;
  };

  const body = (req: IncomingMessage) =>
    new Promise<Record<string, string>>((resolve) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        if ((req.headers['content-type'] ?? '').includes('json')) return resolve(raw ? (JSON.parse(raw) as Record<string, string>) : {});
        resolve(Object.fromEntries(new URLSearchParams(raw)));
      });
    });

  const issueAccess = (refreshToken: string) => {
    const token = `ya29.${randomBytes(12).toString('hex')}`;
    accessTokens.set(token, { refreshToken, expired: false });
    return token;
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    log.push({ method: req.method ?? 'GET', path: url.pathname, query });
    const json = (status: number, data: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(data));

    // The consent page: this fake user always agrees, and is sent back with a code.
    if (url.pathname === '/o/oauth2/v2/auth') {
      const back = new URL(query.redirect_uri!);
      back.searchParams.set('code', grantFor(consentEmail));
      back.searchParams.set('state', query.state ?? '');
      return res.writeHead(302, { location: back.toString() }).end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const form = await body(req);
      if (form.grant_type === 'authorization_code') {
        const grant = form.code ? codes.get(form.code) : undefined;
        if (!grant) return json(400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
        codes.delete(form.code!);
        const refreshToken = `1//${randomBytes(12).toString('hex')}`;
        refreshTokens.set(refreshToken, { email: grant.email, revoked: false });
        return json(200, {
          access_token: issueAccess(refreshToken),
          refresh_token: refreshToken,
          expires_in: 3599,
          token_type: 'Bearer',
          scope: 'https://www.googleapis.com/auth/calendar.readonly',
        });
      }
      if (form.grant_type === 'refresh_token') {
        stats.refreshes++;
        const grant = form.refresh_token ? refreshTokens.get(form.refresh_token) : undefined;
        if (!grant || grant.revoked) return json(400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
        return json(200, { access_token: issueAccess(form.refresh_token!), expires_in: 3599, token_type: 'Bearer' });
      }
      return json(400, { error: 'unsupported_grant_type' });
    }
    if (url.pathname === '/revoke') {
      stats.revokes++;
      const token = query.token ?? (await body(req)).token;
      const grant = token ? refreshTokens.get(token) : undefined;
      if (grant) grant.revoked = true;
      return json(200, {});
    }

    // The Calendar API: a bearer access token that exists and has not expired.
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const access = accessTokens.get(bearer);
    const refresh = access ? refreshTokens.get(access.refreshToken) : undefined;
    if (!access || access.expired || !refresh || refresh.revoked) {
      return json(401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
    }
    if (url.pathname === '/calendar/v3/calendars/primary') return json(200, { id: refresh.email, summary: refresh.email, timeZone: 'America/New_York' });
    if (url.pathname === '/calendar/v3/calendars/primary/events') {
      let list = [...events.values()].sort((a, b) => a.seq - b.seq);
      if (query.syncToken) {
        const [epoch, since] = query.syncToken.split('.').map(Number);
        if (epoch !== syncEpoch) return json(410, { error: { code: 410, message: 'Sync token is no longer valid, a full sync is required.', status: 'GONE' } });
        list = list.filter((e) => e.seq > since!);
      } else {
        const min = query.timeMin ? Date.parse(query.timeMin) : -Infinity;
        const max = query.timeMax ? Date.parse(query.timeMax) : Infinity;
        const at = (w: { date?: string; dateTime?: string }) => Date.parse(w.dateTime ?? `${w.date}T00:00:00Z`);
        list = list.filter((e) => e.status !== 'cancelled' && at(e.end) > min && at(e.start) < max);
      }
      const nextSyncToken = `${syncEpoch}.${seq}`;
      const offset = Number(query.pageToken ?? 0);
      const page = list.slice(offset, offset + Math.min(pageSize, Number(query.maxResults ?? 250)));
      const more = offset + page.length < list.length;
      const items = page.map(({ seq: _seq, ...e }) => ({ kind: 'calendar#event', status: 'confirmed', ...e }));
      return json(200, { kind: 'calendar#events', items, ...(more ? { nextPageToken: String(offset + page.length) } : { nextSyncToken }) });
    }
    return json(404, { error: { code: 404, message: 'Not Found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    log,
    stats,
    /** What the consent page would hand back after the user agrees. */
    grantCode(email = 'casey@example.com') {
      return grantFor(email);
    },
    /** Who agrees on the consent page when a browser is sent there. */
    setConsentEmail(email: string) {
      consentEmail = email;
    },
    put(event: FakeGoogleEvent) {
      events.set(event.id, { ...event, seq: ++seq });
    },
    remove(id: string) {
      const e = events.get(id);
      if (e) events.set(id, { ...e, status: 'cancelled', seq: ++seq });
    },
    /** Every access token stops working (as an hour passing would): the client must refresh. */
    expireAccessTokens() {
      for (const t of accessTokens.values()) t.expired = true;
    },
    /** The user removed the app's access in their Google account. */
    revokeAll() {
      for (const t of refreshTokens.values()) t.revoked = true;
    },
    /** Google forgets sync tokens now and then: the next incremental sync is a 410. */
    invalidateSyncTokens() {
      syncEpoch++;
    },
    setPageSize(n: number) {
      pageSize = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;
