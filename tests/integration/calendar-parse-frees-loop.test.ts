import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as poolModule from '../../src/server/services/calendar/ics-parser/pool';
import { IcsParserPool } from '../../src/server/services/calendar/ics-parser/pool';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/test-app';

// The process's pool is swapped for one whose thread holds every parse until the test opens a gate,
// so 'the parse is still running' is a fact the test sets, not a timing it hopes for (issue 29).
const dir = mkdtempSync(join(tmpdir(), 'wearwise-ics-gate-'));
const gate = join(dir, 'open');
process.env.ICS_TEST_GATE = gate;
const gated = new IcsParserPool(1, 2000, new URL('../helpers/gated-ics-worker.ts', import.meta.url));
vi.mock('../../src/server/services/calendar/ics-parser/pool', async (importOriginal) => ({
  ...(await importOriginal<typeof poolModule>()),
  icsParserPool: () => gated,
}));

const NOW = new Date('2026-11-01T12:00:00Z');
const hostile = (n: number) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Hostile//EN\r\n${Array.from(
    { length: n },
    (_, i) => `BEGIN:VEVENT\r\nUID:hostile-${i}@x\r\nDTSTART:19700101T000000Z\r\nRRULE:FREQ=HOURLY;BYMONTH=6,7\r\nSUMMARY:Hostile ${i}\r\nEND:VEVENT\r\n`,
  ).join('')}END:VCALENDAR\r\n`;

afterAll(async () => {
  await gated.close();
  rmSync(dir, { recursive: true, force: true });
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe.each(databaseKinds)('a calendar file being parsed on %s (issue 26: no file holds the event loop)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { now: () => NOW });
  });
  afterAll(() => t.close());

  it('/api/health answers while a hostile upload is being parsed, and the upload is answered once the parse ends', async () => {
    const { cookie } = await t.signUp();
    const boundary = '----wearwise-hostile';
    const upload = t.request({
      method: 'POST',
      url: '/api/calendar/import',
      cookie,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.ics"\r\nContent-Type: text/calendar\r\n\r\n${hostile(1000)}\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    await until(() => gated.active > 0);

    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(gated.active).toBe(1); // still parsing: the answer came while the thread was busy

    writeFileSync(gate, '');
    const res = await upload;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 0, skipped: 0 });
    rmSync(gate);
  });
});
