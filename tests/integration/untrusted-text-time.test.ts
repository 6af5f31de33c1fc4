/**
 * Issue 37 item 5 (ADR 0102): each reader of untrusted text, fed hostile text at its size limit
 * (runs of '<', of white space, of one word, of marks), finishes. The bound is a hang detector:
 * the quadratic patterns these replaced took seconds to minutes on the same input.
 */
import { describe, expect, it } from 'vitest';
import { cleanText, LIMITS } from '../../src/adapters/retail/normalize';
import { feedJsonAdapter } from '../../src/adapters/retail/feed-json';
import { feedXmlAdapter } from '../../src/adapters/retail/feed-xml';
import { fakeFetcher } from '../../src/adapters/retail/test-fetcher';
import { fitAnswer } from '../../src/adapters/ai/answer-shape';
import type { GoogleEvent } from '../../src/adapters/calendar';
import { parseIcs } from '../../src/domain/calendar/ics/parse-ics';
import { inferDressCode } from '../../src/domain/calendar';
import { composeForText, isQuestion, keywordOf } from '../../src/domain/sms';
import { parseQuestion } from '../../src/domain/stylist/question';
import { parseAlone } from '../../src/domain/stylist/question/parse';
import { mapGoogleEvents } from '../../src/server/services/calendar/google/map-events';
import { CHAT_HISTORY_MAX_CHARS, CHAT_TURN_MAX_CHARS } from '../../src/shared/stylist-constants';

const HANG = 1000;
const SMS_BODY = 1600;
const MESSAGE = 2000;

/** Hostile texts of `n` characters: what backtracking patterns stumble on. */
const hostile = (n: number): string[] =>
  ['<', ' ', '\n', "'", '.', '!', '?', '(', '/', 'and ', 'does ', 'how ', 'a', '<script', '\n- ', ' \n'].map((unit) =>
    unit.repeat(Math.ceil(n / unit.length)).slice(0, n),
  );

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const retailer = { id: 2, key: 'feed-json', name: 'Feeds', baseUrl: 'https://feeds.example' };
const deps = (body: string) => ({ outbound: fakeFetcher(() => ({ status: 200, body })), demoImageBase: '/img' });

describe('untrusted text at its size limit', () => {
  it('a retailer feed of 100 products whose fields are runs of markup', async () => {
    for (const run of hostile(LIMITS.description * 4 + 10)) {
      expect(timed(() => cleanText(run, LIMITS.description))).toBeLessThan(HANG);
    }
    const products = Array.from({ length: 100 }, (_, i) => ({
      id: `p${i}`,
      name: `Coat ${'<'.repeat(50_000)}`,
      description: `${'<'.repeat(100_000)}>${'<script'.repeat(10_000)}`,
      category: `${' '.repeat(20_000)}>${' '.repeat(20_000)}coats`,
      price: '49.99',
      url: `https://feeds.example/p/${i}`,
      tags: ['<'.repeat(10_000)],
    }));
    const json = JSON.stringify(products);
    let started = performance.now();
    await feedJsonAdapter.fetchCatalog({ retailer, queryParams: { url: 'https://feeds.example/all.json' } }, deps(json));
    expect(performance.now() - started).toBeLessThan(5 * HANG);

    // A megabyte: the XML library's own (linear) parse of a 20 MB feed takes seconds here, which is not what this measures.
    const xml = `<?xml version="1.0"?><rss xmlns:g="http://base.google.com/ns/1.0"><channel>${products
      .map(
        (p) =>
          `<item><g:id>${p.id}</g:id><title>Coat</title><description>${'&lt;'.repeat(2_500)}</description><g:price>49.99 USD</g:price><link>${p.url}</link></item>`,
      )
      .join('')}</channel></rss>`;
    started = performance.now();
    await feedXmlAdapter.fetchCatalog({ retailer: { ...retailer, key: 'feed-xml' }, queryParams: { url: 'https://feeds.example/all.xml' } }, deps(xml));
    expect(performance.now() - started).toBeLessThan(5 * HANG);
  });

  it('a calendar file whose texts and zone names are runs of white space and marks', () => {
    for (const run of hostile(200_000)) {
      const ics = [
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'UID:hostile@example',
        `DTSTART;TZID=(UTC${run.slice(0, 50_000)}:20260316T090000`,
        'DTEND:20260316T100000Z',
        `SUMMARY:${run.slice(0, 10_000).replace(/\n/g, '\\n')}`,
        `DESCRIPTION:${run.replace(/\n/g, '\\n')}`,
        `LOCATION:${run.slice(0, 10_000).replace(/\n/g, '\\n')}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
      expect(
        timed(() => parseIcs(ics, { from: '2026-03-14', days: 60, timezone: 'Europe/London' })),
        JSON.stringify(run.slice(0, 8)),
      ).toBeLessThan(HANG);
      expect(timed(() => inferDressCode({ title: run.slice(0, 200), description: run.slice(0, 2000), location: run.slice(0, 200) }))).toBeLessThan(HANG);
    }
  });

  it('a Google event whose description is a megabyte of markup', () => {
    for (const run of hostile(1_000_000)) {
      const events: GoogleEvent[] = [
        {
          id: 'e1',
          status: 'confirmed',
          summary: 'Dinner',
          location: null,
          description: run,
          start: { dateTime: '2026-03-16T19:00:00Z' },
          end: { dateTime: '2026-03-16T21:00:00Z' },
        },
      ];
      expect(timed(() => mapGoogleEvents(events, 'Europe/London'))).toBeLessThan(HANG);
    }
  });

  it('a text message', () => {
    for (const run of hostile(SMS_BODY)) {
      expect(timed(() => keywordOf(run))).toBeLessThan(HANG);
      expect(timed(() => isQuestion(`${run}x`, '2026-03-14'))).toBeLessThan(HANG);
    }
  });

  it("a chat message, the history at its cap, and the stylist's answer shaped for a text", () => {
    const turns = CHAT_HISTORY_MAX_CHARS / CHAT_TURN_MAX_CHARS;
    // The first reading loads the parser's tables and language model: not what is timed here.
    parseQuestion('What should I wear to a wedding on Saturday?', { today: '2026-03-14' });
    for (const run of hostile(CHAT_TURN_MAX_CHARS)) {
      const history = Array.from({ length: turns }, () => ({ role: 'user' as const, content: `and ${run}`.slice(0, CHAT_TURN_MAX_CHARS) }));
      // Each reading of a message on its own is timed: the chain reads the message and every turn, linear in all they hold.
      const readings: number[] = [];
      const readAlone = (text: string, today: string, unit?: 'F' | 'C') => {
        const started = performance.now();
        const reading = parseAlone(text, today, unit);
        readings.push(performance.now() - started);
        return reading;
      };
      const whole = timed(() => parseQuestion(`and ${run}`.slice(0, MESSAGE), { today: '2026-03-14', history, readAlone }));
      expect(readings).toHaveLength(turns + 1);
      expect(Math.max(...readings), JSON.stringify(run.slice(0, 8))).toBeLessThan(HANG);
      expect(whole).toBeLessThan((turns + 1) * HANG);
      expect(timed(() => composeForText(run))).toBeLessThan(HANG);
      expect(timed(() => fitAnswer(run))).toBeLessThan(HANG);
    }
  });
});
