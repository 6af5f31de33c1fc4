import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSms } from './index';

/** A local stand-in for Twilio's REST API: the real SDK talks HTTP to it. */
let server: Server;
let baseUrl: string;
const received: { url: string; auth: string; body: URLSearchParams }[] = [];
let failNext = false;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = new URLSearchParams(await readBody(req));
    received.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
    res.setHeader('content-type', 'application/json');
    if (failNext) {
      failNext = false;
      res.statusCode = 400;
      res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 }));
      return;
    }
    res.statusCode = 201;
    res.end(
      JSON.stringify({ sid: 'SM0123456789abcdef0123456789abcdef', to: body.get('To'), from: body.get('From'), body: body.get('Body'), status: 'queued' }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('Twilio adapter through the SDK', () => {
  const sms = () =>
    createSms(
      { provider: 'twilio', accountSid: 'AC123', authToken: 'secret-token', fromNumber: '+15005550006', apiBaseUrl: baseUrl },
      { appSecret: 'x'.repeat(32) },
    );

  it('sends with basic auth to the Messages resource and returns the SID', async () => {
    const result = await sms().send({ to: '+14155550134', body: 'Hello from Wren' });
    expect(result).toEqual({ ok: true, providerMessageId: 'SM0123456789abcdef0123456789abcdef' });
    const last = received.at(-1)!;
    expect(last.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(last.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(Object.fromEntries(last.body)).toMatchObject({ To: '+14155550134', From: '+15005550006', Body: 'Hello from Wren' });
  });

  it('turns a Twilio error into a failed result instead of throwing', async () => {
    failNext = true;
    const result = await sms().send({ to: '+1415', body: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain('not a valid phone number');
  });

  it('the simulator is the default and refuses non-E.164 numbers', async () => {
    const sim = createSms({ provider: 'simulator', fromNumber: '+15550100000' }, { appSecret: 'x'.repeat(32) });
    expect(sim.name).toBe('simulator');
    expect((await sim.send({ to: '+14155550134', body: 'x' })).ok).toBe(true);
    expect((await sim.send({ to: '4155550134', body: 'x' })).ok).toBe(false);
  });
});
