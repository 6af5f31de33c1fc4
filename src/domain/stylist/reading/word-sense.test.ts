import { describe, expect, it } from 'vitest';
import { parseAlone } from '../question/parse';
import { mulberry32 } from '../prng';

/**
 * Generated over words × frames (issue 38: one word must not pick the builder): a sport, place or weather word counts as
 * the pursuit only in the sense that says so ('go boxing', 'at the pool', 'it's muddy out'), never as a container, a
 * verb of what a garment does, or a care problem on a named piece, where the kind follows the piece's storage, fit or care.
 */

const TODAY = '2026-11-29';
const SEED = 38_0705;

function pick<T>(rand: () => number, xs: readonly T[]): T {
  return xs[Math.floor(rand() * xs.length)]!;
}

function variants<T>(n: number, make: (rand: () => number) => T): T[] {
  const rand = mulberry32(SEED);
  return Array.from({ length: n }, () => make(rand));
}

const SHOES = ['dress shoes', 'boots', 'heels', 'sneakers', 'loafers', 'ankle boots', 'sandals'];
const OPENERS = ['', 'quick q, ', 'hey ', 'honestly '];
const DAYS = ['tomorrow', 'on saturday', 'tonight', 'this weekend'];

describe('a container is not a sport', () => {
  const cases = variants(40, (r) => {
    const box = pick(r, ['the box', 'the box they came in', 'their box', 'the original box', 'the boxes they came in', 'a shoe box']);
    const frame = pick(r, [
      `should i keep my ${pick(r, SHOES)} in ${box}${pick(r, ['', ' or what', '?', ' or is that bad'])}`,
      `is it ok to store my ${pick(r, SHOES)} in ${box}`,
      `do my ${pick(r, SHOES)} need to stay in ${box}`,
    ]);
    return `${pick(r, OPENERS)}${frame}`;
  });
  it.each(cases)('%s', (message) => {
    const q = parseAlone(message, TODAY);
    expect(q.activity).toBeNull();
    expect(q.occasions).not.toContain('gym');
    expect(q.kind).toBe('care');
    expect(q.problem).toBe('storage');
  });
  it.each(variants(12, (r) => `${pick(r, ['going boxing', 'boxing class', 'i box', 'kickboxing'])} ${pick(r, DAYS)}, what should i wear`))(
    '%s is boxing',
    (message) => {
      expect(parseAlone(message, TODAY).activity).toBe('gym');
    },
  );
});

describe('what a garment does is how it fits, not a place', () => {
  const BOTTOMS = ['trousers', 'jeans', 'chinos', 'pants', 'suit trousers', 'dress pants'];
  const cases = variants(40, (r) => {
    const verb = pick(r, ['pool', 'bunch', 'stack', 'puddle']);
    const where = pick(r, ['at the bottom', 'at the ankle', 'at my ankles', 'over my shoes', 'around the ankles']);
    return pick(r, [
      `my ${pick(r, BOTTOMS)} ${pick(r, ['', 'kind of ', 'always ', 'sort of '])}${verb} ${where}, what do i do`,
      `how long should ${pick(r, BOTTOMS)} be? mine ${pick(r, ['', 'kind of ', 'kinda '])}${verb} ${where}`,
      `${pick(r, OPENERS)}my new ${pick(r, BOTTOMS)} ${verb} ${where}`,
    ]);
  });
  it.each(cases)('%s', (message) => {
    const q = parseAlone(message, TODAY);
    expect(q.activity).toBeNull();
    expect(q.occasions).not.toContain('beach');
    expect(q.occasions).not.toContain('swimming');
    expect(q.kind).toBe('fit');
  });
  it.each(variants(12, (r) => `${pick(r, ['going to the pool', 'pool party', 'heading to the pool', 'pool day'])} ${pick(r, DAYS)}, what should i wear`))(
    '%s is the pool',
    (message) => {
      const q = parseAlone(message, TODAY);
      expect(q.activity === 'swimming' || q.occasions.includes('beach')).toBe(true);
    },
  );
});

describe('mud or paint on a named piece is a stain, not the weather or a chore', () => {
  const PIECES = ['boots', 'jeans', 'white sneakers', 'suede shoes', 'trench coat', 'chinos', 'leather boots'];
  const cases = variants(40, (r) => {
    const piece = pick(r, PIECES);
    const [matter, stain] = pick(r, [
      ['mud', 'stain:mud'],
      ['paint', 'stain:paint'],
    ] as const);
    const message = pick(r, [
      `my ${piece} ${pick(r, ['are', 'got', 'are all'])} ${pick(r, ['caked in', 'covered in', 'splattered with'])} ${matter} ${pick(r, ['from the weekend', 'after the hike', 'from yesterday', ''])}`,
      `${pick(r, ['got', 'there is', 'i got'])} ${matter} ${pick(r, ['on', 'all over'])} my ${piece}`,
    ]);
    return [message.trim(), stain] as const;
  });
  it.each(cases)('%s', (message, stain) => {
    const q = parseAlone(message, TODAY);
    expect(q.kind).toBe('care');
    expect(q.problem).toBe(stain);
    expect(q.weather).not.toContain('rain');
    expect(q.activity === null || q.activity === 'hiking').toBe(true);
  });
  it.each(variants(10, (r) => `${pick(r, ["it's muddy out", 'its so muddy outside', 'the trail is muddy'])} ${pick(r, DAYS)}, what should i wear`))(
    '%s is the weather',
    (message) => {
      const q = parseAlone(message, TODAY);
      expect(q.weather).toContain('rain');
      expect(q.kind).not.toBe('care');
    },
  );
});

describe('sand on a piece is no sanding job', () => {
  const cases = variants(
    16,
    (r) =>
      `${pick(r, ['got sand all over', 'sand in', 'so much sand in', 'there is sand on'])} my ${pick(r, ['suede loafers', 'sneakers', 'white jeans', 'boots'])}${pick(r, [' from the beach', '', ', how do i clean them'])}`,
  );
  it.each(cases)('%s', (message) => {
    const q = parseAlone(message, TODAY);
    expect(q.activity === null || q.activity === 'beach').toBe(true);
    expect(q.occasions).not.toContain('chores');
  });
  it.each(variants(6, (r) => `sanding the ${pick(r, ['deck', 'floors', 'fence'])} ${pick(r, DAYS)}, what should i wear`))('%s is a chore', (message) => {
    expect(parseAlone(message, TODAY).activity).toBe('chores');
  });
});

describe('a care verb done to a named piece asks its care, whatever pursuit it follows', () => {
  const cases = variants(24, (r) => {
    const [piece, pursuit] = pick(r, [
      ['swimsuit', 'the pool'],
      ['ski jacket', 'skiing'],
      ['running shoes', 'my run'],
      ['hiking boots', 'the hike'],
      ['leggings', 'yoga'],
      ['swim trunks', 'the beach'],
    ] as const);
    return pick(r, [
      `how do i dry my ${piece} after ${pursuit}`,
      `how do i get ${pick(r, ['chlorine', 'the sweat', 'salt water', 'the smell'])} out of my ${piece} after ${pursuit}`,
      `best way to rinse my ${piece} after ${pursuit}?`,
    ]);
  });
  it.each(cases)('%s', (message) => {
    const q = parseAlone(message, TODAY);
    expect(q.kind).toBe('care');
    expect(q.problem).not.toBeNull();
  });
  it.each(variants(8, (r) => `${pick(r, ['what should i wear to', 'outfit for'])} ${pick(r, ['the pool', 'skiing', 'my run', 'the hike'])} ${pick(r, DAYS)}`))(
    '%s is what to wear',
    (message) => {
      expect(parseAlone(message, TODAY).kind).toBe('outfit');
    },
  );
});

describe('room in a bag or a closet is not how a piece fits', () => {
  const cases = variants(20, (r) => {
    const things = pick(r, ['everything', 'it all', 'all my stuff', 'three outfits', 'my boots']);
    const [where, kind] = pick(r, [
      ['a backpack', 'packing'],
      ['my carry-on', 'packing'],
      ['one suitcase', 'packing'],
      ['the drawer', 'care'],
      ['my closet', 'care'],
    ] as const);
    return [`${pick(r, ['trying to fit', 'how do i fit', 'can i fit'])} ${things} ${pick(r, ['in', 'into'])} ${where}`, kind] as const;
  });
  it.each(cases)('%s', (message, kind) => {
    expect(parseAlone(message, TODAY).kind).toBe(kind);
  });
  it.each(
    variants(
      8,
      (r) => `how should ${pick(r, ['a blazer', 'my jeans', 'a suit jacket', 'trousers'])} fit${pick(r, ['', ' in the shoulders', ' at the waist'])}`,
    ),
  )('%s is fit', (message) => {
    expect(parseAlone(message, TODAY).kind).toBe('fit');
  });
});

describe('things put or packed away are stored, not a trip', () => {
  const cases = variants(30, (r) => {
    const season = pick(r, ['winter', 'summer']);
    const stuff = pick(r, ['stuff', 'clothes', 'things', 'sweaters', 'gear']);
    return pick(r, [
      `${pick(r, ['putting', 'packing', 'tucking'])} my ${season} ${stuff} away for the season, any tips before i pack it up`,
      `${pick(r, OPENERS)}time to put my ${season} ${stuff} away, how should i pack them`,
      `how do i pack away my ${season} ${stuff}`,
    ]);
  });
  it.each(cases)('%s', (message) => {
    const q = parseAlone(message, TODAY);
    expect(q.trip).toBeNull();
    expect(q.kind).toBe('care');
    expect(q.problem).toBe('storage');
  });
  it.each(variants(10, (r) => `what should i pack for ${pick(r, ['a week in rome', '5 days in lisbon', 'a weekend in paris'])}`))('%s is a trip', (message) => {
    expect(parseAlone(message, TODAY).kind).toBe('packing');
  });
});

describe("'dress' before another garment says how dressy it is", () => {
  const cases = variants(20, (r) => {
    const [said, piece] = pick(r, [
      ['trousers', 'trousers'],
      ['pants', 'trousers'],
      ['boots', 'boots'],
      ['slacks', 'trousers'],
    ] as const);
    return [
      `${pick(r, ['how should my', 'are my', 'can i wear my', 'should'])} dress ${said} ${pick(r, ['break over the shoe', 'with a navy blazer', 'be hemmed', 'fit'])}`,
      piece,
    ] as const;
  });
  it.each(cases)('%s', (message, piece) => {
    const q = parseAlone(message, TODAY);
    expect(q.pieces).toContain(piece);
    expect(q.pieces).not.toContain('dress');
  });
});
