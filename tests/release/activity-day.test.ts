import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithNpmStart, type BuiltServer } from '../helpers/built-server';
import { Client } from './http-client';

/**
 * Issue 40, found by trying the demo account's Home: the demo calendar's Saturday hike (dress code
 * 'Outdoor', read as casual) was dressed as a casual day, a linen shirt, a navy blazer and loafers.
 * On the build users run (`npm start`, embedded PGlite, climate normals for the weather), the
 * demo's outfit for the hike's day, its refresh and the calendar's outfit for the hike are the
 * hike's: named for it, and never the blazer or the loafers.
 */

interface Item {
  id: number;
  name: string;
  category: string;
}
interface Outfit {
  date: string;
  items: Item[];
  styleNote: string;
  reasons: string[];
}
interface CalendarEvent {
  id: number;
  title: string;
  date: string;
  startTime: string | null;
  dressCode: string | null;
}

/** What the dress-code engine put on for the hike: never on an activity day. */
const OFFICE_WEAR = /\b(blazer|loafers|oxford shoes|dress shirt|wool trousers|briefcase|tie)\b/i;
const log = (line: string) => console.log(`  ✓ ${line}`);
const shown = (o: Outfit) => `${o.items.map((i) => i.name).join(', ')} | ${[o.styleNote, ...o.reasons].join(' | ')}`;

describe("the demo account's Home on the day of its Saturday hike, on the build as `npm start` runs it", () => {
  let server: BuiltServer;
  let demo: Client;
  let hike: CalendarEvent;

  beforeAll(async () => {
    server = await startWithNpmStart({ WEATHER_PROVIDER: 'typical' });
    demo = new Client(server.url);
    await demo.expect('POST', '/api/login', { username: 'demo', password: 'try-wearwise-today' });
  }, 600_000);

  afterAll(async () => {
    if (server) expect([0, 'SIGTERM'], server.output()).toContain(await server.stop());
  });

  it('finds the hike in the demo calendar', async () => {
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const events = (await demo.expect('GET', `/api/calendar/events?from=${from}&to=${to}`)).json<CalendarEvent[]>();
    const found = events.find((e) => /\bhike\b/i.test(e.title));
    expect(found, JSON.stringify(events.map((e) => `${e.date} ${e.startTime} ${e.title} [${e.dressCode}]`))).toBeDefined();
    hike = found!;
    log(`hike: ${hike.date} ${hike.startTime} ${hike.title} [${hike.dressCode}]`);
  });

  it("dresses Home's outfit for the hike's day, and its refresh, for the hike", async () => {
    for (const body of [{ date: hike.date }, { date: hike.date, refresh: true }]) {
      const outfit = (await demo.expect('POST', '/api/ai-stylist/generate-outfit', body)).json<Outfit>();
      expect(outfit.date).toBe(hike.date);
      expect(outfit.items.map((i) => i.name).join(' '), shown(outfit)).not.toMatch(OFFICE_WEAR);
      // Named for the hike, not the dress code behind it; what the closet lacks for it is said plainly.
      const said = [outfit.styleNote, ...outfit.reasons].join(' ');
      expect(said, shown(outfit)).toMatch(/\bFor your hike on [A-Z][a-z]+day\b/);
      expect(outfit.reasons.join(' '), shown(outfit)).not.toMatch(/\bcasual\b/i);
      // Either the missing shoes are named, or (a wet day leaving nothing owned that suits it) what to look for names them.
      if (!outfit.items.some((i) => i.category === 'Shoes')) expect(said, shown(outfit)).toMatch(/(you don't own|look for) [^.]*(shoes|boots)/i);
      log(`Home ${JSON.stringify(body)}: ${shown(outfit)}`);
    }
  });

  it("the calendar's outfit for the hike is the hike's", async () => {
    const look = (await demo.expect('POST', `/api/calendar/events/${hike.id}/outfit`, {})).json<Outfit>();
    expect(look.items.map((i) => i.name).join(' '), shown(look)).not.toMatch(OFFICE_WEAR);
    expect([look.styleNote, ...look.reasons].join(' '), shown(look)).toMatch(/\bFor your hike on [A-Z][a-z]+day\b/);
    log(`calendar's look for the hike: ${shown(look)}`);
  });
});
