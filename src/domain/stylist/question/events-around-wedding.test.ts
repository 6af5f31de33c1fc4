import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';

/**
 * The events around a wedding and cultural celebrations are occasions of their own, named as said, at their own level; a
 * wedding named as context ('the wedding itself is Sunday') does not replace the one asked about (seeded phrasings).
 */
const EVENTS: { said: string; level: string }[] = [
  { said: 'sangeet', level: 'cocktail' },
  { said: 'baraat', level: 'cocktail' },
  { said: 'walima', level: 'cocktail' },
  { said: 'nikah', level: 'cocktail' },
  { said: 'mehndi', level: 'smart casual' },
  { said: 'mehendi', level: 'smart casual' },
  { said: 'haldi', level: 'smart casual' },
  { said: 'welcome drinks', level: 'smart casual' },
];
const WHOSE = ["My cousin's", "my sister's", 'our friends', "my best friend's", 'the'];
const WHEN = ['is Saturday night', 'is on Friday', 'is tomorrow evening', 'is next Thursday'];
const PLACES = ['', ' at a function hall', ' at the banquet hall downtown', " at her parents' house"];
const CONTEXT = ['(the wedding itself is Sunday).', '- the wedding is the day after.', 'and the wedding is next weekend.', '.'];
const ASK = ['What should I wear to the {e}?', 'what do i wear for it?', 'Outfit ideas for the {e}?'];
const HOLIDAYS = ['Diwali party', 'Eid dinner', 'Lunar New Year dinner', 'Hanukkah dinner', 'Chinese New Year dinner'];

describe('events around a wedding are their own occasions', () => {
  const rand = mulberry32(4113);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const cases = Array.from({ length: 16 }, () => {
    const e = pick(EVENTS);
    const message = `${pick(WHOSE)} ${e.said} ${pick(WHEN)}${pick(PLACES)} ${pick(CONTEXT)} ${pick(ASK).replace('{e}', e.said)}`.replace(/\s+\./g, '.');
    return { message, ...e };
  });
  it.each(cases)('$message', ({ message, said, level }) => {
    const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    expect(q.kind).toBe('outfit');
    expect(q.occasions[0]).not.toBe('wedding');
    expect(q.occasionName ?? '').toContain(said);
    expect(q.dressCode).toBe(level);
  });

  it.each(
    Array.from(
      { length: 6 },
      () => `${pick(HOLIDAYS)} with ${pick(['my in-laws', 'the family', 'friends', 'coworkers'])} ${pick(WHEN.slice(1))}, what should I wear?`,
    ),
  )('%s', (message) => {
    const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
    expect(q.kind).toBe('outfit');
    expect(q.occasions.length).toBeGreaterThan(0);
    expect(q.occasions).not.toContain('casual day');
    expect(['smart casual', 'cocktail']).toContain(q.dressCode);
  });
});
