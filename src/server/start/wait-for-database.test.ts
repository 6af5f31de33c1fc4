import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { databaseAddress, describeCause, StartupError, waitForDatabase } from './wait-for-database';

describe('waiting for the database at start', () => {
  it('names the address and the cause in a few words', () => {
    expect(databaseAddress('postgres://app:secret@db.internal:6432/wearwise')).toBe('db.internal:6432');
    expect(databaseAddress('postgres://app@db.internal/wearwise')).toBe('db.internal:5432');
    expect(describeCause(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe('ECONNREFUSED');
    expect(describeCause(Object.assign(new Error('database "ww" does not exist'), { code: '3D000' }))).toBe('database "ww" does not exist (3D000)');
    // localhost with two addresses: Node's AggregateError has no message of its own.
    expect(describeCause(Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {}))).toBe('ECONNREFUSED');
  });

  it('retries with backoff until the time is up, says so once, then fails with one line', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const said: string[] = [];
    const slept: number[] = [];
    const error = await waitForDatabase(`postgres://postgres@127.0.0.1:${port}/ww`, {
      timeoutMs: 1200,
      onWaiting: (line) => said.push(line),
      sleep: async (ms) => {
        slept.push(ms);
        await new Promise((r) => setTimeout(r, ms));
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as Error).message).toBe(
      `Cannot reach the database at 127.0.0.1:${port}: ECONNREFUSED after retrying for 1.2 s. Check DATABASE_URL and that PostgreSQL is running.`,
    );
    expect(said).toEqual([`Cannot reach the database at 127.0.0.1:${port} yet: ECONNREFUSED; retrying for up to 1.2 s.`]);
    expect(slept[0]).toBe(250);
    expect(slept[1]).toBe(500);
  });
});
