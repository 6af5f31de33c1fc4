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

describe('IcsParserPool time limit', () => {
  const pool = new IcsParserPool(1, 100);
  afterAll(() => pool.close());
  // Within the expansion budget but slow: rules with COUNT must be counted from DTSTART, day by day since 1990.
  const slow = Array.from(
    { length: 100 },
    (_, i) =>
      `BEGIN:VEVENT\r\nUID:d${i}@x\r\nDTSTART:19900101T0900${String(i % 60).padStart(2, '0')}Z\r\nRRULE:FREQ=DAILY;COUNT=2900\r\nSUMMARY:Daily ${i}\r\nEND:VEVENT\r\n`,
  ).join('');

  it('stops a parse that runs past the limit, refusing the file, and the next parse gets a fresh thread', async () => {
    // The thread is up and warm: the limit now measures the parse alone.
    for (let i = 0; i < 3; i++) await pool.parse(calendar('BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261105T150000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\n'), window);
    await expect(pool.parse(calendar(slow), window)).rejects.toThrow(/took longer than 0.1 seconds/);
    expect(pool.active).toBe(0);
    await expect(pool.parse(calendar(''), window)).resolves.toMatchObject({ occurrences: [] });
  });
});
