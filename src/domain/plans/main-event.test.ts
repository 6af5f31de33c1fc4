import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { dressCodeRank, eventDressCode } from '../stylist/dress-code';
import { eventLevel, mainEvent, type RankedEvent } from './main-event';

const ev = (id: number, title: string, dressCode: string | null = null, startTime: string | null = null): RankedEvent => ({ id, title, dressCode, startTime });

describe('mainEvent', () => {
  it('is null for no events and the one event otherwise', () => {
    expect(mainEvent([])).toBeNull();
    expect(mainEvent([ev(3, 'Lunch')])?.id).toBe(3);
  });

  it('takes the highest dress code, from the calendar or else the title', () => {
    const day = [ev(1, 'Gym', null, '07:00'), ev(2, 'Client pitch', 'Business Formal', '10:00'), ev(3, 'Drinks', 'Cocktail attire', '19:00')];
    expect(mainEvent(day)?.id).toBe(3);
    expect(mainEvent([ev(1, 'Coffee'), ev(2, 'Wedding')])?.id).toBe(2);
  });

  it('breaks a tie by the earlier start (all-day first), then by the event made first', () => {
    expect(mainEvent([ev(5, 'Meeting', 'Business Casual', '15:00'), ev(6, 'Meeting', 'Business Casual', '09:00')])?.id).toBe(6);
    expect(mainEvent([ev(5, 'Meeting', 'Business Casual', '09:00'), ev(6, 'Offsite', 'Business Casual', null)])?.id).toBe(6);
    expect(mainEvent([ev(9, 'A', 'Casual', '09:00'), ev(4, 'B', 'Casual', '09:00')])?.id).toBe(4);
  });

  it('does not depend on the order it is given (seeded)', () => {
    const codes = [null, 'Casual', 'Smart Casual', 'Business Casual', 'Business Formal', 'Cocktail', 'Formal', 'Black Tie', 'Athletic'];
    const rand = mulberry32(44);
    for (let run = 0; run < 300; run++) {
      const n = 1 + Math.floor(rand() * 5);
      const events = Array.from({ length: n }, (_, i) =>
        ev(i + 1, 'Event', codes[Math.floor(rand() * codes.length)]!, rand() < 0.3 ? null : `${String(8 + Math.floor(rand() * 12)).padStart(2, '0')}:00`),
      );
      const shuffled = [...events].sort(() => rand() - 0.5);
      const chosen = mainEvent(events)!;
      expect(mainEvent(shuffled)!.id).toBe(chosen.id);
      const rank = (e: RankedEvent) => (eventDressCode(e) ? dressCodeRank(eventDressCode(e)!) : -1);
      expect(events.every((e) => rank(e) <= rank(chosen))).toBe(true);
    }
  });
});

describe('eventLevel', () => {
  it('names the level the engine dresses the event for', () => {
    expect(eventLevel({ title: 'Gala', dressCode: 'Cocktail' })?.code).toBe('cocktail');
    expect(eventLevel({ title: 'Drinks', dressCode: 'cocktail attire' })?.code).toBe('cocktail');
    expect(eventLevel({ title: 'Client pitch', dressCode: null })).not.toBeNull();
    expect(eventLevel({ title: 'Something', dressCode: null })).toBeNull();
  });
});
