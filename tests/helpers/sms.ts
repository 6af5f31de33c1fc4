import type { SimulatorSms } from '../../src/adapters/sms';
import { simulatorSecret, twilioSignature } from '../../src/adapters/sms';
import type { TestApp } from './test-app';

let seq = 0;

/** Texts the app from a phone through the simulator's signed webhook, as the dev phone does. */
export async function textIn(t: TestApp, from: string, body: string, options: { photo?: Buffer; contentType?: string } = {}) {
  const base = 'http://localhost:80';
  const params: Record<string, string> = { MessageSid: `SMtest${Date.now()}${++seq}`, From: from, To: t.ctx.sms.fromNumber, Body: body, NumMedia: '0' };
  if (options.photo) {
    const id = (t.ctx.sms as SimulatorSms).putMedia(options.photo, options.contentType ?? 'image/jpeg');
    params.NumMedia = '1';
    params.MediaUrl0 = `${base}/api/dev/phone/media/${id}`;
    params.MediaContentType0 = options.contentType ?? 'image/jpeg';
  }
  const signature = twilioSignature(simulatorSecret(t.ctx.config.appSecret), `${base}/api/sms/webhook`, params);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sms/webhook',
    payload: new URLSearchParams(params).toString(),
    headers: { host: 'localhost:80', 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
  });
  if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}: ${res.body}`);
  return res;
}

/** Texts the app sent to a number, oldest first. */
export async function textsTo(t: TestApp, to: string): Promise<{ body: string; purpose: string }[]> {
  const r = await t.database.execute(`select body, purpose from sms_messages where direction = 'outbound' and to_number = $1 order by id`, [to]);
  return r.rows as { body: string; purpose: string }[];
}

let ipSeq = 0;
/** Signs up with a given phone from its own address (the helper's per-IP sign-up limit stays out of the way). */
export async function signUpWithPhone(t: TestApp, phoneNumber: string, fullName = 'Test Person') {
  const n = ++ipSeq;
  const res = await t.request({
    method: 'POST',
    url: '/api/users',
    remoteAddress: `127.9.${Math.floor(n / 250)}.${(n % 250) + 2}`,
    payload: { fullName, password: 'a long test passphrase', smsConsent: true, phoneNumber },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const c = res.cookies.find((x) => x.name === 'ww_session')!;
  return { cookie: `ww_session=${c.value}`, user: res.json() as { id: number; username: string } };
}

/** Lifetime Premium, as a promo code gives it: the daily texts go only to Premium users (decisions.md 7). */
export async function grantPremium(t: Pick<TestApp, 'database'>, userId: number) {
  await t.database.execute(`insert into subscriptions (user_id, provider, status, lifetime) values ($1, 'promo', 'active', true) on conflict do nothing`, [
    userId,
  ]);
}

/**
 * Confirmed opt-in, arranged: the number has replied to us before (issue 28). For tests about
 * something else; tests/integration/sms-budget.test.ts confirms through the webhook itself.
 */
export async function confirmNumber(t: Pick<TestApp, 'database'>, phoneNumber: string) {
  await t.database.execute(`insert into sms_confirmed_numbers (phone_number, how, confirmed_at) values ($1, 'reply', now()) on conflict do nothing`, [
    phoneNumber,
  ]);
}
