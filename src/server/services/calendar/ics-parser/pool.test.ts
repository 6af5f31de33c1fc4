import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { IcsParserPool, IcsRefused } from './pool';

const window = { from: '2026-11-01', days: 60, timezone: 'America/New_York' };
const calendar = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${events}END:VCALENDAR\r\n`;

describe('IcsParserPool', () => {
  const pool = new IcsParserPool(1, 5000);
  afterAll(() => pool.close());

  it('parses in a thread and answers the result', async () => {
    const result = await pool.parse(calendar('BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261105T150000Z\r\nSUMMARY:Lunch\r\nEND:VEVENT\r\n'), window);
    expect(result.occurrences).toMatchObject([{ title: 'Lunch', date: '2026-11-05', startTime: '10:00' }]);
  });

  it('answers a refused file as IcsRefused with the parser’s message', async () => {
    await expect(pool.parse('hello', window)).rejects.toThrow(IcsRefused);
    await expect(pool.parse('hello', window)).rejects.toThrow(/not an iCalendar file/);
  });
});

describe('IcsParserPool in a process started with V8 flags', () => {
  // An operator's `node --max-old-space-size=… dist/server/main.js`: a thread handed those flags refuses to start.
  it('still parses', () => {
    const script = fileURLToPath(new URL('../../../../../tests/helpers/parse-one-ics.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--max-old-space-size=512', '--no-wasm-code-gc', '--import', 'tsx', script], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).not.toMatch(/ERR_WORKER_INVALID_EXEC_ARGV/);
    expect(run.stdout).toBe('["Lunch"]');
  });
});

describe('IcsParserPool time limit', () => {
  // A thread that never answers: a parse running away however the machine is loaded.
  const pool = new IcsParserPool(1, 200, new URL('../../../../../tests/helpers/endless-ics-worker.ts', import.meta.url));
  afterAll(() => pool.close());

  it('terminates a parse that works past the limit, refusing the file; the next parse gets a fresh thread', async () => {
    await expect(pool.parse(calendar(''), window)).rejects.toThrow(/took more than 0.2 seconds of work/);
    expect(pool.active).toBe(0);
    await expect(pool.parse(calendar(''), window)).rejects.toThrow(/took more than 0.2 seconds of work/);
  });
});
