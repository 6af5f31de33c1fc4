import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExportJob } from '../../src/server/services/account/data-export/export-job';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { photoForm, shirtJpeg } from '../helpers/closet';
import { drainJobs, MAIL_QUEUES } from '../helpers/jobs';
import { startLocalS3, type LocalS3 } from '../helpers/s3rver';
import { textIn } from '../helpers/sms';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/**
 * Identifiers nobody else in the database has: the user id is pushed to a nine-digit number, so
 * finding its digits anywhere in a row's text means that row names the person.
 */
const PERSON = {
  id: 739120401,
  fullName: 'Zorblax Quint',
  username: 'zorblaxquint',
  email: 'zorblax.quint@example.com',
  phoneNumber: '+14155557391',
  password: 'a long test passphrase',
};
const NEEDLES = [String(PERSON.id), PERSON.username, 'zorblax', PERSON.email, PERSON.phoneNumber.slice(2)];

/** Both databases with files on local disk, and S3-compatible storage (s3rver) on one of them. */
const cases = [...databaseKinds.map((kind) => ({ kind, storage: 'local' as const })), { kind: 'pglite' as const, storage: 's3' as const }];

describe.each(cases)('deleting an account leaves nothing that names the person on $kind with $storage storage', ({ kind, storage }) => {
  let t: TestApp;
  let uploadsDir: string;
  let s3: LocalS3 | undefined;
  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'ww-forget-'));
    if (storage === 's3') s3 = await startLocalS3(['forget']);
    t = await createTestApp(kind, {
      ...(s3 ? {} : { configOverrides: { storage: { provider: 'local', dir: uploadsDir } } }),
      env: { ...adminEnv, ...(s3 ? s3.env('forget') : {}) },
    });
    expect(t.ctx.storage.name).toBe(storage);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  /** Every table the database holds, the app's and pg-boss's alike, read from the catalog (a table added later is covered). */
  async function allTables(): Promise<string[]> {
    const res = await t.database.execute(
      `select table_schema as s, table_name as n from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
    );
    return res.rows.map((r) => `"${String(r.s)}"."${String(r.n)}"`);
  }

  /** Where any of the person's identifiers appears: '<table> <needle>' for each hit, searched in each row's whole text. */
  async function whereNamed(): Promise<string[]> {
    const found: string[] = [];
    for (const table of await allTables()) {
      for (const needle of NEEDLES) {
        const res = await t.database.execute(`select count(*)::int as n from ${table} r where position($1 in lower(r::text)) > 0`, [needle.toLowerCase()]);
        if (Number(res.rows[0]!.n) > 0) found.push(`${table} ${needle}`);
      }
    }
    return found;
  }

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const page of t.ctx.storage.list()) keys.push(...page.map((o) => o.key));
    return keys;
  };

  it('after a user who used every feature deletes their account, no row in any table and no stored file names them', async () => {
    await t.database.execute(`select setval(pg_get_serial_sequence('users', 'id'), ${PERSON.id - 1})`);
    const { cookie, user } = await t.signUp({ fullName: PERSON.fullName, username: PERSON.username, email: PERSON.email, phoneNumber: PERSON.phoneNumber });
    expect(user.id).toBe(PERSON.id);

    // Closet: an item with its photo, and a photo uploaded but never saved.
    const up = await t.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(await shirtJpeg('#7a1f3d')) });
    const item = await t.request({
      method: 'POST',
      url: '/api/clothing-items',
      cookie,
      payload: { name: 'Burgundy tee', category: 'Tops', color: 'Burgundy', imageUrl: up.json().imageUrl },
    });
    expect(item.statusCode).toBe(201);
    expect((await t.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(await shirtJpeg('#1f2a44')) })).statusCode).toBe(201);
    // Calendar, chat, the text consultation (a quota unit and texts), texts from their phone (an opt-out record).
    expect(
      (await t.request({ method: 'POST', url: '/api/calendar/events', cookie, payload: { title: 'Quint family dinner', date: '2026-12-24' } })).statusCode,
    ).toBe(201);
    expect((await t.request({ method: 'POST', url: '/api/ai-stylist/chat', cookie, payload: { message: 'What should I wear to dinner?' } })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'POST', url: '/api/sms/start-onboarding', cookie, payload: {} })).statusCode).toBe(200);
    await textIn(t, PERSON.phoneNumber, 'HELP');
    await textIn(t, PERSON.phoneNumber, 'STOP');
    // A data export, and the verification mail of their email, both made by the workers.
    expect((await t.request({ method: 'POST', url: '/api/user/export', cookie })).statusCode).toBe(202);
    await drainJobs(t, [...MAIL_QUEUES, dataExportJob.name]);
    // A reset code by text, still queued (no worker takes texts here): a job whose payload is their number.
    expect((await t.request({ method: 'POST', url: '/api/password-reset/request', payload: { phoneNumber: PERSON.phoneNumber } })).statusCode).toBe(200);
    // A mistyped password, and the operator exporting their data (an audit entry about them).
    expect((await t.request({ method: 'POST', url: '/api/login', payload: { username: PERSON.username, password: 'not the password' } })).statusCode).toBe(401);
    const operator = await operatorLogin(t);
    expect((await t.request({ method: 'GET', url: `/api/administration/users/${user.id}/export`, headers: operator.headers })).statusCode).toBe(200);

    // The search finds them everywhere they went, so finding nothing later means something.
    const before = await whereNamed();
    const tablesBefore = new Set(before.map((hit) => hit.split(' ')[0]));
    for (const table of [
      'users',
      'clothing_items',
      'closet_uploads',
      'calendar_events',
      'stylist_turns',
      'sms_messages',
      'sms_opt_outs',
      'outbox_mails',
      'quota_events',
      'data_exports',
      'sessions',
      'sign_in_failures',
      'admin_audit_log',
    ])
      expect(tablesBefore, table).toContain(`"public"."${table}"`);
    expect(tablesBefore).toContain('"pgboss"."job"');
    const files = await storedKeys();
    expect(files.length).toBeGreaterThanOrEqual(3);

    const res = await t.request({ method: 'DELETE', url: '/api/user', cookie, payload: { password: PERSON.password } });
    expect(res.statusCode).toBe(200);

    expect(await whereNamed()).toEqual([]);
    // Photos, the pending upload and the export zip: this app stored files for nobody else.
    expect(await storedKeys()).toEqual([]);
  });
});
