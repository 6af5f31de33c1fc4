import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../domain/stylist/question';
import { eventBySyntax } from '../../../domain/stylist/question/event-by-syntax';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { groundFor, testUser } from './test-ground';

/**
 * Issue 38.5 (stated weather wins) and 38.1 (the main clause decides): a day said with two temperatures is read as its span, and
 * a cool start to a hot day keeps a layer that comes off; a number measured in a unit is never the occasion; a suit is never the
 * layer against the wind; a pronoun of the weather ('chucking it down') does not make a question about a piece. Drawn by a seed.
 */

const rand = mulberry32(6131);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const user = testUser('male');
const closet = [
  item({ id: 1, name: 'Grey Cotton Tee', category: 'Tops', formality: 'casual', warmth: 'light' }),
  item({ id: 2, name: 'Khaki Shorts', category: 'Bottoms', formality: 'casual' }),
  item({ id: 3, name: 'White Canvas Sneakers', category: 'Shoes', formality: 'casual' }),
  item({ id: 4, name: 'Olive Windbreaker', category: 'Outerwear', formality: 'casual', warmth: 'light' }),
  item({ id: 5, name: 'Charcoal Wool Suit', category: 'Suits & tailoring', formality: 'formal', material: 'wool' }),
  item({ id: 6, name: 'Navy Chinos', category: 'Bottoms', formality: 'smart casual' }),
  item({ id: 7, name: 'Black Rain Jacket', category: 'Outerwear', formality: 'casual' }),
];

describe('a day said with two temperatures', () => {
  const FRAMES = [
    (lo: number, hi: number) => `mornings about ${lo}°C, afternoons up to ${hi}°C. what do i wear to class tomorrow?`,
    (lo: number, hi: number) => `It starts at ${lo} degrees C and gets to ${hi} degrees C by 2pm. What should I wear for a day out?`,
    (lo: number, hi: number) => `${lo}°C at 8am, ${hi}°C by lunch, wat do i wear 2moro`,
  ];
  it('is read as its span, said back, and a layer that comes off is kept for the cool start', async () => {
    for (let k = 0; k < 9; k++) {
      const lo = 12 + Math.floor(rand() * 8);
      const hi = lo + 13 + Math.floor(rand() * 5);
      const message = pick(FRAMES)(lo, hi);
      const q = parseQuestion(message, { today: '2026-11-23', unit: 'F' });
      expect([q.tempLowC, q.tempC], message).toEqual([lo, hi]);
      const { grounding } = await groundFor(user, message, closet);
      expect(grounding.closetAnswer, message).toContain(`${lo}–${hi}°C`);
      expect(grounding.closetAnswer, message).toMatch(/Olive Windbreaker|Black Rain Jacket/);
    }
  });
  it('one temperature said is the high, with no span', () => {
    const q = parseQuestion("it's 30°C tomorrow, what do i wear?", { today: '2026-11-23' });
    expect([q.tempLowC ?? null, q.tempC]).toEqual([null, 30]);
  });
});

describe('a number measured in a unit', () => {
  it('is never the occasion', () => {
    for (let k = 0; k < 12; k++) {
      const n = 20 + Math.floor(rand() * 80);
      const unit = pick(['km/h', 'kph', 'mph', 'km', 'miles', 'cm', 'degrees']);
      const message = `${pick(['Forecast says', 'They say'])} ${pick(['gusts', 'winds', 'it'])} up to ${n} ${unit} tomorrow. How should I layer?`;
      expect(eventBySyntax(message), message).toBeNull();
    }
  });
});

describe('the layer against the wind', () => {
  // A vest is no shield from the wind, so another layer is looked for: the suit, least worn, must not be it.
  const windy = [
    item({ id: 1, name: 'Navy Merino Jumper', category: 'Tops', formality: 'smart casual', warmth: 'medium' }),
    item({ id: 2, name: 'Tan Moleskin Trousers', category: 'Bottoms', formality: 'smart casual' }),
    item({ id: 3, name: 'Brown Chelsea Boots', category: 'Shoes', formality: 'smart casual' }),
    item({ id: 4, name: 'Black Down Puffer Vest', category: 'Outerwear', formality: 'casual', warmth: 'warm', timesWorn: 2 }),
    item({ id: 5, name: 'Charcoal Wool Suit', category: 'Suits & tailoring', formality: 'formal', material: 'wool', timesWorn: 0 }),
    item({ id: 6, name: 'Olive Shell Jacket', category: 'Outerwear', formality: 'casual', timesWorn: 40 }),
  ];
  it('is never a suit, whatever it is filed under', async () => {
    for (const message of ['9°C with gusts up to 70 km/h tomorrow, how should I layer?', 'its windy af and 8 degrees C tmrw wat do i wear']) {
      const { grounding } = await groundFor(user, message, windy);
      expect(grounding.closetAnswer, message).toMatch(/Olive Shell Jacket|Black Down Puffer Vest/);
      expect(grounding.closetAnswer, message).not.toMatch(/Suit (keeps|blocks)/);
    }
  });
});

describe("a pronoun of the weather ('chucking it down')", () => {
  it('does not make a question about a piece', () => {
    for (const idiom of ['chucking it down', 'bucketing it down', 'pissing it down', 'throwing it down'])
      expect(parseQuestion(`It's 4°C and ${idiom} all day tomorrow. What do I wear over my uniform?`, { today: '2026-11-23' }).kind, idiom).toBe('outfit');
    expect(parseQuestion('i love this skirt, what goes with it', { today: '2026-11-23' }).kind).toBe('pairing');
  });
});

describe('a trip for a party', () => {
  const wardrobe = [
    item({ id: 1, name: 'Grey Cotton Tee', category: 'Tops', formality: 'casual' }),
    item({ id: 2, name: 'Blue Jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
    item({ id: 3, name: 'White Sneakers', category: 'Shoes', formality: 'casual' }),
    item({ id: 4, name: 'Ivory Silk Blouse', category: 'Tops', formality: 'business', material: 'silk' }),
    item({ id: 5, name: 'Black Tailored Trousers', category: 'Bottoms', formality: 'business' }),
    item({ id: 6, name: 'Black Leather Loafers', category: 'Shoes', formality: 'smart casual', material: 'leather' }),
  ];
  it('packs an outfit for the party, a step above the days', async () => {
    for (const owner of ['sisters', "dad's", 'her']) {
      const message = `3 nights in Miami for ${owner} 70th, what should I pack?`;
      const { grounding } = await groundFor(user, message, wardrobe);
      expect(grounding.closetAnswer, message).toMatch(/For the (party|70th)[^.]*(Silk Blouse|Tailored Trousers|Loafers)/);
    }
  });
});

describe('deep cold', () => {
  const cold = [
    item({ id: 1, name: 'Oatmeal Wool Sweater', category: 'Tops', material: 'wool', warmth: 'warm' }),
    item({ id: 2, name: 'Khaki Chinos', category: 'Bottoms' }),
    item({ id: 3, name: 'Black Down Parka', category: 'Outerwear', warmth: 'warm' }),
    item({ id: 4, name: 'Black Insulated Pac Boots', category: 'Shoes' }),
    item({ id: 5, name: pick(['Black merino base layer top', 'Grey thermal top', 'Navy thermals']), category: 'Tops', warmth: 'warm' }),
    item({ id: 6, name: pick(['Grey fleece-lined long johns', 'Black thermal leggings', 'Merino base layer bottoms']), category: 'Bottoms', warmth: 'warm' }),
  ];
  it('puts an owned base layer under the outfit, and not on a day merely cold', async () => {
    for (let k = 0; k < 6; k++) {
      const t = -12 - Math.floor(rand() * 25);
      const { grounding } = await groundFor(user, `its gonna be ${t}°C tomorrow n im outside all day, how should i layer`, cold);
      expect(grounding.closetAnswer, String(t)).toContain(cold[4]!.name);
      expect(grounding.closetAnswer, String(t)).toContain(cold[5]!.name);
    }
    const { grounding } = await groundFor(user, 'its gonna be 6°C tomorrow, what should i wear', cold);
    expect(grounding.closetAnswer).not.toContain(cold[5]!.name);
  });
});
