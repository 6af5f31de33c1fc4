import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, operatorLogin } from '../helpers/administration';
import { photoForm, shirtJpeg } from '../helpers/closet';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

describe.each(databaseKinds)('the Database tab on %s', (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const uploadsDir = mkdtempSync(join(tmpdir(), 'ww-admin-db-'));

  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { ...adminEnv, SMS_MONTHLY_LIMIT: '6' },
      configOverrides: { storage: { provider: 'local', dir: uploadsDir } },
      now: () => new Date('2026-05-20T12:00:00Z'),
    });
    auth = (await operatorLogin(t)).headers;
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  /** A user with a closet item carrying a real stored photo, a pending upload and a text message. */
  async function userWithData(name: string) {
    const u = await t.signUp({ fullName: name });
    const upload = (
      await t.request({ method: 'POST', url: '/api/closet-images', cookie: u.cookie, payload: photoForm(await shirtJpeg('#1f2a44', 500)) })
    ).json();
    const item = await t.request({
      method: 'POST',
      url: '/api/clothing-items',
      cookie: u.cookie,
      payload: { name: `${name} Shirt`, category: 'Tops', color: 'Navy', imageUrl: upload.imageUrl },
    });
    expect(item.statusCode).toBe(201);
    const pending = (
      await t.request({ method: 'POST', url: '/api/closet-images', cookie: u.cookie, payload: photoForm(await shirtJpeg('#7a1f1f', 500)) })
    ).json();
    await t.database.execute(
      `insert into sms_messages (user_id, direction, purpose, from_number, to_number, body, created_at) values ($1, 'outbound', 'daily_outfit', '+15550100000', '+15555550000', $2, $3)`,
      [u.user.id, `Outfit for ${name}`, '2026-05-10T12:00:00Z'],
    );
    return { ...u, files: [upload.imageUrl as string, pending.imageUrl as string].map((url) => join(uploadsDir, url.split('/').pop()!)) };
  }

  it('shows row counts, size, migration version, queues and this month’s texts against the limit', async () => {
    const stat = await userWithData('Stat Person');
    await t.database.execute(
      `insert into sms_messages (direction, purpose, from_number, to_number, body, created_at) values ('outbound', 'daily_outfit', '+1', '+2', 'last month', '2026-04-30T12:00:00Z')`,
    );
    // Issue 43.4: replies to a person's own texts are shown apart and never counted against the limit.
    for (const purpose of ['reply', 'consultation', 'help'])
      await t.database.execute(
        `insert into sms_messages (user_id, direction, purpose, from_number, to_number, body, created_at) values ($1, 'outbound', $2, '+1', '+2', 'a reply', '2026-05-11T12:00:00Z')`,
        [stat.user.id, purpose],
      );
    const res = await t.request({ method: 'GET', url: '/api/administration/database', headers: auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const rows = Object.fromEntries(body.tables.map((x: { name: string; rows: number }) => [x.name, x.rows]));
    expect(rows.users).toBeGreaterThanOrEqual(1);
    expect(rows.clothing_items).toBeGreaterThanOrEqual(1);
    expect(rows.retailers).toBe(0);
    expect(body.sizeBytes).toBeGreaterThan(100_000);
    expect(body.migrations.applied).toBeGreaterThanOrEqual(6);
    expect(body.migrations.latest).toMatch(/^\d{4}_/);
    expect(Array.isArray(body.queues)).toBe(true);
    expect(body.sms).toMatchObject({
      sentThisMonth: 1,
      usersTexted: 1,
      busiestUser: 1,
      monthlyLimitPerUser: 6,
      repliesThisMonth: 3,
      monthStart: '2026-05-01T00:00:00.000Z',
    });
  });

  it("exports one user's data as one JSON document, images as URLs, with nothing of another user and no credentials", async () => {
    const a = await userWithData('Anna Export');
    const b = await userWithData('Bruno Other');
    const res = await t.request({ method: 'GET', url: `/api/administration/users/${a.user.id}/export`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`wearwise-export-${a.user.username}.json`);
    const doc = res.json();
    expect(doc.user).toMatchObject({ id: a.user.id, username: a.user.username });
    expect(doc.user).not.toHaveProperty('passwordHash');
    expect(doc.tables.clothing_items).toHaveLength(1);
    expect(doc.tables.clothing_items[0].image_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    expect(doc.tables.sms_messages[0].body).toBe('Outfit for Anna Export');
    const text = res.body;
    for (const leak of [b.user.username, 'Bruno', 'token_hash', 'password_hash', 'passwordHash', 'code_hash']) expect(text).not.toContain(leak);
    expect((await t.request({ method: 'GET', url: '/api/administration/users/999999/export', headers: auth })).statusCode).toBe(404);
  });

  it('deletes an account only when its username is typed, leaving no row or file of it and everything of others', async () => {
    const a = await userWithData('Dana Delete');
    const b = await userWithData('Eli Stays');
    for (const f of [...a.files, ...b.files]) expect(existsSync(f)).toBe(true);

    const wrong = await t.request({
      method: 'DELETE',
      url: `/api/administration/users/${a.user.id}`,
      headers: auth,
      payload: { confirmUsername: b.user.username },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/administration/users?q=${a.user.username}`, headers: auth })).json()).toHaveLength(1);

    const res = await t.request({
      method: 'DELETE',
      url: `/api/administration/users/${a.user.id}`,
      headers: auth,
      payload: { confirmUsername: a.user.username },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, imagesDeleted: 2 });

    const tables = (
      await t.database.execute(`select table_name as t from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`)
    ).rows.map((r) => String(r.t));
    expect(tables.length).toBeGreaterThanOrEqual(5);
    for (const table of tables) {
      const left = await t.database.execute(`select count(*)::int as n from "${table}" where user_id = $1`, [a.user.id]);
      expect(Number(left.rows[0]!.n), table).toBe(0);
    }
    expect((await t.database.execute(`select count(*)::int as n from users where id = $1`, [a.user.id])).rows[0]!.n).toBe(0);
    for (const f of a.files) expect(existsSync(f)).toBe(false);
    for (const f of b.files) expect(existsSync(f)).toBe(true);
    // Their session died with them.
    expect((await t.request({ method: 'GET', url: '/api/user', cookie: a.cookie })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/user', cookie: b.cookie })).statusCode).toBe(200);
    const audit = await t.database.execute(`select detail from admin_audit_log where action = 'user.delete'`);
    // The deletion is on record, without naming whom (issue 37).
    expect(audit.rows[0]!.detail).toEqual({ person: 'deleted', rows: expect.any(Number), images: 2 });
  });
});
