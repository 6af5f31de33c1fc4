import { describe, expect, it } from 'vitest';
import type { ClosetItem } from '../../../domain/stylist';
import { parseQuestion } from '../../../domain/stylist/question';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor, testUser } from './test-ground';

/**
 * Held-out set 38, generated: a piece that bares the shoulders or the legs passes for a place of worship only with what
 * covers it, named from the closet; an event with a two-part name ('nine lessons and carols service', 'a food and wine
 * festival') is one event, headed by its last noun.
 */
const rand = mulberry32(3812);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const CLOSET: ClosetItem[] = [
  item({ id: 1, name: 'Teal velvet slip dress', category: 'Dresses & jumpsuits', color: 'teal', formality: 'smart casual' }),
  item({ id: 2, name: 'Black satin cami', category: 'Tops', color: 'black', formality: 'smart casual' }),
  item({ id: 3, name: 'Black vegan leather mini skirt', category: 'Bottoms', color: 'black', formality: 'smart casual' }),
  item({ id: 4, name: 'Thin black cotton cardigan', category: 'Tops', color: 'black', formality: 'smart casual' }),
  item({ id: 5, name: 'Denim jacket', category: 'Outerwear', color: 'blue', formality: 'casual' }),
  item({ id: 6, name: 'Orange floral maxi dress', category: 'Dresses & jumpsuits', color: 'orange', formality: 'smart casual' }),
  item({ id: 7, name: 'Red wide leg trousers', category: 'Bottoms', color: 'red', formality: 'smart casual' }),
  item({ id: 8, name: 'Black ballet flats', category: 'Shoes', color: 'black', formality: 'smart casual' }),
  item({ id: 9, name: 'White cotton blouse', category: 'Tops', color: 'white', formality: 'smart casual' }),
];

describe('a place of worship asks for covered shoulders and knees', () => {
  it('a bare piece passes only with what covers it, from the closet (generated)', async () => {
    const places = ['a temple visit w my grandma sat', 'church on sunday', 'the mosque for my friend’s nikah', 'the gurdwara on Sunday'];
    const pieces = [
      ['teal velvet slip dress', /covered shoulders.*Thin black cotton cardigan/],
      ['black satin cami', /covered shoulders.*Thin black cotton cardigan/],
      ['black vegan leather mini skirt', /covered knees.*(Orange floral maxi dress|Red wide leg trousers)/],
    ] as const;
    let judged = 0;
    for (let n = 0; n < 12; n++) {
      const [piece, said] = pick(pieces);
      const message = `can i wear the ${piece} to ${pick(places)} or no`;
      const { grounding } = await groundFor(testUser('female'), message, CLOSET);
      const text = grounding.closetAnswer ?? '';
      if (/^No/.test(text)) continue;
      judged++;
      expect(text, message).toMatch(said);
    }
    expect(judged).toBeGreaterThan(6);
  });
  it('a covered piece needs nothing added, and a bare one elsewhere is not told to cover', async () => {
    const { grounding } = await groundFor(testUser('female'), 'can I wear my white cotton blouse to church on sunday?', CLOSET);
    expect(grounding.closetAnswer ?? '').not.toMatch(/Places of worship/);
    const bar = await groundFor(testUser('female'), 'can i wear the teal velvet slip dress to drinks on friday?', CLOSET);
    expect(bar.grounding.closetAnswer ?? '').not.toMatch(/Places of worship/);
  });
  it('says a singular piece as one ("the slip dress sits"), a plural as many', async () => {
    const { grounding } = await groundFor(testUser('female'), 'can i wear the teal velvet slip dress to church sunday?', CLOSET);
    expect(grounding.closetAnswer ?? '').not.toMatch(/dress sit /);
  });
});

describe('an event with a two-part name', () => {
  it('is one event, headed by its last noun (generated)', () => {
    const names = [
      ['nine lessons and carols service', 'church'],
      ['food and wine festival', 'concert'],
      ['arts and crafts fair', null],
    ] as const;
    for (let n = 0; n < 9; n++) {
      const [name, occasion] = pick(names);
      const message = `${pick(['Our choir is singing at the', 'Going to the', 'we have the'])} ${name} on the 13th. ${pick(['What should I wear?', 'wat do i wear', 'Outfit?'])}`;
      const q = parseQuestion(message, { today: '2026-12-01' });
      expect(q.occasions, message).not.toContain('class');
      if (occasion) expect(q.occasions[0], message).toBe(occasion);
      expect(q.occasionName ?? '', message).toContain(name.split(' ').at(-1)!);
    }
  });
  it('two events said side by side stay two', () => {
    const today = '2026-12-01';
    expect(parseQuestion('lunch and a movie with my sister sunday what do i wear', { today }).occasions[0]).toBe('brunch');
    // A link word ('then') or two halves built alike ('half … and half …') join two events, not one name.
    expect(parseQuestion("I'm going to the ceremony and then dinner after. What should I wear?", { today }).occasionName).toBe('ceremony');
    expect(parseQuestion('Team offsite on Wednesday, half workshop and half drinks. What should I wear?', { today }).occasionName).not.toBe('half drinks');
  });
});
