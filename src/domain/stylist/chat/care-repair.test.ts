import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { item } from '../test-fixtures';
import { careAnswer } from './care';
import { mulberry32 } from '../prng';

/**
 * Generated over pieces × fabrics × damages × problems × phrasings:
 * - a hole, tear, snag, ladder, lost button, split seam, broken zip or fallen hem asked as 'fix or toss / can I repair /
 *   worth mending' is a repair: how to mend it (darn, patch, needle and matching thread, a tailor), on the piece named,
 *   matched by all the words said ('merino crewneck' is the crewneck, not the merino tee); a moth hole adds one moth line;
 * - the fill of the piece decides the method: a smell on down is washed out with a down wash and tumbled dry with balls,
 *   never soaked in vinegar;
 * - shoes that smell get shoe steps (insoles out, baking soda, air-dried, no dryer), on the owned pair named;
 * - 'are they ruined?' is answered before the method.
 */

const today = '2026-11-29';
const rand = mulberry32(38_1301);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const ask = (message: string, closet: ReturnType<typeof item>[]) => careAnswer({ question: parseQuestion(message, { today }), closet, message });

const CLOSET = [
  item({ id: 1, name: 'Black Merino Tee', category: 'Tops', subcategory: 'T-shirt', material: 'wool', color: 'black' }),
  item({ id: 2, name: 'Charcoal Merino Crewneck', category: 'Tops', material: 'wool', color: 'charcoal' }),
  item({ id: 3, name: 'Cream Cashmere Cardigan', category: 'Tops', subcategory: 'Cardigan', material: 'wool', color: 'cream' }),
  item({ id: 4, name: 'Light Wash Jeans', category: 'Bottoms', subcategory: 'Jeans', material: 'denim', color: 'blue' }),
  item({ id: 5, name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', material: 'cotton', color: 'khaki' }),
  item({ id: 6, name: 'Brown Leather Jacket', category: 'Outerwear', subcategory: 'Leather jacket', material: 'leather', color: 'brown' }),
  item({ id: 7, name: 'Black Tights', category: 'Accessories', subcategory: 'Tights', color: 'black' }),
  item({ id: 8, name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Shirt', material: 'cotton', color: 'white' }),
];

/** Each piece as said, the owned name it must be answered about, and what mends its hole. */
const HOLED = [
  { said: 'merino crewneck', name: 'Charcoal Merino Crewneck', mend: /darn/ },
  { said: 'cashmere cardigan', name: 'Cream Cashmere Cardigan', mend: /darn/ },
  { said: 'light wash jeans', name: 'Light Wash Jeans', mend: /patch|thread/ },
  { said: 'khaki chinos', name: 'Khaki Chinos', mend: /patch|thread/ },
  { said: 'leather jacket', name: 'Brown Leather Jacket', mend: /leather repair|glue|cobbler/ },
] as const;
const HOLES = ['a small moth hole near the cuff of', 'a hole in the elbow of', 'a tear in', 'a little rip in', 'found a hole in'];
const ASKS = ['Fix it myself or toss it?', 'can i repair it?', 'worth mending?', 'can it be saved?', 'how do i fix it'];

describe('a hole or tear is mended, on the piece named', () => {
  const cases = Array.from({ length: 30 }, () => {
    const piece = pick(HOLED);
    const message = `${pick(HOLES)} my ${piece.said}. ${pick(ASKS)}`;
    return { piece, message };
  });
  it.each(cases)('$message', ({ piece, message }) => {
    const q = parseQuestion(message, { today });
    expect(q.kind).toBe('care');
    const a = ask(message, CLOSET);
    expect(a.text).toContain(piece.name);
    expect(a.text).toMatch(piece.mend);
    expect(a.text).toMatch(/tailor|cobbler|repairer|worth/);
    // A moth hole is mended first; moths get one line, not the answer.
    expect(a.text).not.toMatch(/^To protect/);
    if (/moth/.test(message)) expect(a.text).toMatch(/moths don’t come back/);
  });
});

const OTHER_DAMAGE = [
  { message: (p: string) => `got a run in my ${p}, can i fix it`, piece: 'black tights', name: 'Black Tights', mend: /nail polish|hairspray/ },
  { message: (p: string) => `theres a ladder in my ${p} already ugh`, piece: 'tights', name: 'Black Tights', mend: /nail polish|hairspray/ },
  {
    message: (p: string) => `snagged my ${p} on a nail, can it be fixed`,
    piece: 'cashmere cardigan',
    name: 'Cream Cashmere Cardigan',
    mend: /crochet hook|snag repair tool/,
  },
  { message: (p: string) => `lost a button off my ${p}`, piece: 'white oxford shirt', name: 'White Oxford Shirt', mend: /needle and matching thread/ },
  { message: (p: string) => `the seam on my ${p} split, worth fixing?`, piece: 'khaki chinos', name: 'Khaki Chinos', mend: /backstitch/ },
  { message: (p: string) => `the zipper on my ${p} broke, fix or replace?`, piece: 'leather jacket', name: 'Brown Leather Jacket', mend: /new zip|slider/ },
  { message: (p: string) => `the hem of my ${p} came down, how do i fix it`, piece: 'jeans', name: 'Light Wash Jeans', mend: /slip-stitch|hemming tape/ },
];

describe('a ladder, snag, lost button, split seam, broken zip or fallen hem is a repair', () => {
  const cases = Array.from({ length: 21 }, (_, n) => {
    const row = OTHER_DAMAGE[n % OTHER_DAMAGE.length]!;
    const message = row.message(row.piece);
    return { ...row, message: pick([message, message.toLowerCase(), `${message} pls`]) };
  });
  it.each(cases)('$message', ({ message, name, mend }) => {
    const q = parseQuestion(message, { today });
    expect(q.kind).toBe('care');
    expect(q.problems).toContain('repair');
    const a = ask(message, CLOSET);
    expect(a.text).toContain(name);
    expect(a.text).toMatch(mend);
  });
});

describe('holes and rips that are no damage', () => {
  it.each([
    'Helping my dad build a fence all day Saturday. Digging post holes, sawing, the works. What should I wear?',
    'are ripped jeans ok for the office',
    'jeans with holes in the knees for a concert, too much?',
    'where can i snag a cheap blazer',
    'is a maxi skirt with a side split ok for a wedding',
    'should i split my budget between shoes and a coat',
    'black tie on saturday, torn between a gown and a jumpsuit',
    'is a popped collar ok for brunch',
    'i fly out friday and my luggage went missing, what do i wear',
  ])('%s', (message) => {
    expect(parseQuestion(message, { today }).problems).not.toContain('repair');
  });
});

const DOWN = [
  { said: 'down parka', name: 'Navy Down Parka' },
  { said: 'puffer', name: 'Black Puffer Jacket' },
  { said: 'down vest', name: 'Olive Down Vest' },
] as const;
const SMELLS = ['campfire', 'smoke', 'a bonfire', 'sweat', 'musty'];

describe('the fill of the piece decides the method: a smell on down is washed out, not soaked', () => {
  const cases = Array.from({ length: 18 }, () => {
    const piece = pick(DOWN);
    const smell = pick(SMELLS);
    const message = pick([
      `How do I wash the ${piece.said} without wrecking it? It smells like ${smell}.`,
      `my ${piece.said} stinks of ${smell}, how do i get it out`,
      `${piece.said} smells ${smell === 'musty' ? 'musty' : `like ${smell}`} after the weekend, help`,
    ]);
    return { piece, message };
  });
  it.each(cases)('$message', ({ piece, message }) => {
    const closet = [
      ...DOWN.map((p, i) => item({ id: 20 + i, name: p.name, category: 'Outerwear', color: p.name.split(' ')[0]! })),
      item({ id: 30, name: 'Charcoal Wool Overcoat', category: 'Outerwear', material: 'wool', color: 'charcoal' }),
    ];
    const a = ask(message, closet);
    expect(a.text).toContain(piece.name);
    expect(a.text).toMatch(/down-specific wash/);
    expect(a.text).toMatch(/tennis or dryer balls/);
    expect(a.text).not.toMatch(/vinegar|shaped hanger/);
  });
});

const SHOES = [
  { said: 'running shoes', name: 'Running Shoes' },
  { said: 'gym trainers', name: 'Grey Gym Trainers' },
  { said: 'white sneakers', name: 'White Sneakers' },
] as const;

describe('shoes that smell get shoe steps, on the pair named', () => {
  const cases = Array.from({ length: 12 }, () => {
    const shoe = pick(SHOES);
    const message = pick([
      `My ${shoe.said} smell absolutely awful. How do I get rid of it without wrecking them?`,
      `my ${shoe.said} stink, what do i do`,
      `how do i get the smell out of my ${shoe.said}`,
    ]);
    return { shoe, message };
  });
  it.each(cases)('$message', ({ shoe, message }) => {
    const closet = SHOES.map((s, i) => item({ id: 40 + i, name: s.name, category: 'Shoes', subcategory: 'Sneakers', color: i === 2 ? 'white' : 'grey' }));
    const a = ask(message, closet);
    expect(a.text).toContain(shoe.name);
    expect(a.text).toMatch(/insoles/);
    expect(a.text).toMatch(/baking soda/);
    expect(a.text).toMatch(/never in the dryer/);
    expect(a.text).not.toMatch(/soak it for an hour/);
  });
});

describe("'are they ruined?' is answered before the method", () => {
  const PAIRS = [
    { said: 'suede chelsea boots', name: 'Suede Chelsea Boots', material: 'suede' },
    { said: 'suede loafers', name: 'Tan Suede Loafers', material: 'suede' },
    { said: 'leather boots', name: 'Brown Leather Boots', material: 'leather' },
  ] as const;
  const cases = Array.from({ length: 12 }, () => {
    const pair = pick(PAIRS);
    const message = pick([
      `my ${pair.said} got soaked in the rain, are they ruined??`,
      `got caught in a downpour in my ${pair.said}, are they done for?`,
      `${pair.said} got soaked walking home, can they be saved`,
    ]);
    return { pair, message };
  });
  it.each(cases)('$message', ({ pair, message }) => {
    const closet = PAIRS.map((p, i) => item({ id: 50 + i, name: p.name, category: 'Shoes', subcategory: 'Boots', material: p.material, color: 'tan' }));
    const a = ask(message, closet);
    expect(a.text).toMatch(/^Almost certainly not ruined/);
    expect(a.text).toContain(pair.name);
    expect(a.text).toMatch(/away from heat/);
  });
});

describe('a mend asked beside a wash or a smell answers both (generated, seed 38_1302)', () => {
  const rnd = mulberry32(38_1302);
  const choose = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  it('names the mend, then how to wash it or get the smell out', () => {
    for (let n = 0; n < 24; n++) {
      const piece = choose(HOLED.slice(0, 4));
      const ask2 = choose([
        `my ${piece.said} has a moth hole near the cuff and smells musty from the loft. How should I wash it, and what can be done about the hole?`,
        `there's a hole in my ${piece.said}. how do i fix it, and how should i wash it after?`,
        `found a hole in the ${piece.said} and it smells damp. can I mend it?`,
      ]);
      const text = ask(ask2, CLOSET)?.text ?? '';
      expect(text, ask2).toMatch(/mend|darn|patch|thread/i);
      expect(text, ask2).toMatch(/To wash it|For the smell/);
    }
  });
});
