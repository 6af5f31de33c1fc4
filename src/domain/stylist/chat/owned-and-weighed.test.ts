import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import { occasionWithArticle } from '../question/occasion-phrase';
import { item, weather } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { appropriateAnswer } from './appropriate';
import { packingAnswer, tripDate } from './packing';
import { asksWhichOf, comparisonVerdict } from './piece-check';

/**
 * What the closet holds, said plainly (issue 38: answer the question asked, from the closet): a piece filed as swimwear is
 * packed for the water whatever its noun ('Navy burkini'); owned thermals go under everything on a deep-cold trip and open
 * shoes stay home; only the gloves are said missing when a warm hat is owned; a verdict of 'no' names the nearest owned piece
 * when none of its kind reaches the level; two pieces asked between ('the camel coat or the trench?') get one named with why;
 * a meal named by what it is for takes 'the'. Closets and messages are drawn by a seed.
 */
const rand = mulberry32(340_034);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const today = '2026-11-30';
const preferences = { preferredStyle: 'Casual', colorPalette: [], styleGoals: [] };

function pack(message: string, closet: ClosetItem[]) {
  const question = parseQuestion(message, { today, unit: 'C' });
  return packingAnswer({ question, closet, date: tripDate(question, today), preferences, wardrobe: 'mixed', seed: 1 });
}

describe('a piece filed as swimwear is packed for the water', () => {
  const NAMES = ['Navy burkini', 'Black full-cover modest set', 'Teal burqini', 'Printed two-piece with leggings'];
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const name = pick(NAMES);
    const closet = [
      item({ id: 1, name: 'White cotton tunic shirt', category: 'Tops', formality: 'casual' }),
      item({ id: 2, name: 'Khaki wide-leg trousers', category: 'Bottoms', formality: 'casual' }),
      item({ id: 3, name: 'White walking shoes', category: 'Shoes', formality: 'casual' }),
      item({ id: 4, name, category: 'Swim', formality: 'casual' }),
    ];
    const a = pack(
      `${pick(['Beach trip to Dahab', 'A week at the beach in Mombasa', 'Snorkelling trip to Zanzibar'])} for 5 days, what should I pack?`,
      closet,
    );
    expect(a.text, name).toContain(name);
    expect(a.text).not.toMatch(/no swimwear/);
  });
});

describe('a deep-cold trip', () => {
  function coldCloset(hat: boolean): ClosetItem[] {
    return [
      item({ id: 1, name: 'Navy wool jumper', category: 'Tops', formality: 'casual', warmth: 'warm' }),
      item({ id: 2, name: 'Grey flannel shirt', category: 'Tops', formality: 'casual', warmth: 'medium' }),
      item({ id: 3, name: 'Dark jeans', category: 'Bottoms', formality: 'casual' }),
      item({ id: 4, name: 'Black hiking trousers', category: 'Bottoms', formality: 'casual' }),
      item({ id: 5, name: 'Black winter boots', category: 'Shoes', formality: 'casual', warmth: 'warm' }),
      item({ id: 6, name: 'Teva hiking sandals', category: 'Shoes', formality: 'casual' }),
      item({ id: 7, name: 'Black down parka', category: 'Outerwear', formality: 'casual', warmth: 'warm' }),
      item({ id: 8, name: `${pick(['Black merino', 'Grey', 'Navy'])} base layer top`, category: 'Activewear', formality: 'athletic' }),
      item({ id: 9, name: `${pick(['Black', 'Navy'])} thermal leggings`, category: 'Activewear', formality: 'athletic' }),
      ...(hat ? [item({ id: 10, name: 'Orange wool beanie', category: 'Accessories', formality: 'casual', warmth: 'warm' })] : []),
    ];
  }
  const TRIPS = [
    'Off to Kiruna for four days to see the northern lights, minus 20 is normal. What should I pack?',
    'Camping 3 nights in the mountains, nights down to minus 10. What do I pack?',
    'Ski-less week in Lapland, it will be -25. Help me pack',
  ];
  it.each(Array.from({ length: 9 }, (_, i) => i))('packs the thermals and leaves open shoes home (variant %i)', () => {
    const trip = pick(TRIPS);
    const a = pack(trip, coldCloset(rand() < 0.5));
    expect(a.text, trip).toMatch(/base layer top/);
    expect(a.text, trip).not.toContain('Teva hiking sandals');
  });

  it('says only the gloves are missing when a warm hat is owned', () => {
    const trip = 'Off to Kiruna for four days to see the northern lights, minus 20 is normal. What should I pack?';
    expect(pack(trip, coldCloset(true)).text).not.toMatch(/gloves or a warm hat/);
    expect(pack(trip, coldCloset(false)).text).toMatch(/gloves or a warm hat/);
  });
});

describe("a 'no' names the nearest owned piece when none reaches the level", () => {
  const ASKS: [string, string][] = [
    ['can i wear my chucks to the wedding or nah', 'White Converse chucks'],
    ['r my blunnies ok for a wedding or too rough', 'Brown Blundstone boots'],
    ['Are my sneakers fine for a black-tie gala?', 'White leather sneakers'],
  ];
  it.each(Array.from({ length: 9 }, (_, i) => i))('variant %i', () => {
    const [message, casual] = pick(ASKS);
    const nearest = pick(['Nude block-heel pumps', 'Black leather brogues', 'Tan loafers']);
    const closet = [
      item({ id: 1, name: casual, category: 'Shoes', formality: 'casual' }),
      item({ id: 2, name: nearest, category: 'Shoes', formality: pick(['smart casual', 'business'] as const) }),
      item({ id: 3, name: 'Flip-flops', category: 'Shoes', formality: 'casual' }),
    ];
    const a = appropriateAnswer({ question: parseQuestion(message, { today, unit: 'C' }), message, closet });
    expect(a?.text, message).toMatch(/^No/);
    expect(a?.text).toContain(`${nearest} come closest`);
  });
});

describe('two pieces asked between', () => {
  const camel = item({ id: 1, name: 'Camel wool-blend long coat', category: 'Outerwear', formality: 'smart casual', warmth: 'warm' });
  const trench = item({ id: 2, name: 'Stone trench coat', category: 'Outerwear', formality: 'smart casual', warmth: 'light' });
  it.each(Array.from({ length: 8 }, (_, i) => i))('names one and says why (variant %i)', () => {
    const message = `${pick(['Would', 'Should'])} the camel coat or the trench be better ${pick(['over it', 'for that', 'tonight'])}? ${pick(['The dinner is outside.', 'It is in the garden.', ''])}`;
    expect(asksWhichOf(message), message).toBe(true);
    const chosen = rand() < 0.5;
    const verdict = comparisonVerdict({ candidate: camel, other: trench }, chosen ? [1] : [2], 'the dinner', weather({ maxTempC: 14 }), true);
    expect(verdict).not.toMatch(/^(Yes|No)\b/);
    expect(verdict).toMatch(chosen ? /^Your Camel wool-blend long coat .*warmer/ : /^Your Stone trench coat .*lighter/);
  });

  it('a yes-or-no question is still answered yes or no', () => {
    expect(asksWhichOf('Would the camel coat be better than the trench, or not?')).toBe(false);
    expect(asksWhichOf('wld the white sneakers work better than the espadrilles for that?')).toBe(false);
    expect(comparisonVerdict({ candidate: camel, other: trench }, [1], 'the dinner')).toMatch(/^Yes/);
  });
});

describe('a meal named by what it is for takes the article', () => {
  it.each(['pharmacy conference dinner', 'team lunch', 'charity gala dinner', 'sunday brunch'])('%s', (meal) => {
    expect(occasionWithArticle(meal)).toBe(`the ${meal}`);
  });
  it.each(['dinner', 'brunch', 'lunch after work', "my mum's birthday dinner"])('%s is said as it is', (meal) => {
    expect(occasionWithArticle(meal)).toBe(meal);
  });
});

describe('a spa stay packs swimwear in any weather', () => {
  it.each([
    'spa weekend in bad waltersdorf w my sister fri to sun, what to pack',
    'Three nights at a thermal baths hotel in Budapest, what should I pack?',
    'wellness weekend at a spa hotel in the Alps, help me pack',
  ])('%s', (message) => {
    const closet = [
      item({ id: 1, name: 'Cream merino turtleneck', category: 'Tops', formality: 'smart casual', warmth: 'medium' }),
      item({ id: 2, name: 'Charcoal wool trousers', category: 'Bottoms', formality: 'smart casual' }),
      item({ id: 3, name: 'Brown leather boots', category: 'Shoes', formality: 'smart casual' }),
      item({ id: 4, name: 'Navy one-piece', category: 'Swim', formality: 'casual' }),
    ];
    expect(pack(message, closet).text).toContain('Navy one-piece');
  });
});
