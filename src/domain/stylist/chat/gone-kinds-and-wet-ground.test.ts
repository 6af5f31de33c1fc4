import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { slotCategory } from '../../../shared/closet-slots';
import { parseQuestion } from '../question';
import { isRuledOut, ruledOutIn } from '../question/ruled-out';
import { item, MILD_DRY } from '../test-fixtures';
import type { ClosetItem, Weather } from '../types';
import { applyWeatherWords, outfitAnswer, wardrobeOf } from './answer';
import { piecePairingAnswer } from './piece-pairing';
import { madeForWetGround, openToed, saysWetGround } from '../reading/feet';
import { words } from '../question/lexicon';

/**
 * Issue 38.4 and 38.5, generated:
 *   - a piece said gone by a pronoun ('the white blouse has a stain, so that's off the table') is out of use;
 *   - an accessory taken out is replaced by one of its kind (a bag by a bag, never sunglasses), and said by its kind;
 *   - 'what can I wear the white jeans with that isn't the black tee' pairs the jeans, and never with the tee;
 *   - water underfoot said ('streets flooding') takes the pair made for it: open and quick-drying in the heat, waterproof in
 *     the cool, and closed wherever toes must be covered.
 */
const TODAY = '2026-11-30';
const rand = mulberry32(3811);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const cases = (n: number) => Array.from({ length: n }, (_, i) => i);

function answer(
  message: string,
  closet: ClosetItem[],
  history: { role: 'user' | 'assistant'; content: string }[],
  base: Weather,
  { owned = closet, ...extra }: { kept?: number[]; takenOut?: string[]; owned?: ClosetItem[] } = {},
) {
  const parsed = parseQuestion(message, { today: TODAY, unit: 'C', history });
  // As the grounding does: a kind ruled out by a word of its own ('the backpack') leaves the rest of its noun ('bag') in.
  const finer = ruledOutIn(
    message,
    owned.map((i) => i.name),
  ).filter((r) => r.marks.length > 0);
  const question = { ...parsed, avoid: parsed.avoid.filter((p) => !finer.some((r) => r.piece === p)) };
  return outfitAnswer({
    question,
    closet,
    date: question.day?.date ?? TODAY,
    dayLabel: question.day?.label ?? 'today',
    weather: applyWeatherWords(base, question.weather, question.tempC),
    calendarEvents: [],
    preferences: { preferredStyle: 'Smart Casual', colorPalette: [], styleGoals: [] },
    wardrobe: wardrobeOf('womenswear', closet),
    unit: 'C',
    seed: 1,
    message,
    ...extra,
  });
}

describe('a piece a pronoun stands for, said off the table, is out of use', () => {
  const PIECES = ['white blouse', 'navy blazer', 'black trousers', 'grey cardigan', 'tan boots', 'green wool skirt'];
  const REASONS = ["has a stain I can't get out", 'got a rip in it', 'smells of smoke', "is at my sister's"];
  const FRAMES = ["so that's off the table", "so it's out", 'so that is not an option', "so that's out of the question"];
  it.each(cases(24))('variant %i', () => {
    const piece = pick(PIECES);
    const message = `The ${piece} ${pick(REASONS)}, ${pick(FRAMES)}.`;
    const ruled = ruledOutIn(message);
    const name = piece.charAt(0).toUpperCase() + piece.slice(1);
    expect(
      ruled.some((r) => isRuledOut({ name }, [r])),
      message,
    ).toBe(true);
    // Another piece of the same noun in another colour stays in.
    expect(isRuledOut({ name: `Purple ${piece.split(' ').at(-1)}` }, ruled), message).toBe(false);
  });
  it('a pronoun with no piece owned before it rules nothing out', () => {
    expect(ruledOutIn("Dinner's at 8, so that's off the table.")).toEqual([]);
  });
});

describe('an accessory taken out is replaced by one of its kind, said by its kind', () => {
  it.each(cases(16))('variant %i', () => {
    let id = 1;
    const piece = (name: string, category: ClosetItem['category'], formality: ClosetItem['formality'] = 'casual') =>
      item({ id: id++, name, category, formality });
    const gone = piece(pick(['Black leather backpack', 'Brown leather rucksack', 'Tan leather satchel']), 'Accessories');
    const other = piece(pick(['Natural canvas tote bag', 'Olive canvas shoulder bag', 'Black nylon crossbody bag']), 'Accessories');
    const glasses = piece('Tortoiseshell sunglasses', 'Accessories');
    const closet = [
      piece('White oxford shirt', 'Tops', 'smart casual'),
      piece('Beige chinos', 'Bottoms', 'smart casual'),
      piece('Brown leather loafers', 'Shoes', 'smart casual'),
      glasses,
      other,
      gone,
    ];
    const history = [
      { role: 'user' as const, content: 'What should I wear to brunch with friends on Saturday?' },
      { role: 'assistant' as const, content: `Your white oxford shirt, beige chinos, brown leather loafers and your ${gone.name.toLowerCase()}.` },
    ];
    const word = gone.name.split(' ').at(-1)!;
    const message = pick([
      `ya but i dont have the leather ${word} anymore, lent it to my brother`,
      `I don't have my ${word} anymore`,
      `lost the ${word} on the train`,
    ]);
    const ruled = ruledOutIn(
      message,
      closet.map((i) => i.name),
    );
    const left = closet.filter((i) => !isRuledOut(i, ruled));
    const a = answer(message, left, history, MILD_DRY, {
      kept: left.filter((i) => i.category !== 'Accessories').map((i) => i.id),
      takenOut: ruled.map((r) => r.piece),
      owned: closet,
    });
    expect(
      left.map((i) => i.id),
      message,
    ).not.toContain(gone.id);
    expect(a.text, message).toContain(other.name);
    expect(a.text, message).not.toContain(glasses.name);
    expect(a.text, message).toMatch(/\bbag\b/);
  });
});

describe("'what can I wear X with that isn't Y' pairs X and leaves Y out", () => {
  const SUBJECTS = [
    { said: 'white jeans', name: 'White jeans', category: 'Bottoms' },
    { said: 'green wool skirt', name: 'Green wool skirt', category: 'Bottoms' },
    { said: 'olive overshirt', name: 'Olive overshirt', category: 'Tops' },
  ] as const;
  const ASIDE = [
    { said: 'black tee', name: 'Black tee', category: 'Tops' },
    { said: 'grey hoodie', name: 'Grey hoodie', category: 'Tops' },
    { said: 'black jeans', name: 'Black jeans', category: 'Bottoms' },
  ] as const;
  const FORMS = [
    'wat can i wear the {x} w that isnt the {y}',
    "what can I wear my {x} with that isn't the {y}?",
    "What could I pair the {x} with, that's not the {y}",
  ];
  it.each(cases(18))('variant %i', () => {
    const x = pick(SUBJECTS);
    const y = pick(ASIDE);
    const message = pick(FORMS).replace('{x}', x.said).replace('{y}', y.said);
    const question = parseQuestion(message, { today: TODAY, unit: 'C' });
    expect(question.kind, message).toBe('pairing');
    expect(question.pairWith, message).toBe(parseQuestion(`what goes with my ${x.said}`, { today: TODAY, unit: 'C' }).pairWith);
    const closet = [
      item({ id: 1, name: x.name, category: x.category, color: x.said.split(' ')[0] }),
      item({ id: 2, name: 'Blue and white striped linen shirt', category: 'Tops', color: 'blue' }),
      item({ id: 3, name: 'Navy chinos', category: 'Bottoms', color: 'navy' }),
      item({ id: 4, name: 'Tan leather sandals', category: 'Shoes', color: 'tan' }),
    ];
    // The grounding takes the piece set aside out of the closet; the builder never pairs it as a piece not owned.
    const ruled = ruledOutIn(message, [...closet.map((i) => i.name), y.name]);
    const narrowed = { ...question, avoid: question.avoid.filter((p) => !ruled.some((r) => r.piece === p && r.marks.length > 0)) };
    const a = piecePairingAnswer({ question: narrowed, message, closet, takenOut: ruled.map((r) => r.piece) });
    expect(a, message).not.toBeNull();
    expect(a!.text, message).toContain(x.name);
    expect(a!.text.toLowerCase(), message).not.toContain(y.said);
  });
});

describe('water underfoot takes the pair made for it', () => {
  const HOT: Weather = { ...MILD_DRY, minTempC: 25, maxTempC: 30, precipitationProbability: 90, precipitationMm: 20 };
  const COOL: Weather = { ...MILD_DRY, minTempC: 4, maxTempC: 9, precipitationProbability: 90, precipitationMm: 20 };
  const WET = [
    'streets flooding near the office',
    "it's bucketing down",
    'theres a downpour and puddles everywhere',
    'the roads flood when it rains like this',
  ];
  const PLANS = ['i have a client lunch at 1, wat do i wear', 'what should I wear to work today?', 'dinner with friends tonight, outfit?'];
  function closetOf() {
    let id = 1;
    const piece = (name: string, category: ClosetItem['category'], formality: ClosetItem['formality'] = 'smart casual') =>
      item({ id: id++, name, category, formality });
    return {
      pumps: piece('Nude block-heel pumps', 'Shoes', 'business'),
      loafers: piece('Brown leather loafers', 'Shoes'),
      sandals: piece(pick(['Tan leather sandals', 'Black rubber slides', 'Black platform sandals']), 'Shoes', 'casual'),
      boots: piece(pick(['Black rubber rain boots', 'Brown waterproof ankle boots']), 'Shoes', 'casual'),
      rest: [piece('Pale pink cotton shirt', 'Tops'), piece('Navy midi skirt', 'Bottoms'), piece('Navy blazer', 'Outerwear')],
    };
  }
  const shoesOf = (text: string, closet: ClosetItem[]) => closet.filter((i) => slotCategory(i) === 'Shoes' && text.includes(i.name));
  it.each(cases(16))('in the heat: an open pair that dries fast (variant %i)', () => {
    const c = closetOf();
    const closet = [c.pumps, c.loafers, c.sandals, ...c.rest];
    const message = `${pick(WET)}, ${pick(PLANS)}`;
    const a = answer(message, closet, [], HOT);
    expect(
      shoesOf(a.text, closet).map((i) => i.name),
      message,
    ).toEqual([c.sandals.name]);
  });
  it.each(cases(12))('in the cool: a pair that keeps water out (variant %i)', () => {
    const c = closetOf();
    const closet = [c.pumps, c.loafers, c.sandals, c.boots, ...c.rest];
    const message = `${pick(WET)}, ${pick(PLANS)}`;
    const a = answer(message, closet, [], COOL);
    expect(
      shoesOf(a.text, closet).map((i) => i.name),
      message,
    ).toEqual([c.boots.name]);
  });
  it.each(cases(8))('where toes must be covered, never an open pair (variant %i)', () => {
    const c = closetOf();
    const closet = [c.loafers, c.sandals, ...c.rest];
    const message = `${pick(WET)}, got a ${pick(['site visit at a factory', 'site visit', 'warehouse walkthrough'])} at 10, what do I wear?`;
    const a = answer(message, closet, [], HOT);
    expect(a.text, message).not.toContain(c.sandals.name);
  });
  it('nothing said of the ground leaves the pair to the level', () => {
    const c = closetOf();
    const closet = [c.pumps, c.loafers, c.sandals, ...c.rest];
    const a = answer('what should I wear to work today?', closet, [], { ...HOT, precipitationProbability: 0, precipitationMm: 0 });
    expect(shoesOf(a.text, closet).map((i) => i.name)).not.toEqual([]);
  });
});

describe("a shoe's hyphenated name is read whole and in parts", () => {
  it('flip-flops dry fast, Gore-Tex keeps water out, a peep-toe is open', () => {
    expect(madeForWetGround('Black Havaianas flip-flops', true)).toBe(true);
    expect(madeForWetGround('Black Havaianas flip-flops', false)).toBe(false);
    expect(madeForWetGround('Brown Gore-Tex walking boots', false)).toBe(true);
    expect(madeForWetGround('Tan suede loafers', true)).toBe(false);
    expect(openToed('Nude peep-toe heels')).toBe(true);
    expect(openToed('Black leather derbies')).toBe(false);
  });
});

describe('water denied is no water underfoot', () => {
  it.each(["we'll walk along the beach first if it isn't pouring", 'not flooding this time, what shoes', 'no puddles today thank god'])('%s', (said) => {
    expect(saysWetGround(words(said))).toBe(false);
  });
});
