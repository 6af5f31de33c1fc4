import { describe, expect, it } from 'vitest';
import { MAX_OUTFIT_ITEMS } from '../../../shared/closet-constants';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '../question';
import type { ActivityId } from '../question/lexicon';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem, Weather } from '../types';
import { activityAnswer } from './activity';

/**
 * The ice, the snow and the wall (issue 38: 'an outdoor activity answered with another sport's
 * gear'): each is read as itself from generated messages, and dressed from generated closets,
 * with and without its gear, on generated days, never in another sport's gear.
 */

const today = '2026-11-23';
const rand = mulberry32(38);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

// How people name each pursuit, and the frames they say it in.
const SAID: Record<'skating' | 'curling' | 'snow' | 'shoveling' | 'climbing', readonly string[]> = {
  skating: ['ice skating', 'skating at the rink', 'the ice rink', 'a skating lesson', 'figure skating', 'skating on the outdoor rink'],
  curling: ['curling', 'curling league', 'a bonspiel', 'curling at the club'],
  snow: ['sledding', 'sledging', 'tobogganing', 'a snowball fight', 'building a snowman', 'playing in the snow'],
  shoveling: ['shoveling the driveway', 'shovelling snow', 'clearing the snow off the drive', 'snow shoveling'],
  climbing: ['bouldering', 'indoor climbing', 'rock climbing', 'the climbing gym', 'the climbing wall'],
};
const WHO = ['', 'taking my niece ', 'with the grandkids ', 'w my roommate ', 'me and the kids '];
const DAYS = ['on sunday', 'tomorrow', 'this weekend', 'tonight', 'sat morning'];
const FRAMES = [
  (act: string, day: string, who: string) => `${who}${act} ${day}, what should i wear?`,
  (act: string, day: string, who: string) => `What do I wear for ${act} ${day}? ${who ? `Going ${who.trim()}.` : ''}`,
  (act: string, day: string) => `${act} ${day} wat do i wear`,
  (act: string, day: string) => `outfit for ${act} ${day}`,
];

function messages(activity: keyof typeof SAID, n: number): string[] {
  return Array.from({ length: n }, () => pick(FRAMES)(pick(SAID[activity]), pick(DAYS), pick(WHO)));
}

describe('the ice, the snow and the wall are read as themselves', () => {
  for (const activity of Object.keys(SAID) as (keyof typeof SAID)[])
    it.each(messages(activity, 12))(`${activity}: %s`, (message) => {
      expect(parseQuestion(message, { today }).activity).toBe(activity);
    });

  it.each([
    ['roller skating on friday, what do i wear', 'skating'],
    ['what should i wear to the skate park', 'skating'],
    ['is a curling iron bad for my hair', 'curling'],
    ['my office has lots of stairs, climbing the stairs in heels ok?', 'climbing'],
  ])('%s is not %s', (message, activity) => {
    expect(parseQuestion(message, { today }).activity).not.toBe(activity);
  });

  it('skiing is still skiing', () => {
    expect(parseQuestion('ski trip next week, what do i pack to wear', { today }).activity).toBe('skiing');
  });
});

// A pool of pieces, gear for each pursuit and for others; closets are drawn from it.
let id = 0;
const p = (name: string, category: ClosetItem['category'], extra: Partial<ClosetItem> = {}) => item({ id: ++id, name, category, ...extra });
const GEAR = {
  snowBoots: p('Black Insulated Snow Boots', 'Shoes'),
  parka: p('Navy Down Parka', 'Outerwear'),
  skiPants: p('Black Ski Pants', 'Bottoms'),
  thermal: p('Black Thermal Base Layer', 'Activewear', { formality: 'athletic' }),
  trackPants: p('Navy Track Pants', 'Activewear', { formality: 'athletic' }),
  tank: p('Grey Athletic Tank', 'Activewear', { formality: 'athletic' }),
  leggings: p('Black Leggings', 'Activewear', { formality: 'athletic' }),
  runners: p('Grey Running Shoes', 'Shoes', { formality: 'athletic' }),
  beanie: p('Burgundy Knit Beanie', 'Accessories'),
  scarf: p('Grey Wool Scarf', 'Accessories'),
  gloves: p('Black Lined Leather Gloves', 'Accessories'),
};
const EVERYDAY = {
  jumper: p('Oatmeal Cashmere Jumper', 'Tops'),
  sweater: p('Navy Quarter-Zip Sweater', 'Tops'),
  tee: p('White Crew Tee', 'Tops', { subcategory: 'T-shirt' }),
  jeans: p('Light-Wash Straight Jeans', 'Bottoms', { subcategory: 'Jeans' }),
  chinos: p('Khaki Chinos', 'Bottoms', { subcategory: 'Chinos' }),
  cargos: p('Olive Cargo Pants', 'Bottoms'),
  coat: p('Black Wool-Blend Coat', 'Outerwear', { subcategory: 'Coat', material: 'wool' }),
  sneakers: p('White Canvas Sneakers', 'Shoes', { subcategory: 'Sneakers', material: 'cotton' }),
  leatherBoots: p('Brown Leather Lace-Up Boots', 'Shoes', { material: 'leather' }),
};
// Other pursuits' gear and the office: never the answer for the ice, the snow or the wall.
const OTHERS = {
  boardShorts: p('Blue Board Shorts', 'Swim'),
  hikingBoots: p('Brown Hiking Boots', 'Shoes'),
  brogues: p('Brown Leather Brogues', 'Shoes', { formality: 'business' }),
  suitJacket: p('Navy Suit Jacket', 'Suits & tailoring', { subcategory: 'Suit jacket', formality: 'business' }),
  satin: p('Ivory Satin Camisole', 'Tops'),
  heels: p('Silver Strappy Heels', 'Shoes', { formality: 'formal' }),
  skiGloves: p('Insulated Ski Gloves', 'Accessories'),
  sunHat: p('Wide-Brim Sun Hat', 'Accessories'),
};

/** Never in the look for each pursuit, whatever the closet. */
const NEVER: Record<keyof typeof SAID, readonly ClosetItem[]> = {
  skating: [OTHERS.boardShorts, OTHERS.hikingBoots, OTHERS.brogues, OTHERS.suitJacket, OTHERS.satin, OTHERS.heels, GEAR.skiPants, OTHERS.sunHat],
  curling: [
    OTHERS.boardShorts,
    OTHERS.hikingBoots,
    OTHERS.brogues,
    OTHERS.suitJacket,
    OTHERS.satin,
    OTHERS.heels,
    GEAR.snowBoots,
    EVERYDAY.leatherBoots,
    GEAR.skiPants,
  ],
  snow: [OTHERS.boardShorts, OTHERS.brogues, OTHERS.suitJacket, OTHERS.satin, OTHERS.heels, EVERYDAY.sneakers, OTHERS.sunHat],
  shoveling: [OTHERS.boardShorts, OTHERS.brogues, OTHERS.suitJacket, OTHERS.satin, OTHERS.heels, EVERYDAY.sneakers, OTHERS.sunHat],
  climbing: [
    OTHERS.boardShorts,
    OTHERS.brogues,
    OTHERS.suitJacket,
    OTHERS.satin,
    OTHERS.heels,
    GEAR.skiPants,
    GEAR.snowBoots,
    OTHERS.skiGloves,
    EVERYDAY.jeans,
  ],
};

const ALL = [...Object.values(GEAR), ...Object.values(EVERYDAY), ...Object.values(OTHERS)];
/** A closet: every other-sport piece (the temptation), and each gear or everyday piece with even odds. */
function closetDrawn(): ClosetItem[] {
  return [...Object.values(OTHERS), ...[...Object.values(GEAR), ...Object.values(EVERYDAY)].filter(() => rand() < 0.5)];
}
function dayDrawn(): Weather {
  const maxTempC = Math.round(-10 + rand() * 30);
  const wet = rand() < 0.3;
  return { ...MILD_DRY, maxTempC, minTempC: maxTempC - 5, precipitationProbability: wet ? 80 : 5, precipitationMm: wet ? 5 : 0 };
}
const answer = (activity: ActivityId, closet: readonly ClosetItem[], weather: Weather) =>
  activityAnswer({ activity, closet, weather, dayText: 'on Sunday', weatherText: 'the day' });
const names = (ids: readonly number[]) => ids.map((i) => ALL.find((x) => x.id === i)!.name);

describe('dressed for the pursuit from the closet, never in another sport’s gear', () => {
  const cases = Array.from({ length: 80 }, () => ({ closet: closetDrawn(), weather: dayDrawn() }));
  for (const activity of Object.keys(SAID) as (keyof typeof SAID)[])
    it(`${activity}: at most a look's pieces, none of another pursuit`, () => {
      for (const { closet, weather } of cases) {
        const a = answer(activity, closet, weather);
        const why = `${JSON.stringify(weather)} ${names(closet.map((i) => i.id)).join(', ')} -> ${a.text}`;
        expect(a.itemIds.length, why).toBeLessThanOrEqual(MAX_OUTFIT_ITEMS);
        for (const never of NEVER[activity]) expect(a.itemIds, why).not.toContain(never.id);
        for (const never of NEVER[activity]) expect(a.text, why).not.toContain(never.name);
      }
    });
});

describe('with the gear owned, the gear is worn', () => {
  const full = [...Object.values(GEAR), ...Object.values(EVERYDAY), ...Object.values(OTHERS)];
  const days = Array.from({ length: 20 }, dayDrawn);
  it.each(days.map((d) => [d.maxTempC, d]))('snow play at %s°C: snow boots, the parka, ski pants, and the warm accessories said', (_t, weather) => {
    const a = answer('snow', full, weather as Weather);
    expect(a.itemIds).toEqual(expect.arrayContaining([GEAR.snowBoots.id, GEAR.parka.id, GEAR.skiPants.id]));
    expect(a.text).toMatch(/It's cold[^.]*, so add your Burgundy Knit Beanie/);
    expect(a.text).toMatch(/Grey Wool Scarf/);
    expect(a.lacks).toBe(false);
  });
  it.each(days.map((d) => [d.maxTempC, d]))('skating at %s°C: a jumper, jeans and a warm coat, never the ski pants', (_t, weather) => {
    const a = answer('skating', full, weather as Weather);
    expect(a.itemIds).toEqual(expect.arrayContaining([EVERYDAY.jeans.id, GEAR.parka.id]));
    expect(a.itemIds.some((i) => i === EVERYDAY.jumper.id || i === EVERYDAY.sweater.id || i === GEAR.thermal.id)).toBe(true);
    expect(a.text).toMatch(/Beanie|Scarf|Gloves/);
  });
  it.each(days.map((d) => [d.maxTempC, d]))('curling at %s°C: stretchy trousers and clean flat trainers', (_t, weather) => {
    const a = answer('curling', full, weather as Weather);
    expect(a.itemIds).toEqual(expect.arrayContaining([GEAR.trackPants.id, GEAR.runners.id]));
  });
  it.each(days.map((d) => [d.maxTempC, d]))('climbing at %s°C: an athletic top and stretchy bottoms, climbing shoes hired', (_t, weather) => {
    const a = answer('climbing', full, weather as Weather);
    expect(a.itemIds.some((i) => i === GEAR.tank.id || i === GEAR.thermal.id)).toBe(true);
    expect(a.itemIds.some((i) => i === GEAR.leggings.id || i === GEAR.trackPants.id)).toBe(true);
    expect(a.text).toMatch(/climbing shoes/);
  });
});

describe('without the gear, the closest owned and plainly what is missing', () => {
  const city = [
    EVERYDAY.jumper,
    EVERYDAY.jeans,
    EVERYDAY.chinos,
    EVERYDAY.coat,
    EVERYDAY.sneakers,
    EVERYDAY.leatherBoots,
    EVERYDAY.tee,
    ...Object.values(OTHERS),
  ];
  it('sledding from a city closet: leather boots over canvas sneakers, and snow boots and snow pants named as missing', () => {
    const a = answer('snow', city, { ...MILD_DRY, maxTempC: -3, minTempC: -8 });
    expect(a.itemIds).toContain(EVERYDAY.leatherBoots.id);
    expect(a.itemIds).toContain(EVERYDAY.coat.id);
    expect(a.text).toMatch(/You don't own [^.]*snow pants[^.]*snow boots/);
  });
  it('shovelling from a city closet: jeans do without a word, boots are still missing', () => {
    const a = answer('shoveling', city, { ...MILD_DRY, maxTempC: -3, minTempC: -8 });
    expect(a.text).not.toMatch(/snow pants/);
    expect(a.text).toMatch(/snow boots/);
  });
  it('climbing from a city closet: a tee and loose casual trousers stand in, never jeans', () => {
    const a = answer('climbing', city, MILD_DRY);
    expect(a.itemIds).toContain(EVERYDAY.tee.id);
    expect(a.itemIds).toContain(EVERYDAY.chinos.id);
    expect(a.itemIds).not.toContain(EVERYDAY.jeans.id);
  });
  it('the ice is cold on a mild day too: a warm coat for skating, and said where it is cold', () => {
    const a = answer('skating', [...city, GEAR.beanie], { ...MILD_DRY, maxTempC: 19 });
    expect(a.itemIds).toContain(EVERYDAY.coat.id);
    expect(a.text).toMatch(/It's cold on the ice, so add your Burgundy Knit Beanie/);
  });
});

describe('a cold run layers up and names the hat and gloves; an indoor pursuit does not', () => {
  const tights = p('Black Running Tights', 'Activewear', { formality: 'athletic' });
  const runner = [
    p('Blue Wicking Running Top', 'Activewear', { formality: 'athletic' }),
    tights,
    GEAR.runners,
    // Athletic but not made for running: the tights go first.
    p('Grey Fleece Joggers', 'Activewear', { formality: 'athletic' }),
    p('Navy Merino Quarter-Zip', 'Tops'),
    p('Navy Packable Rain Jacket', 'Outerwear'),
    GEAR.beanie,
    GEAR.gloves,
    GEAR.scarf,
  ];
  it.each([-8, -3, 2, 6])('at %s°C', (maxTempC) => {
    const a = answer('running', runner, { ...MILD_DRY, maxTempC, minTempC: maxTempC - 4 });
    expect(a.itemIds.length).toBeLessThanOrEqual(MAX_OUTFIT_ITEMS);
    expect(a.text).toMatch(/It's cold, so add your Burgundy Knit Beanie and Black Lined Leather Gloves/);
    // A runner's neck stays free: no scarf.
    expect(a.text).not.toMatch(/Scarf/);
    expect(a.itemIds).toContain(tights.id);
  });
  it('a warm run names no accessories', () => {
    expect(answer('running', runner, { ...MILD_DRY, maxTempC: 22 }).text).not.toMatch(/Beanie|Gloves/);
  });
  it('the gym on a freezing day names no hat', () => {
    expect(answer('gym', runner, { ...MILD_DRY, maxTempC: -5 }).text).not.toMatch(/Beanie/);
  });
});

describe('activewear filed as Activewear dresses the studio and the bike', () => {
  const bra = p('Lilac Sports Bra', 'Activewear');
  const leggings = p('Black Yoga Leggings', 'Activewear');
  const blouse = p('Ivory Satin Blouse', 'Tops');
  const jeans = EVERYDAY.jeans;
  it.each([12, 20, 28])('hot yoga at %s°C: the sports bra and the leggings', (maxTempC) => {
    const a = answer('yoga', [blouse, jeans, bra, leggings], { ...MILD_DRY, maxTempC });
    expect(a.itemIds.sort()).toEqual([bra.id, leggings.id].sort());
  });
  it('a wet bike commute: the bike shorts and the wicking tee under the shell', () => {
    const shorts = p('Black Bike Shorts', 'Activewear');
    const tee = p('Teal Wicking Tee', 'Activewear');
    const shell = p('Yellow Rain Shell', 'Outerwear');
    const a = answer('cycling', [shorts, tee, shell, EVERYDAY.coat, jeans], { ...MILD_DRY, maxTempC: 12, precipitationProbability: 90, precipitationMm: 8 });
    expect(a.itemIds).toEqual(expect.arrayContaining([shorts.id, tee.id, shell.id]));
  });
});
