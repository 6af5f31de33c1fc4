import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem } from '../types';
import { applyWeatherWords, outfitAnswer, wardrobeOf } from './answer';
import { activityAnswer } from './activity';
import { mulberry32 } from '../../../shared/prng';
import { MAX_OUTFIT_ITEMS } from '../../../shared/closet-constants';

const today = '2026-11-23';
const office: ClosetItem[] = [
  item({ id: 1, name: 'White Linen Shirt', category: 'Tops', color: 'White', material: 'linen' }),
  item({ id: 2, name: 'Charcoal Suit Trousers', category: 'Bottoms', color: 'Grey', formality: 'formal' }),
  item({ id: 3, name: 'Black Oxford Shoes', category: 'Shoes', color: 'Black', formality: 'formal' }),
  item({ id: 4, name: 'Camel Trench Coat', category: 'Outerwear', color: 'Beige' }),
];
const sporty: ClosetItem[] = [
  ...office,
  item({ id: 5, name: 'Black Training Tee', category: 'Tops', color: 'Black', formality: 'athletic' }),
  item({ id: 6, name: 'Grey Gym Shorts', category: 'Bottoms', color: 'Grey', formality: 'athletic' }),
  item({ id: 7, name: 'Cross Trainers', category: 'Shoes', color: 'White', formality: 'athletic' }),
  item({ id: 8, name: 'Faded Work Jeans', category: 'Bottoms', color: 'Blue', subcategory: 'Jeans' }),
  item({ id: 9, name: 'Old Grey Sweatshirt', category: 'Tops', color: 'Grey', subcategory: 'Sweatshirt' }),
  item({ id: 10, name: 'Brown Leather Work Boots', category: 'Shoes', color: 'Brown', material: 'leather' }),
];

function ask(message: string, closet: ClosetItem[]) {
  const question = parseQuestion(message, { today });
  return outfitAnswer({
    question,
    closet,
    date: question.day?.date ?? today,
    dayLabel: question.day?.label ?? 'today',
    weather: applyWeatherWords(MILD_DRY, question.weather, question.tempC),
    calendarEvents: [],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: wardrobeOf('menswear', closet),
    unit: 'F',
    seed: 1,
  });
}

describe('outfits for an activity come from pieces that meet its needs', () => {
  it('lifting: the athletic top, bottoms and trainers, never the linen shirt', () => {
    const a = ask('what should i throw on for deadlifts tonight', sporty);
    expect(a.itemIds.sort()).toEqual([5, 6, 7]);
    expect(a.text).toMatch(/^For lifting weights tonight/);
    expect(a.text).not.toMatch(/Linen|Oxford|Trench/);
  });
  it('gardening, misspelt: durable clothes and sturdy boots, not the office', () => {
    const a = ask('gardning on saturday, what do i wear', sporty);
    expect(a.text).toMatch(/^For gardening on Saturday/);
    expect(a.itemIds).toContain(10);
    expect(a.itemIds).toContain(8);
    expect(a.text).not.toMatch(/Suit|Oxford|Linen/);
  });
  it('nothing owned fits: says so plainly and what to look for, and dresses nobody for the office', () => {
    const a = ask('clothes for a ski trip next week?', office);
    expect(a.itemIds).toEqual([]);
    expect(a.text).toMatch(/nothing in your closet is made for it/);
    expect(a.text).toMatch(/Look for an insulated waterproof ski jacket/);
    expect(a.text).not.toMatch(/Trench|Linen/);
  });
  it('a rainy walk without rainwear: the closest coat, never the blazer, and says what is missing', () => {
    const closet = [
      ...sporty,
      item({ id: 11, name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy' }),
      item({ id: 12, name: 'Grey Wool Overcoat', category: 'Outerwear', color: 'Grey', material: 'wool' }),
    ].filter((i) => i.id !== 4);
    const a = ask('walking the dog in the rain later, what do i wear', closet);
    expect(a.text).toMatch(/^For walking the dog today \(rain likely/);
    expect(a.itemIds).toContain(12);
    expect(a.itemIds).not.toContain(11);
    expect(a.text).toMatch(/You don't own a waterproof shell/);
  });
  it("'and shoes?' after an activity names only the shoes chosen for it", () => {
    const history = [
      { role: 'user' as const, content: 'what do i wear for weeding the garden tomorrow' },
      { role: 'assistant' as const, content: '…' },
    ];
    const question = parseQuestion('and shoes?', { today, history });
    const a = outfitAnswer({
      question,
      closet: sporty,
      date: question.day?.date ?? today,
      dayLabel: question.day?.label ?? 'today',
      weather: MILD_DRY,
      calendarEvents: [],
      preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
      wardrobe: 'menswear',
      unit: 'F',
      seed: 1,
    });
    expect(a.text).toBe('For shoes, your Brown Leather Work Boots, chosen for gardening.');
  });
  it('yard work is not the office', () => {
    const a = ask('need an outfit for yard work', office);
    expect(a.text).toMatch(/^For yard work/);
    expect(a.text).not.toMatch(/Suit Trousers|Oxford Shoes/);
  });
});

describe('stated weather beats the forecast', () => {
  it('a stated hot humid day: the stated heat in the answer and no coat', () => {
    const closet = office.map((i) => (i.id === 2 ? { ...i, formality: 'business' as const } : i));
    const a = ask("dinner out tonight, it's 93°F and super humid", closet);
    expect(a.text).toMatch(/93°F/);
    expect(a.text).not.toMatch(/Trench/);
    expect(a.itemIds).not.toContain(4);
  });
  it('a stated cold number makes it cold whatever the forecast', () => {
    const q = parseQuestion('walking to work, about 2 degrees c', { today });
    expect(applyWeatherWords({ ...MILD_DRY, maxTempC: 25 }, q.weather, q.tempC).maxTempC).toBe(2);
  });
});

describe('outdoor activities in bad weather get gear, or are told what is missing', () => {
  it.each(['hiking on a muddy trail saturday and its pouring', 'trail run in the rain tmrw', 'gardning in the drizzle this afternoon'])(
    '%s: no trench, and a plain word on the missing shell',
    (message) => {
      const a = ask(message, sporty);
      expect(a.text).not.toMatch(/Trench|Oxford|Linen/);
      expect(a.text).toMatch(/don't own [^.]*a waterproof shell/);
      expect(a.text).toMatch(/look for [^.]*rain shell/);
    },
  );
  it('takes a technical shell when one is owned', () => {
    const shell = item({ id: 11, name: 'Black Waterproof Shell Jacket', category: 'Outerwear', color: 'Black' });
    const a = ask('hike tomorrow in the rain', [...sporty, shell]);
    expect(a.itemIds).toContain(11);
    expect(a.text).not.toMatch(/waterproof shell made for/);
  });
  it('keeps shorts off a freezing trail and says what would do', () => {
    const a = ask("going hiking saturday, it'll be about 2 degrees c", sporty);
    expect(a.text).not.toMatch(/Shorts/);
    expect(a.text).toMatch(/warm outdoor layer/);
  });
  it('says the beach closet has no swimwear', () => {
    const a = ask('beach day w the kids sunday what do i wear', sporty);
    expect(a.text).toMatch(/don't own swimwear/);
  });
});

describe('shopping for an activity names what only stands in', () => {
  const casual = [
    item({ id: 21, name: 'Grey Hoodie', category: 'Tops', color: 'Grey', subcategory: 'Hoodie' }),
    item({ id: 22, name: 'Grey Joggers', category: 'Bottoms', color: 'Grey', formality: 'athletic' }),
    item({ id: 23, name: 'Black Sneakers', category: 'Shoes', color: 'Black', subcategory: 'Sneakers' }),
  ];
  const buying = 'joining a gym next week, what do i need to buy?';
  it('a hoodie and sneakers will do for the gym, but asked what to buy, the athletic top and trainers are named', () => {
    expect(parseQuestion(buying, { today }).kind).toBe('shopping');
    const a = ask(buying, casual);
    expect(a.text).toMatch(/your Grey Hoodie, Grey Joggers and Black Sneakers/);
    expect(a.text).toMatch(/You don't own an athletic top and trainers yet/);
  });
  it('not asked to buy, the stand-ins simply dress the person', () => {
    expect(ask('what should i wear to the gym', casual).text).not.toMatch(/You don't own/);
  });
  it('asked to buy with everything owned, says there is nothing to buy', () => {
    expect(ask(buying, sporty).text).toMatch(/nothing to buy yet/);
  });
});

describe('what the kit is for is promised only when the kit is there', () => {
  const noHikingGear: ClosetItem[] = [
    item({ id: 21, name: 'Black Crew Tee', category: 'Tops', color: 'Black', formality: 'casual' }),
    item({ id: 22, name: 'Running Shorts', category: 'Bottoms', color: 'Black', formality: 'athletic' }),
    item({ id: 23, name: 'Suede Loafers', category: 'Shoes', color: 'Tan' }),
  ];
  it.each(['hiking on saturday in the rain, what do i wear', 'hike tomorrow, supposed to rain', 'going hiking sunday and its pouring'])('%s', (message) => {
    const text = ask(message, noHikingGear).text;
    expect(text).toMatch(/the closest you own for (the hike|hiking)/);
    expect(text).not.toMatch(/stay dry/);
    // The shell is asked for once, whether by the kit's list or on its own.
    expect(text.match(/rain shell/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
  it('a full kit still says what it is for', () => {
    const kit: ClosetItem[] = [
      ...noHikingGear,
      item({ id: 24, name: 'Trail Running Shoes', category: 'Shoes', color: 'Grey', formality: 'athletic' }),
      item({ id: 25, name: 'Packable Rain Shell', category: 'Outerwear', color: 'Green' }),
    ];
    expect(ask('hiking on saturday in the rain, what do i wear', kit).text).toMatch(/so you stay dry and sure-footed/);
  });
});

describe('a hike from a closet with no trail gear (the demo closet on Home, issue 40)', () => {
  const tee = item({ id: 101, name: 'Black Crew Tee', category: 'Tops', subcategory: 'T-shirt', material: 'cotton', formality: 'casual' });
  const shorts = item({ id: 102, name: 'Running Shorts', category: 'Activewear', subcategory: 'Running shorts', formality: 'athletic' });
  const sweater = item({ id: 103, name: 'Gray Merino Sweater', category: 'Tops', subcategory: 'Sweater', material: 'knit', formality: 'smart casual' });
  const loafers = item({ id: 104, name: 'Brown Leather Loafers', category: 'Shoes', subcategory: 'Loafers', material: 'leather', formality: 'smart casual' });
  const sneakers = item({ id: 105, name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', material: 'leather', formality: 'casual' });
  const field = item({ id: 106, name: 'Olive Field Jacket', category: 'Outerwear', subcategory: 'Jacket', material: 'cotton', formality: 'casual' });
  const overcoat = item({ id: 107, name: 'Camel Overcoat', category: 'Outerwear', subcategory: 'Coat', material: 'wool', formality: 'business' });
  const chinos = item({ id: 108, name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', material: 'cotton', formality: 'smart casual' });
  const closet = [tee, shorts, sweater, loafers, sneakers, field, overcoat, chinos];
  const rand = mulberry32(40);
  const days = Array.from({ length: 60 }, () => {
    const maxTempC = Math.round(-2 + rand() * 32);
    const wet = rand() < 0.4;
    return { ...MILD_DRY, maxTempC, minTempC: maxTempC - 6, precipitationProbability: wet ? 85 : 5, precipitationMm: wet ? 6 : 0 };
  });
  const hike = (weather: typeof MILD_DRY, pieces = closet) =>
    activityAnswer({ activity: 'hiking', closet: pieces, weather, dayText: 'on Saturday', weatherText: 'the day', name: 'your hike' });

  it('on a dry day wears the sturdiest closed shoes owned and says what to get for the trail; never loafers or the overcoat', () => {
    for (const w of days.filter((d) => d.precipitationProbability < 50)) {
      const a = hike(w);
      expect(a.itemIds, JSON.stringify(w)).toContain(sneakers.id);
      expect(a.itemIds).not.toContain(loafers.id);
      expect(a.itemIds).not.toContain(overcoat.id);
      expect(a.text).toMatch(/the closest you own for your hike\. You don't own [^.]*hiking boots/);
      expect(a.text).not.toMatch(/so you stay dry and sure-footed/);
    }
  });
  it('never more pieces than a look holds, and a cool or colder trail gets a warm layer', () => {
    for (const w of days) {
      const a = hike(w);
      expect(a.itemIds.length, JSON.stringify(w)).toBeLessThanOrEqual(MAX_OUTFIT_ITEMS);
      if (w.maxTempC < 15)
        expect(
          a.itemIds.some((id) => id === sweater.id || id === field.id),
          JSON.stringify(w),
        ).toBe(true);
    }
  });
  it('the mid layer is kept when the look has room for it', () => {
    const cool = { ...MILD_DRY, maxTempC: 9, minTempC: 3 };
    const a = hike(cool, [tee, chinos, sweater, sneakers]);
    expect(a.itemIds.sort()).toEqual([tee.id, sweater.id, sneakers.id, chinos.id].sort());
    expect(hike({ ...MILD_DRY, maxTempC: 24, minTempC: 16 }, [tee, chinos, sweater, sneakers]).itemIds).not.toContain(sweater.id);
  });
});
