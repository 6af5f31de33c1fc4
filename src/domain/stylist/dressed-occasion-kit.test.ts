import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../shared/prng';
import { generateOutfit } from './generate-outfit';
import { madeForSport } from './inference';
import { profileItem } from './item-profile';
import { item, request, weather } from './test-fixtures';

/**
 * Kit made for one job stays with that job (issue 38: answers built from the closet must suit the occasion asked): a piece
 * named as sport kit ('moisture-wicking running vest') is no dinner top whatever level it was entered at, and wellies stay by
 * the door for a dressed occasion on a wet day above the cold, while leather boots or the occasion's shoes are owned. Closets,
 * levels and days are drawn by a seed.
 */
const rand = mulberry32(30_303);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const COLOURS = ['Black', 'Navy', 'Orange', 'Grey', 'Teal'];
const EVENTS = ['Anniversary dinner', 'Prize-giving at school', 'Dinner at the bistro', 'Concert at the hall'];

/** The ids of the outfit the engine dresses for one event on a day of this weather. */
function dressedFor(closet: ReturnType<typeof item>[], title: string, code: string, day: Parameters<typeof weather>[0]): number[] {
  const r = generateOutfit(request({ closet, weather: weather(day), events: [{ title, date: '2025-03-04', dressCode: code } as never] }));
  expect(r.kind).toBe('outfit');
  return r.kind === 'outfit' ? r.items.map((i) => i.id) : [];
}

describe('sport kit by its name', () => {
  const SPORT = ['moisture-wicking running vest', 'running tee', 'gym tank', 'cycling jersey', 'yoga top', 'compression top', 'merino base layer top'];
  const EVERYDAY = ['linen shirt', 'cotton oxford shirt', 'silk blouse', 'polo shirt', 'merino crew-neck jumper'];

  it('is read as sport kit, and everyday pieces are not', () => {
    for (const s of SPORT) expect(madeForSport({ name: s, category: 'Tops', subcategory: null }), s).toBe(true);
    for (const e of EVERYDAY) expect(madeForSport({ name: e, category: 'Tops', subcategory: null }), e).toBe(false);
  });

  it.each(Array.from({ length: 20 }, (_, n) => n))('is not worn to a dressed occasion (closet %i)', () => {
    const level = pick(['casual', 'smart casual'] as const);
    const maxTempC = Math.round(14 + rand() * 18);
    const closet = [
      item({ id: 1, name: `${pick(COLOURS)} ${pick(SPORT)}`, category: 'Tops', formality: level, warmth: 'light', timesWorn: 0 }),
      // A shirt of any warmth's day: the jumper is left out, since heat alone may keep it home.
      item({ id: 2, name: `White ${pick(EVERYDAY.slice(0, 4))}`, category: 'Tops', formality: pick(['smart casual', 'business'] as const), timesWorn: 40 }),
      item({ id: 3, name: 'Stone linen trousers', category: 'Bottoms', formality: 'smart casual' }),
      item({ id: 4, name: 'Tan leather loafers', category: 'Shoes', formality: 'smart casual' }),
    ];
    expect(dressedFor(closet, pick(EVENTS), 'Smart Casual', { maxTempC, minTempC: maxTempC - 8 }), closet[0]!.name).not.toContain(1);
  });
});

describe('wellies at a dressed occasion on a wet day', () => {
  const RAIN_ONLY = ['rubber wellington boots', 'wellies', 'gumboots', 'rain boots'];
  // Suede is kept out of the rain by a rule of its own, so only pairs fit for a wet street stand beside the wellies.
  const DRESSED = ['black leather loafers', 'leather ankle boots', 'leather chelsea boots', 'black leather flats'];
  it.each(Array.from({ length: 20 }, (_, n) => n))('stay by the door (closet %i)', () => {
    const maxTempC = Math.round(11 + rand() * 10);
    const closet = [
      item({ id: 1, name: `${pick(COLOURS)} ${pick(RAIN_ONLY)}`, category: 'Shoes', formality: 'casual', timesWorn: 0 }),
      item({ id: 2, name: `${pick(COLOURS)} ${pick(DRESSED)}`, category: 'Shoes', formality: 'smart casual', timesWorn: 30 }),
      item({ id: 3, name: 'Navy wool jersey wrap dress', category: 'Dresses & jumpsuits', formality: 'smart casual' }),
      item({ id: 4, name: 'Navy wool pea coat', category: 'Outerwear', formality: 'smart casual', material: 'wool' }),
    ];
    const wet = { maxTempC, minTempC: maxTempC - 5, precipitationProbability: 90, precipitationMm: 8 };
    expect(dressedFor(closet, pick(EVENTS), 'Smart Casual', wet), closet[0]!.name).not.toContain(1);
  });

  it('are still worn in the wet for a casual day', () => {
    let worn = 0;
    for (let k = 0; k < 20; k++) {
      const closet = [
        item({ id: 1, name: `${pick(COLOURS)} ${pick(RAIN_ONLY)}`, category: 'Shoes', formality: 'casual' }),
        item({ id: 2, name: 'White canvas sneakers', category: 'Shoes', formality: 'casual' }),
        item({ id: 3, name: 'Grey sweatshirt', category: 'Tops', formality: 'casual' }),
        item({ id: 4, name: 'Dark jeans', category: 'Bottoms', subcategory: 'Jeans', formality: 'casual' }),
        item({ id: 5, name: 'Yellow rain jacket', category: 'Outerwear', formality: 'casual' }),
      ];
      const r = generateOutfit(
        request({
          closet,
          weather: weather({ maxTempC: 14, minTempC: 9, precipitationProbability: 90, precipitationMm: 8 }),
          events: [{ title: 'Farmers market', date: '2025-03-04', dressCode: 'Casual' } as never],
        }),
      );
      if (r.kind === 'outfit' && r.items.some((i) => i.id === 1)) worn++;
    }
    expect(worn).toBe(20);
  });
});

describe('a piece labelled for the occasion', () => {
  const LABELLED: [event: string, name: string][] = [
    ['court', 'White cotton collared shirt (court)'],
    ['choir concert', 'Black snap-front choir shirt'],
    ['interview', 'Light blue shirt for interviews'],
    ['church', 'Cream church blouse'],
  ];
  it.each(Array.from({ length: 16 }, (_, n) => n))('comes first among pieces of its level (closet %i)', () => {
    const [event, name] = pick(LABELLED);
    const level = pick(['smart casual', 'business'] as const);
    const closet = [
      item({
        id: 1,
        name: `${pick(['Ivory', 'Grey', 'Navy'])} ${pick(['silk blouse', 'poplin shirt', 'oxford shirt'])}`,
        category: 'Tops',
        formality: level,
        timesWorn: 0,
      }),
      item({ id: 2, name, category: 'Tops', formality: level, timesWorn: 40 }),
      item({ id: 3, name: 'Black tailored trousers', category: 'Bottoms', formality: level }),
      item({ id: 4, name: 'Black leather loafers', category: 'Shoes', formality: level }),
    ];
    const r = generateOutfit(
      request({
        closet,
        events: [{ title: event, said: null, date: '2025-03-04', dressCode: level === 'business' ? 'Business casual' : 'Smart Casual' } as never],
      }),
    );
    expect(r.kind).toBe('outfit');
    expect(
      r.items.map((i) => i.id),
      `${event}: ${name}`,
    ).toContain(2);
  });
});

describe('shoes of cloth or thread in the wet', () => {
  it('are kept out of the rain as canvas is', () => {
    for (const name of ['Gold embroidered juttis', 'Black velvet slippers', 'Beaded mojaris', 'Red brocade flats'])
      expect(profileItem(item({ name, category: 'Shoes' })).rainSensitive, name).toBe('canvas');
    expect(profileItem(item({ name: 'Black leather block-heel pumps', category: 'Shoes' })).rainSensitive).toBeNull();
  });
});
