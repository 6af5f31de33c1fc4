import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export const FAKE_SID = 'AC00000000000000000000000000000001';
export const FAKE_TOKEN = 'fake-twilio-auth-token-0123456789';
export const FAKE_FROM = '+15005550006';
export const PUBLIC_URL = 'https://wearwise.example';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

export interface FakeTwilio {
  baseUrl: string;
  /** Every message the SDK created, in order. */
  sent: { sid: string; to: string; from: string; body: string; statusCallback: string | null; createdAt: Date }[];
  /**
   * Milliseconds a create is answered late, after the message is already accepted: a slow provider
   * whose answer the SDK may give up on while the text still goes out.
   */
  delayMs: number;
  /** Answer every create with this status after accepting the message (a 5xx after the request was sent). */
  failAfterAccept: number | null;
  /** How many times the message list was read. */
  lookups: number;
  /** Media served under this account's message media URLs. */
  media: Map<string, { bytes: Buffer; contentType: string }>;
  /** Numbers Twilio answers 21610 for (texted STOP to the carrier). */
  blocked: Set<string>;
  mediaUrl(id: string): string;
  close(): Promise<void>;
  /** The env that points the app's Twilio adapter here. */
  env: Record<string, string>;
}

/** A local stand-in for Twilio's REST API: Messages.json and message media, enough for the real SDK. */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const sent: FakeTwilio['sent'] = [];
  const media = new Map<string, { bytes: Buffer; contentType: string }>();
  const blocked = new Set<string>();
  let seq = 0;
  const state = { delayMs: 0, failAfterAccept: null as number | null, lookups: 0 };
  const server: Server = createServer(async (req, res) => {
    const url = req.url ?? '';
    const expectedAuth = `Basic ${Buffer.from(`${FAKE_SID}:${FAKE_TOKEN}`).toString('base64')}`;
    if (req.headers.authorization !== expectedAuth) {
      res.statusCode = 401;
      res.end(JSON.stringify({ code: 20003, message: 'Authenticate', status: 401 }));
      return;
    }
    const mediaMatch = /\/Media\/(ME\w+)$/.exec(url);
    if (req.method === 'GET' && mediaMatch) {
      const found = media.get(mediaMatch[1]!);
      res.statusCode = found ? 200 : 404;
      if (found) res.setHeader('content-type', found.contentType);
      res.end(found?.bytes ?? '');
      return;
    }
    res.setHeader('content-type', 'application/json');
    const listMatch = /^\/2010-04-01\/Accounts\/\w+\/Messages\.json(\?.*)?$/.exec(url);
    if (req.method === 'GET' && listMatch) {
      // The list resource as the SDK reads it: newest first, filtered by To and From, one page.
      state.lookups++;
      const query = new URLSearchParams(listMatch[1]?.slice(1) ?? '');
      const pageSize = Number(query.get('PageSize') ?? '50');
      const found = sent
        .filter((m) => (!query.get('To') || m.to === query.get('To')) && (!query.get('From') || m.from === query.get('From')))
        .reverse()
        .slice(0, pageSize);
      res.end(
        JSON.stringify({
          messages: found.map((m) => ({
            sid: m.sid,
            to: m.to,
            from: m.from,
            body: m.body,
            status: 'sent',
            direction: 'outbound-api',
            date_created: m.createdAt.toUTCString(),
            date_sent: m.createdAt.toUTCString(),
          })),
          page: 0,
          page_size: pageSize,
          next_page_uri: null,
          uri: url,
        }),
      );
      return;
    }
    const body = new URLSearchParams(await readBody(req));
    const to = body.get('To') ?? '';
    if (blocked.has(to)) {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 }));
      return;
    }
    const sid = `SM${String(++seq).padStart(32, '0')}`;
    sent.push({ sid, to, from: body.get('From') ?? '', body: body.get('Body') ?? '', statusCallback: body.get('StatusCallback'), createdAt: new Date() });
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    if (res.destroyed) return;
    if (state.failAfterAccept !== null) {
      res.statusCode = state.failAfterAccept;
      res.end(JSON.stringify({ code: 20500, message: 'Internal Server Error', status: state.failAfterAccept }));
      return;
    }
    res.statusCode = 201;
    res.end(JSON.stringify({ sid, to, from: body.get('From'), body: body.get('Body'), status: 'queued' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    sent,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    get failAfterAccept() {
      return state.failAfterAccept;
    },
    set failAfterAccept(value: number | null) {
      state.failAfterAccept = value;
    },
    get lookups() {
      return state.lookups;
    },
    media,
    blocked,
    mediaUrl: (id) => `${baseUrl}/2010-04-01/Accounts/${FAKE_SID}/Messages/MM${'0'.repeat(32)}/Media/${id}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
    env: { TWILIO_ACCOUNT_SID: FAKE_SID, TWILIO_AUTH_TOKEN: FAKE_TOKEN, TWILIO_FROM_NUMBER: FAKE_FROM, TWILIO_API_BASE_URL: baseUrl, PUBLIC_URL },
  };
}

let messageSeq = 0;
/** A fresh Twilio-style inbound message id. */
export const newMessageSid = () => `SM${Date.now().toString(16)}${String(++messageSeq).padStart(8, '0')}`.padEnd(34, '0').slice(0, 34);

/** Form fields and the signature Twilio would send for them, made with the twilio library itself. */
export function signedInbound(fields: Record<string, string>, path = '/api/sms/webhook', token = FAKE_TOKEN, base = PUBLIC_URL) {
  const params = { AccountSid: FAKE_SID, To: FAKE_FROM, NumMedia: '0', ...fields };
  const signature = twilio.getExpectedTwilioSignature(token, base + path, params);
  return { params, signature, payload: new URLSearchParams(params).toString() };
}
