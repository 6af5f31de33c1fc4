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
  sent: { to: string; body: string; statusCallback: string | null }[];
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
    const body = new URLSearchParams(await readBody(req));
    res.setHeader('content-type', 'application/json');
    const to = body.get('To') ?? '';
    if (blocked.has(to)) {
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 }));
      return;
    }
    sent.push({ to, body: body.get('Body') ?? '', statusCallback: body.get('StatusCallback') });
    res.statusCode = 201;
    res.end(JSON.stringify({ sid: `SM${String(++seq).padStart(32, '0')}`, to, from: body.get('From'), body: body.get('Body'), status: 'queued' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    sent,
    media,
    blocked,
    mediaUrl: (id) => `${baseUrl}/2010-04-01/Accounts/${FAKE_SID}/Messages/MM${'0'.repeat(32)}/Media/${id}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
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
