/** Parses one calendar through the pool and prints the titles: run as its own process, with whatever flags a test starts node with. */
import { IcsParserPool } from '../../src/server/services/calendar/ics-parser/pool';

const pool = new IcsParserPool(1, 5000);
const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART:20261105T150000Z\r\nSUMMARY:Lunch\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
try {
  const result = await pool.parse(ics, { from: '2026-11-01', days: 60, timezone: 'America/New_York' });
  process.stdout.write(JSON.stringify(result.occurrences.map((o) => o.title)));
} finally {
  await pool.close();
}
