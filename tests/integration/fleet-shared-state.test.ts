import { mkdtempSync, readdirSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { SIGN_IN_POLICY } from '../../src/domain/sign-in-throttle';
import { deleteUserAccount } from '../../src/server/services/administration/database/users';
import { hashToken } from '../../src/server/services/auth/sessions';
import { takeSignInAttempt } from '../../src/server/services/auth/sign-in-throttle';
import { sweepStorage } from '../../src/server/services/maintenance/sweep-storage';
import { BULK_ADD_PER_HOUR } from '../../src/shared/closet-constants';
import { photoForm, shirtJpeg } from '../helpers/closet';
import { startLocalS3, type LocalS3 } from '../helpers/s3rver';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

/**
 * Issue 25.4–25.6: what one process guarantees holds for several. Each "process" is a whole app
 * (buildApp) with its own pool, session cache, rate-limit store and LISTEN connection, on one
 * PostgreSQL database; nothing they share lives in module state.
 */

/** A long memo, so that only an eviction (never the memo running out) can end a cached session. */
const LONG_CACHE = { SESSION_CACHE_MS: '60000' };
/** How long the other process may take to act on an eviction: far inside the memo's 60 s. */
const EVICTION_BOUND_MS = 6000;
const DAY = 24 * 60 * 60_000;

const cookieToken = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

/** Until this app memoises the session (on PostgreSQL, once its LISTEN is in place). */
async function untilCached(t: TestApp, cookie: string) {
  const hash = hashToken(cookieToken(cookie));
  for (let i = 0; i < 200; i++) {
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);
    if (t.ctx.sessionCache.get(hash, t.ctx.now().getTime())) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the session was never cached');
}

/** Polls GET /api/user every 5 ms for at most `ms`: the status it ended on and how long it took. */
async function pollUntilRefused(t: TestApp, cookie: string, ms: number) {
  const start = performance.now();
  for (;;) {
    const res = await t.request({ method: 'GET', url: '/api/user', cookie });
    const elapsed = performance.now() - start;
    if (res.statusCode !== 200 || elapsed > ms) return { status: res.statusCode, elapsed };
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.each(databaseKinds)('one process on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: LONG_CACHE });
  });
  afterAll(() => t.close());

  it('answers 401, never 500, to a cached session whose user was deleted behind its back', async () => {
    const { cookie, user } = await t.signUp();
    await untilCached(t, cookie);
    // Deleted by something that told nobody (another version, an operator's SQL): the memo still has the user.
    await t.database.execute('delete from users where id = $1', [user.id]);
    const write = await t.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { name: 'Tee', category: 'Tops', color: 'Navy' } });
    expect(write.statusCode).toBe(401);
    expect(write.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
    expect(write.cookies.find((c) => c.name === 'ww_session')?.value).toBe('');
    expect((await t.request({ method: 'GET', url: '/api/user', cookie })).statusCode).toBe(401);
  });

  it('caps sign-in failures per address over all usernames (one password sprayed over many names)', async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < SIGN_IN_POLICY.addressCeiling; i++) await takeSignInAttempt(t.ctx, `sprayed-${kind}-${i}`, address);
    await expect(takeSignInAttempt(t.ctx, `sprayed-${kind}-new`, address)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    // Another address is untouched, and so is the owner's own first try from elsewhere.
    await expect(takeSignInAttempt(t.ctx, `sprayed-${kind}-new`, '198.51.100.24')).resolves.toBeUndefined();
  });
});

describe.runIf(databaseKinds.includes('postgres'))('two processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  const dataDirs = [mkdtempSync(join(tmpdir(), 'ww-fleet-a-')), mkdtempSync(join(tmpdir(), 'ww-fleet-b-'))];
  let s3: LocalS3;

  beforeAll(async () => {
    s3 = await startLocalS3(['fleet']);
    const env = (dataDir: string) => ({ ...LONG_CACHE, ...s3.env('fleet'), DATA_DIR: dataDir });
    a = await createTestApp('postgres', { env: env(dataDirs[0]!) });
    const shared = await openDatabase({ kind: 'postgres', url: a.database.jobsTarget.kind === 'postgres' ? a.database.jobsTarget.url : '', poolSize: 4 });
    b = await createTestApp('postgres', { env: env(dataDirs[1]!), database: shared });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await s3.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  afterEach(() => expect(a.ctx.sessionCache).not.toBe(b.ctx.sessionCache));

  it('counts a per-address limit once across both: 20 sign-ins per 15 minutes, not 20 each', async () => {
    const remoteAddress = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.request({ method: 'POST', url: '/api/login', remoteAddress, payload: { username: `nobody-${i}`, password: 'not the password' } });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it('counts a per-user limit once across both, whatever address each request comes from', async () => {
    const { cookie } = await a.signUp();
    const statuses: number[] = [];
    for (let i = 0; i <= BULK_ADD_PER_HOUR; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.request({
        method: 'POST',
        url: '/api/clothing-items/bulk',
        cookie,
        remoteAddress: `192.0.2.${i + 1}`,
        payload: { items: [{ name: `Item ${i}`, category: 'Tops', color: 'Blue' }] },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, BULK_ADD_PER_HOUR).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('caps sign-in failures per address across both processes', async () => {
    const address = '198.51.100.99';
    for (let i = 0; i < SIGN_IN_POLICY.addressCeiling; i++) await takeSignInAttempt((i % 2 ? a : b).ctx, `fleet-sprayed-${i}`, address);
    await expect(takeSignInAttempt(a.ctx, 'fleet-sprayed-new', address)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(takeSignInAttempt(b.ctx, 'fleet-sprayed-new', address)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  // The memo lasts 60 s; the bound is a tenth of it, so a refusal inside it can only come from the
  // eviction the other process was told about, never from the memo running out. A tighter bound
  // (it was 100 ms) measured the machine's load, not the code (issue 29).
  it('refuses a session signed out on one process on the other as soon as it is told, long before its 60-second memo ends', async () => {
    const { cookie } = await a.signUp();
    await untilCached(b, cookie);
    expect((await a.request({ method: 'POST', url: '/api/logout', cookie })).statusCode).toBe(200);
    const { status, elapsed } = await pollUntilRefused(b, cookie, EVICTION_BOUND_MS);
    expect(status).toBe(401);
    expect(elapsed).toBeLessThan(EVICTION_BOUND_MS);
  });

  it('ends every session of a deleted account on the other process: reads and writes answer 401, never 500', async () => {
    const { cookie, user } = await a.signUp();
    await untilCached(b, cookie);
    await deleteUserAccount(a.ctx, user.id, { confirmUsername: user.username } as never);
    const { status } = await pollUntilRefused(b, cookie, EVICTION_BOUND_MS);
    expect(status).toBe(401);
    const write = await b.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { name: 'Tee', category: 'Tops', color: 'Navy' } });
    expect(write.statusCode).toBe(401);
  });

  it('stores photos where both find them: uploaded through one, served by the other, swept by either', async () => {
    const { cookie } = await a.signUp();
    const up = await a.request({ method: 'POST', url: '/api/closet-images', cookie, payload: photoForm(await shirtJpeg()) });
    expect(up.statusCode).toBe(201);
    const { imageKey, imageUrl } = up.json() as { imageKey: string; imageUrl: string };
    const fromA = await a.request({ method: 'GET', url: imageUrl });
    const fromB = await b.request({ method: 'GET', url: imageUrl });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/jpeg');
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    const item = await b.request({ method: 'POST', url: '/api/clothing-items', cookie, payload: { name: 'Tee', category: 'Tops', color: 'Navy', imageUrl } });
    expect(item.statusCode).toBe(201);

    // A photo whose row was lost (a process killed between the two writes), stored through the first process.
    const orphan = `${'f'.repeat(32)}.jpg`;
    await a.ctx.storage.put(orphan, Buffer.from('lost'), 'image/jpeg');
    s3.setModified('fleet', orphan, new Date(Date.now() - 2 * DAY));
    // The second "machine" sweeps for the fleet, as a worker would.
    const swept = await sweepStorage(b.ctx);
    expect(swept.orphanFiles).toBe(1);
    expect(await a.ctx.storage.get(orphan)).toBeNull();
    expect(await a.ctx.storage.get(imageKey)).not.toBeNull();
    // Nothing went to either machine's own disk.
    for (const dir of dataDirs) expect(existsSync(join(dir, 'uploads')) ? readdirSync(join(dir, 'uploads')) : []).toEqual([]);
  });
});
