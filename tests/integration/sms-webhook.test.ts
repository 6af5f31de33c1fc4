import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FROM, newMessageSid, signedInbound, startFakeTwilio, PUBLIC_URL, type FakeTwilio } from '../helpers/fake-twilio';
import { shirtJpeg } from '../helpers/closet';
import { confirmNumber, signUpWithPhone } from '../helpers/sms';
import { countRows, createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/** Twilio calls from its own servers: no Origin header, a form body and its signature. */
describe.each(databaseKinds)('SMS webhook signed by the twilio library on %s', (kind) => {
  let t: TestApp;
  let twilio: FakeTwilio;
  let uploadsDir: string;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    uploadsDir = mkdtempSync(join(tmpdir(), 'ww-sms-'));
    t = await createTestApp(kind, { env: twilio.env, configOverrides: { storage: { provider: 'local', dir: uploadsDir } } });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const post = (payload: string, headers: Record<string, string>, url = '/api/sms/webhook') =>
    t.app.inject({ method: 'POST', url, payload, headers: { host: 'internal:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers } });
  const inboundRows = async () => Number((await t.database.execute(`select count(*)::int as n from sms_messages where direction = 'inbound'`)).rows[0]!.n);

  it('accepts a request signed for PUBLIC_URL + path, stores it and replies through the Twilio API', async () => {
    const before = twilio.sent.length;
    const { payload, signature } = signedInbound({ MessageSid: newMessageSid(), From: '+14155550911', Body: 'help' });
    const res = await post(payload, { 'x-twilio-signature': signature });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/xml/);
    expect(res.body).toContain('<Response></Response>');
    expect(twilio.sent.length).toBe(before + 1);
    const help = twilio.sent.at(-1)!;
    expect(help.to).toBe('+14155550911');
    expect(help.body).toContain('Wearwise');
    expect(help.body).toContain('Up to 4 automated msgs/mo');
    expect(help.body).toContain('Msg & data rates may apply');
    expect(help.body).toContain('Reply STOP to cancel');
    expect(help.body).toContain('support@wearwise.app');
    // Issue 43.4: the HELP reply and the public config give the number to text, since Twilio's is configured.
    expect(help.body).toContain(FAKE_FROM);
    expect((await t.request({ method: 'GET', url: '/api/config' })).json().smsNumber).toBe(FAKE_FROM);
    expect(help.statusCallback).toBe(`${PUBLIC_URL}/api/sms/status`);
  });

  it('refuses a tampered body, a signature for another URL, a missing header and a JSON body, storing and sending nothing', async () => {
    const rows = await inboundRows();
    const sent = twilio.sent.length;
    const good = signedInbound({ MessageSid: newMessageSid(), From: '+14155550912', Body: 'HELP' });

    const tampered = good.payload.replace('Body=HELP', 'Body=STOP');
    expect((await post(tampered, { 'x-twilio-signature': good.signature })).statusCode).toBe(403);

    const otherUrl = signedInbound({ MessageSid: newMessageSid(), From: '+14155550912', Body: 'HELP' }, '/api/sms/webhook', undefined, 'https://evil.example');
    expect((await post(otherUrl.payload, { 'x-twilio-signature': otherUrl.signature })).statusCode).toBe(403);

    const wrongToken = signedInbound({ MessageSid: newMessageSid(), From: '+14155550912', Body: 'HELP' }, '/api/sms/webhook', 'not-the-token');
    expect((await post(wrongToken.payload, { 'x-twilio-signature': wrongToken.signature })).statusCode).toBe(403);

    const missing = await post(good.payload, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: expect.stringMatching(/signature/i) });

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/sms/webhook',
      payload: good.params,
      headers: { 'content-type': 'application/json', 'x-twilio-signature': good.signature },
    });
    expect(json.statusCode).toBe(415);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/sms/webhook',
      payload: good.payload,
      headers: { 'content-type': 'text/plain', 'x-twilio-signature': good.signature },
    });
    expect(text.statusCode).toBe(415);

    expect(await inboundRows()).toBe(rows);
    expect(twilio.sent.length).toBe(sent);
  });

  it('verifies whatever order the parameters arrive in (the signature sorts them)', async () => {
    const { params, signature } = signedInbound({ MessageSid: newMessageSid(), From: '+14155550913', Body: 'INFO' });
    const shuffled = new URLSearchParams(Object.entries(params).reverse()).toString();
    const res = await post(shuffled, { 'x-twilio-signature': signature });
    expect(res.statusCode).toBe(200);
  });

  it('stores a redelivered message once and replies once, also when the copies arrive at the same time', async () => {
    const sent = twilio.sent.length;
    const rows = await inboundRows();
    const once = signedInbound({ MessageSid: newMessageSid(), From: '+14155550914', Body: 'HELP' });
    expect((await post(once.payload, { 'x-twilio-signature': once.signature })).statusCode).toBe(200);
    expect((await post(once.payload, { 'x-twilio-signature': once.signature })).statusCode).toBe(200);
    expect(await inboundRows()).toBe(rows + 1);
    expect(twilio.sent.length).toBe(sent + 1);

    // Another number: HELP is answered once an hour per number (issue 28).
    const burst = signedInbound({ MessageSid: newMessageSid(), From: '+14155550924', Body: 'HELP' });
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(burst.payload, { 'x-twilio-signature': burst.signature })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await inboundRows()).toBe(rows + 2);
    expect(twilio.sent.length).toBe(sent + 2);
  });

  it('never makes an account for an unknown number: STOP is recorded against the number, other texts get nothing', async () => {
    const users = await countRows(t.database, 'users');
    const sent = twilio.sent.length;
    const chat = signedInbound({ MessageSid: newMessageSid(), From: '+14155550915', Body: 'What should I wear to a wedding?' });
    expect((await post(chat.payload, { 'x-twilio-signature': chat.signature })).statusCode).toBe(200);
    expect(twilio.sent.length).toBe(sent);
    const stop = signedInbound({ MessageSid: newMessageSid(), From: '+14155550915', Body: 'STOP' });
    expect((await post(stop.payload, { 'x-twilio-signature': stop.signature })).statusCode).toBe(200);
    expect(twilio.sent.length).toBe(sent + 1);
    expect(twilio.sent.at(-1)!.body).toMatch(/unsubscribed/);
    const row = await t.database.execute(`select opted_out, words, user_id from sms_opt_outs where phone_number = '+14155550915'`);
    expect(row.rows[0]).toMatchObject({ opted_out: true, words: 'STOP', user_id: null });
    expect(await countRows(t.database, 'users')).toBe(users);
  });

  it('a delivery callback moves the status; error 21610 opts the user out; callbacks are signed too', async () => {
    const { user, cookie } = await signUpWithPhone(t, '+14155550916');
    await confirmNumber(t, '+14155550916');
    const test = await t.request({ method: 'POST', url: '/api/sms/send-daily-outfit', cookie, payload: { userId: user.id } });
    expect(test.json()).toMatchObject({ sent: true });
    const sid = (await t.database.execute(`select provider_message_id from sms_messages where to_number = '+14155550916' order by id desc limit 1`)).rows[0]!
      .provider_message_id as string;
    const cb = signedInbound({ MessageSid: sid, MessageStatus: 'undelivered', ErrorCode: '21610', To: '+14155550916', From: FAKE_FROM }, '/api/sms/status');
    expect((await post(cb.payload, {}, '/api/sms/status')).statusCode).toBe(400);
    expect((await post(cb.payload, { 'x-twilio-signature': 'bm90IGEgc2lnbmF0dXJl' }, '/api/sms/status')).statusCode).toBe(403);
    const res = await post(cb.payload, { 'x-twilio-signature': cb.signature }, '/api/sms/status');
    expect(res.statusCode).toBe(204);
    const msg = await t.database.execute(`select status, error_code from sms_messages where provider_message_id = '${sid}'`);
    expect(msg.rows[0]).toMatchObject({ status: 'undelivered', error_code: '21610' });
    const me = await t.request({ method: 'GET', url: '/api/user', cookie });
    expect(me.json()).toMatchObject({ smsEnabled: false });
    const again = await t.request({ method: 'POST', url: '/api/sms/send-daily-outfit', cookie, payload: { userId: user.id } });
    expect(again.json()).toMatchObject({ sent: false, message: expect.stringMatching(/STOP/) });
  });

  it('a send refused with 21610 marks the user opted out at once', async () => {
    const { user, cookie } = await signUpWithPhone(t, '+14155550917');
    await confirmNumber(t, '+14155550917');
    twilio.blocked.add('+14155550917');
    const res = await t.request({ method: 'POST', url: '/api/sms/send-daily-outfit', cookie, payload: { userId: user.id } });
    expect(res.json()).toMatchObject({ sent: false });
    const row = await t.database.execute(`select sms_opted_out from users where id = ${user.id}`);
    expect(row.rows[0]).toMatchObject({ sms_opted_out: true });
  });

  it('fetches a texted photo from the account media URL with its credentials, and nothing from anywhere else', async () => {
    const { user, cookie } = await signUpWithPhone(t, '+14155550918');
    await t.database.execute(`update users set onboarding_completed = true where id = ${user.id}`);
    twilio.media.set('ME0001', { bytes: await shirtJpeg('#1f2a44'), contentType: 'image/jpeg' });
    const photo = signedInbound({
      MessageSid: newMessageSid(),
      From: '+14155550918',
      Body: '',
      NumMedia: '1',
      MediaUrl0: twilio.mediaUrl('ME0001'),
      MediaContentType0: 'image/jpeg',
    });
    expect((await post(photo.payload, { 'x-twilio-signature': photo.signature })).statusCode).toBe(200);
    expect(twilio.sent.at(-1)!.body).toMatch(/Reply with a number: 1 Tops/);
    const answer = signedInbound({ MessageSid: newMessageSid(), From: '+14155550918', Body: '4' });
    await post(answer.payload, { 'x-twilio-signature': answer.signature });
    expect(twilio.sent.at(-1)!.body).toMatch(/Added "Navy jacket" \(Outerwear\)/);
    const items = (await t.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json() as unknown[];
    expect(items).toHaveLength(1);

    for (const url of [
      'https://evil.example/photo.jpg',
      `${twilio.baseUrl}/2010-04-01/Accounts/ACsomeoneelse/Messages/MM1/Media/ME0001`,
      'http://169.254.169.254/latest/meta-data',
    ]) {
      const foreign = signedInbound({
        MessageSid: newMessageSid(),
        From: '+14155550918',
        Body: '',
        NumMedia: '1',
        MediaUrl0: url,
        MediaContentType0: 'image/jpeg',
      });
      expect((await post(foreign.payload, { 'x-twilio-signature': foreign.signature })).statusCode).toBe(200);
      expect(twilio.sent.at(-1)!.body).toMatch(/couldn't open that photo/);
    }
    expect(((await t.request({ method: 'GET', url: `/api/clothing-items/${user.id}`, cookie })).json() as unknown[]).length).toBe(1);
  });

  it('refuses a photo over 5MB without decoding it', async () => {
    await signUpWithPhone(t, '+14155550919');
    twilio.media.set('ME0002', { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), contentType: 'image/jpeg' });
    const big = signedInbound({
      MessageSid: newMessageSid(),
      From: '+14155550919',
      Body: '',
      NumMedia: '1',
      MediaUrl0: twilio.mediaUrl('ME0002'),
      MediaContentType0: 'image/jpeg',
    });
    await post(big.payload, { 'x-twilio-signature': big.signature });
    expect(twilio.sent.at(-1)!.body).toMatch(/over 5MB/);
  });
});
