import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { profileItem } from '../item-profile';
import { parseQuestion } from '../question';
import { temperaturePenalty } from '../temperature-fit';
import { item, weather } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { activityAnswer } from './activity';
import { keepOrBuyOwnedNamed } from './shopping';

/**
 * Generated checks of three readings of what is owned (issue 38):
 *   - 'should I get proper waterproof trousers, or are my softshell ones enough for walking the dog?' weighs the owned piece
 *     named by 'one(s)' against the kind wanted, for the use said; a colour said of the kind ('a black wool coat') against
 *     one owned in another colour;
 *   - boots filed as sportswear (hiking, ski) are never a gym's trainers;
 *   - a slip dress or a tank is the wrong core piece on a cold day.
 */
const rand = mulberry32(5521);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-11-30';

const ask = (message: string, closet: ClosetItem[]) =>
  keepOrBuyOwnedNamed({ question: parseQuestion(message, { today: TODAY, unit: 'C' }), message, closet, wardrobe: 'womenswear' });

describe("a kind wanted against the owned one named as 'one'", () => {
  const USES = ['walking the dog in sleet', 'my commute in the rain', 'hiking in the drizzle', 'the school run when it pours'];
  const OWNED = ['softshell', 'cotton', 'fleece-lined'];
  it.each(Array.from({ length: 18 }, (_, i) => i))('waterproof trousers (variant %i)', () => {
    const word = pick(OWNED);
    const use = pick(USES);
    const mine = item({ id: 1, name: `Dark grey ${word} trousers`, category: 'Bottoms', formality: 'casual' });
    const closet = [mine, item({ id: 2, name: 'Black wool trousers', category: 'Bottoms', formality: 'business' })];
    const message = pick([
      `Should I get proper waterproof trousers, or are my ${word} ones enough for ${use}?`,
      `worth buying rain pants or will my ${word} ones do for ${use}`,
    ]);
    const a = ask(message, closet);
    expect(a, message).not.toBeNull();
    expect(a!.text, message).toMatch(/^Buy the/);
    expect(a!.text, message).toContain(mine.name);
    expect(a!.text, message).not.toContain('Black wool trousers');
  });

  it.each(Array.from({ length: 12 }, (_, i) => i))('a colour said of the kind (variant %i)', () => {
    const owned = pick(['camel', 'grey', 'beige']);
    const mine = item({
      id: 1,
      name: `${owned.charAt(0).toUpperCase()}${owned.slice(1)} wool wrap coat`,
      category: 'Outerwear',
      color: owned,
      formality: 'business',
    });
    const message = `Is it worth buying a black wool coat for ${pick(['concerts and funerals', 'funerals', 'the opera and funerals'])}, or can I make do with the ${owned} one?`;
    const a = ask(message, [mine, item({ id: 2, name: 'Navy puffer jacket', category: 'Outerwear', color: 'navy' })]);
    expect(a, message).not.toBeNull();
    expect(a!.text, message).toContain(`Buy the black`);
    expect(a!.text, message).toContain(`is ${owned}, not black`);
    expect(a!.text, message).toContain('funeral');
  });

  it('an owned piece told as the reason, not offered instead, is no weighing', () => {
    const message = 'I want to buy one good pair of winter boots, my rain boots are freezing. I walk 4 km a day on ice. What should I look for?';
    expect(ask(message, [item({ id: 1, name: 'Black rubber rain boots', category: 'Shoes', formality: 'casual' })])).toBeNull();
  });
});

describe('boots filed as sportswear are no gym trainers', () => {
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const boots = item({
      id: 1,
      name: pick(['Brown leather hiking boots', 'Black ski boots', 'Grey trail hiking boots']),
      category: 'Shoes',
      formality: 'athletic',
    });
    const closet = [
      boots,
      item({ id: 2, name: 'Black merino base layer top', category: 'Activewear', formality: 'athletic' }),
      item({ id: 3, name: 'Black leggings', category: 'Bottoms', formality: 'athletic' }),
    ];
    const a = activityAnswer({
      activity: 'gym',
      closet,
      weather: weather({ minTempC: -2, maxTempC: 2 }),
      dayText: 'tomorrow',
      weatherText: 'cold',
      name: pick(['the spin class', 'the gym', 'a HIIT class']),
    });
    expect(a.itemIds).not.toContain(boots.id);
    expect(a.text).toMatch(/trainers/);
  });
});

describe('a core piece cut for heat is wrong on a cold day', () => {
  it.each(Array.from({ length: 16 }, (_, i) => i))('variant %i', () => {
    const name = pick(['Black slip dress', 'White ribbed tank', 'Floral sundress', 'Silk cami', 'Red halter top', 'Sleeveless linen shell']);
    const category = /dress/.test(name) ? 'Dresses & jumpsuits' : 'Tops';
    const p = profileItem(item({ id: 1, name, category, warmth: 'light' }));
    const cold = Math.round(rand() * 8);
    expect(temperaturePenalty(p, cold), `${name} at ${cold}°C`).toBeGreaterThan(0);
    // Mild or warm, it costs nothing.
    expect(temperaturePenalty(p, 18 + Math.round(rand() * 8)), name).toBe(0);
    // A top with sleeves is never penalised for the cold alone.
    expect(temperaturePenalty(profileItem(item({ id: 2, name: 'Brown corduroy button-up', category: 'Tops', warmth: 'medium' })), cold)).toBe(0);
  });
});
