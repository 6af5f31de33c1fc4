import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import type { DayEvent } from '../types';
import { withCalendarEvent } from './calendar-occasion';

const today = '2026-11-23';
const event = (title: string, date: string, dressCode: string | null = null): DayEvent => ({ title, date, startTime: null, endTime: null, dressCode });
const read = (message: string, events: DayEvent[]) => withCalendarEvent(parseQuestion(message, { today, unit: 'F' }), events, today);

describe('an occasion in the calendar is that event', () => {
  const codes: [string | null, string][] = [
    ['Cocktail', 'cocktail'],
    ['Black Tie', 'formal'],
    ['Business Formal', 'business formal'],
  ];
  for (const [code, expected] of codes)
    for (const ask of ['What should I wear to the wedding?', 'wat shd i wear 2 the wedding', 'outfit for the wedding pls'])
      it(`${ask} (${code})`, () => {
        const q = read(ask, [
          event('Dinner with Sam', '2026-11-25'),
          event("Ana & Leo's Wedding", '2026-12-04', code),
          event('Wedding after party', '2026-12-20'),
        ]);
        expect(q.day?.date).toBe('2026-12-04');
        expect(q.day?.label).toBe('Friday, December 4');
        expect(q.dressCode).toBe(expected);
      });
  it('a day said wins over the calendar', () => {
    expect(read('What should I wear to the wedding tomorrow?', [event('Wedding', '2026-12-04', 'Cocktail')]).day?.date).toBe('2026-11-24');
  });
  it('a dress code said wins over the calendar', () => {
    expect(read('black tie wedding, what should I wear?', [event('Wedding', '2026-12-04', 'Cocktail')]).dressCode).toBe('formal');
  });
  it('past events and other occasions are not meant', () => {
    expect(read('What should I wear to the wedding?', [event('Wedding', '2026-11-20', 'Cocktail'), event('Dinner', '2026-11-25')]).day).toBeNull();
  });
});
