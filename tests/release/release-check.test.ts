import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_TOKEN, PUBLIC_URL, newMessageSid, signedInbound, startFakeTwilio, type FakeTwilio } from '../helpers/fake-twilio';
import { ROOT, startProdWeb, startScript, startWithNpmStart, type BuiltProcess, type BuiltServer } from '../helpers/built-server';
import { driveEveryDoor, type Phone } from './doors';
import { Client } from './http-client';

/**
 * The release check (issue 36.2): the build users run, started exactly as the README starts it,
 * driven through every door over HTTP. It runs after the unit and integration tests and
 * `npm run build` (package.json's `test:release`), and fails on any 5xx, any empty answer and any
 * log line at level error in any process.
 */
const ADMIN_PASSWORD = 'release-check-operator-password';
const log = (line: string) => console.log(`  ✓ ${line}`);

describe('the build as `npm start` runs it: embedded PGlite on a fresh DATA_DIR', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startWithNpmStart({ ADMIN_PASSWORD });
  }, 600_000);
  afterAll(async () => {
    // npm forwards SIGTERM to the server and dies of it itself; the server's clean exit shows in its log, not in npm's code.
    if (server) expect([0, 'SIGTERM'], server.output()).toContain(await server.stop());
  });

  it('carries every file its loaders read', () => {
    const run = spawnSync(process.execPath, [join(ROOT, 'dist', 'server', 'check-runtime-files.js')], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });

  it('answers every door with no server error, no empty answer and no error in its log', async () => {
    expect(server.devPhoneKey, 'the dev phone link printed at start').toBeTruthy();
    const devPhone = new Client(server.url, server.url, { 'x-dev-phone-key': server.devPhoneKey! });
    const phone: Phone = {
      text: async (from, body, photo) => {
        await devPhone.expect('POST', '/api/dev/phone/send', {
          phoneNumber: from,
          body,
          ...(photo ? { photo: `data:image/jpeg;base64,${photo.toString('base64')}` } : {}),
        });
      },
      repliesTo: async (to) =>
        (await devPhone.expect('GET', `/api/dev/phone/messages?phone=${encodeURIComponent(to)}`))
          .json<{ direction: string; to: string; body: string }[]>()
          .filter((m) => m.direction === 'outbound' && m.to === to)
          .map((m) => m.body),
    };
    const answers = await driveEveryDoor({ url: server.url, origin: server.url, adminPassword: ADMIN_PASSWORD, phone, demo: true }, log);
    expect(answers).toBeGreaterThan(40);
    expect(server.problems()).toEqual([]);
  }, 900_000);
});

describe.runIf(!!process.env.TEST_DATABASE_URL)('the build as production runs it: start:prod and worker:prod on PostgreSQL, texts by Twilio', () => {
  let web: BuiltServer;
  let worker: BuiltProcess;
  let twilio: FakeTwilio;
  let database: string;
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });

  beforeAll(async () => {
    database = `ww_release_${Date.now().toString(36)}`;
    const c = admin();
    await c.connect();
    await c.query(`CREATE DATABASE ${database}`);
    await c.end();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database}`;
    twilio = await startFakeTwilio();
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      APP_SECRET: 'release-check-app-secret-0123456789abcdef',
      ADMIN_PASSWORD,
      ...twilio.env,
      PUBLIC_URL,
      OUTBOUND_ALLOW_HOSTS: new URL(twilio.baseUrl).host,
      // Chosen by name, as production requires of every stand-in (ADR 0071).
      PAYMENTS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'outbox',
      UPLOADS_SHARED: 'true',
      // The demo account and the demo store's catalog, so Shop has products as an operator's feeds would give it.
      SEED_DEMO: 'true',
      DATA_DIR: join(ROOT, 'node_modules', '.cache', `ww-release-${database}`),
      SHUTDOWN_TIMEOUT_MS: '60000',
    };
    // The image's two commands: web processes leave the queues to the workers (README, Deploy).
    worker = startScript('worker:prod', env);
    web = await startProdWeb({ ...env, JOBS_IN_PROCESS: 'false' });
  }, 600_000);

  afterAll(async () => {
    const codes = await Promise.all([web?.stop(), worker?.stop()]);
    await twilio?.close();
    const c = admin();
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await c.end();
    expect(codes, `${web?.output()}\n${worker?.output()}`).toEqual([0, 0]);
  }, 120_000);

  it('answers every door with no server error, no empty answer and no error in any log', async () => {
    const hook = new Client(web.url, PUBLIC_URL);
    let media = 0;
    const phone: Phone = {
      text: async (from, body, photo) => {
        const fields: Record<string, string> = { MessageSid: newMessageSid(), From: from, Body: body };
        if (photo) {
          const id = `MErelease${++media}`;
          twilio.media.set(id, { bytes: photo, contentType: 'image/jpeg' });
          Object.assign(fields, { NumMedia: '1', MediaUrl0: twilio.mediaUrl(id), MediaContentType0: 'image/jpeg' });
        }
        const { payload, signature } = signedInbound(fields, '/api/sms/webhook', FAKE_TOKEN, PUBLIC_URL);
        await hook.expect('POST', '/api/sms/webhook', payload, [200], { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature });
      },
      repliesTo: async (to) => twilio.sent.filter((m) => m.to === to).map((m) => m.body),
    };
    const answers = await driveEveryDoor({ url: web.url, origin: PUBLIC_URL, adminPassword: ADMIN_PASSWORD, phone, demo: true }, log);
    expect(answers).toBeGreaterThan(40);
    expect([...web.problems(), ...worker.problems()]).toEqual([]);
  }, 900_000);
});
