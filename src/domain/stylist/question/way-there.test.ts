import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { rideFriendly, wayThereLine } from '../chat/activity';
import { item, MILD_DRY } from '../test-fixtures';
import { parseQuestion } from './index';
import { wayThere } from './way-there';

/**
 * Issue 38.4 ('a follow-up changes only what it names'): riding a bike to the occasion is how the person gets there,
 * not the occasion. Generated: ways of saying it x destinations x occasions x weathers, alone and as a follow-up.
 */

const today = '2026-11-23';
const rand = mulberry32(4512);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const RIDES = ['bike', 'cycle', 'ride my bike', 'be biking'];
const WEATHER = ['', ' and its supposed to pour', ', it might rain', ' and it will be windy'];
const OCCASIONS = [
  ['What should I wear to a concert at the Tractor Tavern on Friday?', 'concert'],
  ['Dinner at my in-laws on Saturday, what do I wear?', 'dinner'],
  ['What should I wear to the office party on Thursday?', 'party'],
  ['Outfit for a first date at a wine bar tomorrow?', 'date'],
] as const;

describe('a bike ride to the occasion is the way there, not the occasion', () => {
  it('in the message: the occasion is the place ridden to', () => {
    for (let k = 0; k < 24; k++) {
      const ride = pick(RIDES);
      const message = `${pick(['tomorrow i', 'i', 'on monday i'])} ${ride === 'be biking' ? 'will be biking' : ride} to ${pick(['work', 'the office'])}${pick(WEATHER)}. what should i wear`;
      const q = parseQuestion(message, { today });
      expect(q.activity, message).not.toBe('cycling');
      expect(q.occasions[0], message).toBe('work');
    }
  });

  it('as a follow-up: the occasion before is kept', () => {
    for (const [first, occasion] of OCCASIONS)
      for (let k = 0; k < 4; k++) {
        const ride = pick(RIDES);
        const message = `ok but i have to ${ride === 'be biking' ? 'bike' : ride} there, ${pick(['4', '3', '6'])} miles${pick(WEATHER)}`;
        const q = parseQuestion(message, {
          today,
          history: [
            { role: 'user', content: first },
            { role: 'assistant', content: 'Go for the black jeans, the grey knit and your boots.' },
          ],
        });
        expect(q.activity, message).toBeNull();
        expect(q.occasions, `${first} / ${message}`).toEqual(parseQuestion(first, { today }).occasions);
        expect(q.occasions.join(' '), `${first} / ${message}`).toMatch(occasion);
        expect(wayThere(message), message).toBe('cycling');
      }
  });

  it('a bike ride as the plan itself is still the activity', () => {
    for (const said of ['bike ride sunday morning, what do i wear', 'going cycling on saturday, what should i wear', 'biking this weekend, outfit?'])
      expect(parseQuestion(said, { today }).activity, said).toBe('cycling');
  });

  const pieces = [
    item({ id: 1, name: 'Black Pleated Midi Skirt', category: 'Bottoms', subcategory: 'Skirt' }),
    item({ id: 2, name: 'Nude Heels', category: 'Shoes', subcategory: 'Heels' }),
    item({ id: 3, name: 'Black Straight-Leg Jeans', category: 'Bottoms', subcategory: 'Jeans' }),
    item({ id: 4, name: 'Orange Rain Slicker', category: 'Outerwear', subcategory: 'Rain jacket', material: 'synthetic' }),
    item({ id: 5, name: 'Black Leather Combat Boots', category: 'Shoes', subcategory: 'Boots', material: 'leather' }),
    item({ id: 6, name: 'Navy Maxi Dress', category: 'Dresses & jumpsuits' }),
  ];
  it('the outfit can be ridden in, and the answer says how for the ride', () => {
    expect(pieces.filter(rideFriendly).map((i) => i.id)).toEqual([3, 4, 5]);
    const wet = { ...MILD_DRY, precipitationProbability: 90, precipitationMm: 8 };
    expect(wayThereLine('cycling', [pieces[2]!, pieces[3]!, pieces[4]!], wet)).toMatch(
      /keep your Orange Rain Slicker on[^.]*Black Straight-Leg Jeans clear of the chain/,
    );
    expect(wayThereLine('cycling', [pieces[2]!, pieces[4]!], wet)).toMatch(/pack a waterproof/);
    expect(wayThereLine('cycling', [pieces[2]!, pieces[4]!], MILD_DRY)).not.toMatch(/waterproof|slicker/i);
  });
});
