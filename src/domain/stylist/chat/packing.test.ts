import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import type { ClosetItem, Weather } from '../types';
import { outfitAnswer } from './answer';
import { packingAnswer, packingCounts, tripDate } from './packing';

const today = '2026-11-23';
// prettier-ignore
const closet: ClosetItem[] = [
  item({ id: 1, name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', material: 'cotton', formality: 'smart casual' }),
  item({ id: 2, name: 'Light Blue Linen Shirt', category: 'Tops', subcategory: 'Shirt', color: 'Light Blue', material: 'linen', warmth: 'light', formality: 'smart casual' }),
  item({ id: 3, name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey', material: 'cotton', formality: 'casual' }),
  item({ id: 4, name: 'Camel Cashmere Sweater', category: 'Tops', subcategory: 'Sweater', color: 'Camel', material: 'wool', warmth: 'warm', formality: 'smart casual' }),
  item({ id: 5, name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Khaki', material: 'cotton', formality: 'smart casual' }),
  item({ id: 6, name: 'Dark Slim Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo', material: 'denim', formality: 'casual' }),
  item({ id: 7, name: 'Navy Shorts', category: 'Bottoms', subcategory: 'Shorts', color: 'Navy', material: 'cotton', warmth: 'light', formality: 'casual' }),
  item({ id: 8, name: 'Grey Wool Trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Grey', material: 'wool', formality: 'business' }),
  item({ id: 9, name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' }),
  item({ id: 10, name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', material: 'leather', formality: 'casual' }),
  item({ id: 11, name: 'Tan Suede Ankle Boots', category: 'Shoes', subcategory: 'Ankle boots', color: 'Tan', material: 'suede', formality: 'smart casual' }),
  item({ id: 12, name: 'Black Oxford Shoes', category: 'Shoes', subcategory: 'Oxfords', color: 'Black', material: 'leather', formality: 'formal' }),
  item({ id: 13, name: 'Navy Suit Jacket', category: 'Outerwear', subcategory: 'Suit jacket', color: 'Navy', material: 'wool', formality: 'formal' }),
  item({ id: 14, name: 'White Dress Shirt', category: 'Tops', subcategory: 'Dress shirt', color: 'White', material: 'cotton', formality: 'formal' }),
  item({ id: 15, name: 'Navy Suit Trousers', category: 'Bottoms', subcategory: 'Suit trousers', color: 'Navy', material: 'wool', formality: 'formal' }),
  item({ id: 16, name: 'Charcoal Wool Overcoat', category: 'Outerwear', subcategory: 'Overcoat', color: 'Charcoal', material: 'wool', warmth: 'warm', formality: 'business' }),
  item({ id: 17, name: 'Beige Trench Coat', category: 'Outerwear', subcategory: 'Trench coat', color: 'Beige', material: 'cotton', formality: 'smart casual' }),
];
const MILD_HOME: Weather = { minTempC: 12, maxTempC: 20, precipitationProbability: 20, precipitationMm: 0, windKph: 10, source: 'typical' };

function pack(message: string, owned: readonly ClosetItem[] = closet, home: Weather | null = null) {
  const question = parseQuestion(message, { today, unit: 'F' });
  expect(question.kind).toBe('packing');
  return packingAnswer({
    question,
    closet: owned,
    date: tripDate(question, today),
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: 'menswear',
    seed: 1,
    unit: 'F',
    home,
  });
}

const byName = (name: string) => closet.find((i) => i.name === name)!.id;

/** Every 'your X' names an owned piece. */
function namesOnlyOwned(text: string, owned: readonly ClosetItem[]) {
  const mentioned = [...text.matchAll(/your ((?:[A-Z][\w-]* ?)+)/g)].flatMap((m) => m[1]!.split(/, | and /).map((x) => x.trim()));
  for (const name of mentioned) expect(owned.some((i) => name.includes(i.name) || i.name.includes(name))).toBe(true);
}

describe('packing: the trip said back as given', () => {
  it.each([
    ['what should i pack for a long weekend in porto', 'a long weekend', 4],
    ['Packing for 2 nights in Boston', '2 nights', 3],
    ['a fortnight in crete, suitcase help', 'a fortnight', 14],
    ['10 days in rome, what do i bring', '10 days', 10],
    ['packing for a week in lisbon', 'a week', 7],
    ['what to pack for a ten-day trip to japan', 'ten days', 10],
  ])('%s → "%s"', (message, said, days) => {
    const a = pack(message);
    expect(a.text).toMatch(new RegExp(`^For ${said}\\b`));
    expect(a.facts).toContain(`Trip: ${days} days`);
    const want = packingCounts(days);
    expect(a.text).toMatch(new RegExp(`That's \\d+ outfits? for ${days} days`));
    expect(want.tops).toBeGreaterThan(0);
    namesOnlyOwned(a.text, closet);
  });

  it('a trip of unsaid length is planned for three days, and says so', () => {
    expect(pack('what should i pack for my trip to paris').text).toMatch(/a 3-day trip \(you didn't say how long\)/);
  });
});

describe('packing: the weather comes from the person, then the destination and month, then home, then a plain assumption', () => {
  it("a known destination's typical month: hot in Bali in August, cold in Chicago in January", () => {
    expect(pack('8 days in bali in august, what should i pack').text).toMatch(/plan for hot.*typical for August there/);
    expect(pack('packing for 4 days in chicago in january').text).toMatch(/plan for (cold|freezing).*typical for January there/);
  });

  it('the southern hemisphere has its own seasons', () => {
    const sydneyJuly = pack('packing for a week in sydney in july').facts.join(' ');
    const sydneyJan = pack('packing for a week in sydney in january').facts.join(' ');
    expect(sydneyJuly).not.toBe(sydneyJan);
    expect(pack('packing for a week in sydney in january').text).toMatch(/plan for hot/);
  });

  it('what the person says beats the typical month', () => {
    expect(pack("packing for 5 days in dubai in july, apparently it's only 20 degrees c").text).toMatch(/68°F.*as you said/);
  });

  it('stated rain over a known place keeps its typical temperatures', () => {
    expect(pack('help me pack for a wedding in seattle, 4 days, rain all week').text).toMatch(
      /rain likely.*as you said, with November's typical temperatures there/,
    );
  });

  it('no place named: home for the month, said as such', () => {
    expect(pack('what do i bring for a weekend at the lake', closet, MILD_HOME).text).toMatch(/typical near home for November/);
  });

  it("a place it does not know: the month's temperate weather assumed and the place named", () => {
    expect(pack('ten days in uzbekistan, what should i pack').text).toMatch(/I don't know Uzbekistan's weather, so I've assumed a typical November/);
  });

  it('the month said decides the date of the typical weather', () => {
    const q = parseQuestion('12 days in portugal in may, help me pack', { today });
    expect(tripDate(q, today)).toBe('2027-05-15');
  });
});

describe('packing: the purpose and activities decide the pieces', () => {
  it('sightseeing and a fancy dinner: named back, the most comfortable shoes for walking, one dressier outfit named', () => {
    const a = pack('12 days in portugal in may, mostly sightseeing plus a fancy dinner, help me pack');
    expect(a.text).toMatch(/^For 12 days in Portugal in May with sightseeing and the fancy dinner/);
    expect(a.text).toMatch(/the White Leather Sneakers for all the walking/);
    expect(a.text).toMatch(/For the fancy dinner, (add|wear) your .*(White Dress Shirt|Navy Suit Jacket|Black Oxford Shoes)/);
    expect(a.text).not.toMatch(/capsule/i);
    namesOnlyOwned(a.text, closet);
  });

  it('a hot beach trip packs nothing warm and says swimwear is missing', () => {
    const a = pack('beach holiday in cancun for a week, what should i pack?');
    expect(a.text).toMatch(/with the beach/);
    for (const heavy of ['Camel Cashmere Sweater', 'Tan Suede Ankle Boots', 'Charcoal Wool Overcoat', 'Grey Wool Trousers']) {
      expect(a.itemIds).not.toContain(byName(heavy));
    }
    expect(a.text).toMatch(/no swimwear( or [^:]+)? for this trip: look for swim trunks/);
  });

  it('owned swimwear is packed and named', () => {
    const trunks = item({ id: 40, name: 'Blue Swim Trunks', category: 'Bottoms', subcategory: 'Swim trunks', color: 'Blue', formality: 'casual' });
    const a = pack('week at the beach in hawaii in july, packing list', [...closet, trunks]);
    expect(a.text).toMatch(/your Blue Swim Trunks for swimming/);
    expect(a.text).not.toMatch(/no swimwear/);
  });

  it('a work conference packs work clothes and says so', () => {
    const a = pack('packing for a confrence in denver, 3 nights');
    expect(a.text).toMatch(/with the confrence|with the conference/);
    expect(a.text).toMatch(/for the (confrence|conference) days/);
    expect(a.itemIds).not.toContain(byName('Navy Shorts'));
    expect(a.itemIds).not.toContain(byName('Grey Crew Tee'));
  });

  it('a cold camping trip: camping named, a warm layer, no trench, sturdy shoes missing', () => {
    const a = pack('going camping in the mountains for 4 nights, its going to be cold at night, what should i bring');
    expect(a.text).toMatch(/with camping/);
    expect(a.itemIds).toContain(byName('Camel Cashmere Sweater'));
    expect(a.itemIds).not.toContain(byName('Beige Trench Coat'));
    expect(a.itemIds).not.toContain(byName('Navy Shorts'));
    expect(a.text).toMatch(/trail shoes or hiking boots/);
  });

  it('a rainy trip with no rain shell says so and what to look for', () => {
    const noRainwear = closet.filter((i) => i.name !== 'Beige Trench Coat');
    const a = pack('what to pack for 5 days in london, rainy all week', noRainwear);
    expect(a.text).toMatch(/Your closet has no rain shell for this trip/);
    expect(a.text).toMatch(/packable rain jacket/);
    expect(a.itemIds).not.toContain(byName('Tan Suede Ankle Boots'));
  });

  it('a ski week without ski wear says so', () => {
    expect(pack('ski week in whistler in february, packing help').text).toMatch(/no ski wear( or [^:]+)? for this trip: look for an insulated ski jacket/);
  });

  it('a wedding with nothing dressy owned names formal wear as the gap', () => {
    const casual = closet.filter((i) => i.formality === 'casual' || i.formality === 'smart casual');
    expect(pack('wedding weekend in napa, what should i pack', casual).text).toMatch(/no dressy wear for this trip: look for a dark suit/);
  });

  it('different trips get different answers', () => {
    const answers = [
      'packing for a week in lisbon',
      'beach week in bali, what do i pack',
      'packing for a conference in chicago, 3 nights',
      'a weekend camping trip, what should i bring',
    ].map((m) => pack(m).text);
    expect(new Set(answers).size).toBe(answers.length);
  });

  it.each([
    '12 days in portugal in may, mostly sightseeing plus a fancy dinner, help me pack',
    'packing for a 2 week work trip to tokyo with a client dinner and lots of walking',
    'honeymoon in the maldives for 10 days, beach and a couple of fancy dinners, what do i pack',
    'fortnight camping and hiking in scotland in october, rain expected, what should i bring',
  ])('stays within the chat door: at most five sentences and 900 characters (%s)', (message) => {
    const a = pack(message);
    expect(a.text.length).toBeLessThanOrEqual(900);
    expect(a.text.match(/[^.!?]+[.!?]+(?=\s|$)/g)!.length).toBeLessThanOrEqual(5);
  });
});

describe('an activity with a bag is an outfit and what to carry, not a suitcase', () => {
  const gym = [
    ...closet,
    item({ id: 30, name: 'Grey Performance Tee', category: 'Tops', color: 'Grey', formality: 'athletic' }),
    item({ id: 31, name: 'Black Training Shorts', category: 'Bottoms', color: 'Black', formality: 'athletic' }),
    item({ id: 32, name: 'Running Shoes', category: 'Shoes', color: 'Grey', formality: 'athletic' }),
  ];
  it.each(['throw in my bag for boxing class tonight', 'what should i bring to the gym after work', 'what do i need in my gym bag for spin tomorrow'])(
    '%s',
    (message) => {
      const question = parseQuestion(message, { today });
      expect(question.kind).toBe('outfit');
      expect(question.trip?.form).toBe('carry');
      const a = outfitAnswer({
        question,
        closet: gym,
        date: today,
        dayLabel: question.day?.label ?? 'today',
        weather: MILD_HOME,
        calendarEvents: [],
        preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
        wardrobe: 'menswear',
        unit: 'F',
        seed: 1,
      });
      expect(a.text).toMatch(/wear your .*Grey Performance Tee/);
      expect(a.text).toMatch(/In the bag: a water bottle, a small towel/);
      expect(a.text).not.toMatch(/shape|wash/i);
    },
  );
});

describe('a follow-up to a packing answer changes the trip, never repeats it', () => {
  const first = 'packing for a week in lisbon in april';
  const follow = (message: string) => {
    const question = parseQuestion(message, { today, unit: 'F', history: [{ role: 'user', content: first }] });
    expect(question.kind).toBe('packing');
    return packingAnswer({
      question,
      closet,
      date: tripDate(question, today),
      preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
      wardrobe: 'menswear',
      seed: 1,
      unit: 'F',
    });
  };
  it('a new length is planned for and said back', () => {
    const a = follow('what about 10 days?');
    expect(a.text).toMatch(/^For 10 days in Lisbon in April/);
    expect(a.facts).toContain('Trip: 10 days');
  });
  it('a weather change opens with the condition', () => {
    expect(follow('what if it rains?').text).toMatch(/^If it rains, for a week in Lisbon in April, plan for rain likely/);
  });
  it("'and shoes?' answers only the shoes", () => {
    const a = follow('and shoes?');
    expect(a.text).toMatch(/^Shoes for a week in Lisbon .*: pack your /);
    expect(a.text).not.toMatch(/tops|bottoms|outfits/);
  });
});

describe('a meeting on a work trip gets one outfit a step up', () => {
  it('named from the closet', () => {
    const a = pack('work trip to boston for 3 days with an important client meeting, what should i pack');
    expect(a.text).toMatch(/for the work days/);
    expect(a.text).toMatch(/For the meeting, (add|wear) your /);
  });
  it('or the gap said plainly', () => {
    const casual = closet.filter((i) => i.formality === 'casual' || i.formality === 'smart casual');
    const t = pack('work trip to boston for 3 days with an important client meeting, what should i pack', casual).text;
    expect(t).toMatch(/no (.* or )?business formal wear for this trip: look for .*a navy or charcoal suit/);
  });
});

describe('the plan composed for a text message', () => {
  it.each([
    'what should I pack for 5 days in chicago in january for work',
    'packing for a week in lisbon in may, a wedding on the saturday',
    'weekend camping trip what do i pack',
  ])('%s: the same picks, whole sentences, within two GSM-7 segments', async (message) => {
    const { composeForText, segmentCount } = await import('../../sms');
    const a = pack(message);
    expect(a.short).toBeDefined();
    const text = composeForText(a.short!);
    expect(segmentCount(text)).toBeLessThanOrEqual(2);
    expect(text).toMatch(/Pack your /);
    expect(text).toMatch(/\.$/);
    // Only pieces the full plan packs are named.
    const owned = closet.filter((i) => text.includes(i.name));
    expect(owned.every((i) => a.text.includes(i.name))).toBe(true);
  });
});
