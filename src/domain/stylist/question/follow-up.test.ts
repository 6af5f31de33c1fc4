import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion, type ParseContext } from './parse';

/**
 * Issue 38.4: a follow-up changes only what it names and keeps everything else. Conversations are generated (seeded):
 * a first question about an occasion, an answer that names an outfit, then a follow-up from one of the classes below,
 * filled with a piece, a day, a weather or a length. The reading is checked, not the wording: the kind, the occasion
 * kept, and what changed.
 */
const TODAY = '2026-11-23'; // a Monday
const FIRSTS = [
  { q: 'What should I wear to a wedding on Saturday?', occasion: 'wedding' },
  { q: 'what do i wear to a job interview friday', occasion: 'job interview' },
  { q: 'Outfit for a first date on Thursday?', occasion: 'first date' },
  { q: 'What should I wear to a funeral on Friday?', occasion: 'funeral' },
  { q: 'what should i wear to a graduation on saturday', occasion: 'graduation' },
  { q: 'What do I wear to a barbecue on Sunday?', occasion: 'barbecue' },
];
/** Pieces an answer names, each with the outfit slot it fills. */
const PIECES = [
  { said: 'chelsea boots', noun: 'boots', slot: 'shoes' },
  { said: 'loafers', noun: 'loafers', slot: 'shoes' },
  { said: 'heels', noun: 'heels', slot: 'shoes' },
  { said: 'blouse', noun: 'blouse', slot: 'top' },
  { said: 'oxford shirt', noun: 'shirt', slot: 'top' },
  { said: 'chinos', noun: 'chinos', slot: 'bottom' },
  { said: 'jeans', noun: 'jeans', slot: 'bottom' },
  { said: 'blazer', noun: 'blazer', slot: 'outerwear' },
] as const;
const COLOURS = ['navy', 'black', 'grey', 'lavender', 'olive', 'brown'];
const DAYS = [
  { said: 'Sunday', date: '2026-11-29' },
  { said: 'Saturday', date: '2026-11-28' },
  { said: 'Wednesday', date: '2026-11-25' },
  { said: 'Thursday', date: '2026-11-26' },
];

/** Ruled out for a reason, in the ways people say it. */
const TAKEN_OUT = [
  'cant wear the {p}, got a blister',
  "can't wear my {p} tho, what else",
  'i spilled coffee on the {p}, wat else',
  'The {p} has a wine stain I cannot get out. What else?',
  'my {p} are at the cleaners, what else',
];
const DAY_CHANGES = [
  'It got moved to {d}',
  'its {d} now',
  'ok so it got pushed back to {d} now',
  'hmm its actually on {d} now and we might go a bit later',
  'they just told us it was moved to {d} instead',
];
const MOVES = [
  'what if they move it inside to the {v} bc of storms',
  'they moved it to the {v}',
  'it got moved to the {v}',
  "turns out it's moved to the {v} instead, same night",
];
/** Places with no dress level for a guest of their own: the plan moves there and stays the plan. */
const VENUES = ['gym', 'school gym', 'hall', 'auditorium', 'community centre', 'library', 'tent', 'basement'];
/** Places with a level of their own: moved there, the plan takes the place's level and keeps its occasion and day. */
const NEW_PLANS = [
  { v: 'bowling alley', code: 'casual' },
  { v: 'beach', code: 'casual' },
  { v: 'office', code: 'business casual' },
];

function conversation(seed: number) {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const first = pick(FIRSTS);
  const piece = pick(PIECES);
  const colour = pick(COLOURS);
  const others = PIECES.filter((p) => p.slot !== piece.slot);
  const answer = `Your ${colour} ${piece.said} with the ${pick(others).said} and the ${pick(others).said}.`;
  const history: NonNullable<ParseContext['history']> = [
    { role: 'user', content: first.q },
    { role: 'assistant', content: answer },
  ];
  const read = (message: string) => parseQuestion(message, { today: TODAY, history });
  return { rand, pick, first, piece, colour, read, alone: parseQuestion(first.q, { today: TODAY }) };
}

const SEEDS = Array.from({ length: 40 }, (_, i) => 3800 + i);

describe('a follow-up changes only what it names (issue 38.4)', () => {
  it.each(SEEDS)('a piece taken out for a reason swaps only its slot (seed %i)', (seed) => {
    const c = conversation(seed);
    const message = c.pick(TAKEN_OUT).replace('{p}', `${c.colour} ${c.piece.said}`);
    const q = c.read(message);
    expect({ message, followUp: q.followUp, kind: q.kind }).toEqual({ message, followUp: true, kind: 'outfit' });
    expect(q.occasions[0]).toBe(c.alone.occasions[0]);
    expect(q.day).toEqual(c.alone.day);
    expect(q.avoid).toContain(c.piece.noun);
    expect(q.change).toBe(c.piece.slot);
    // The reason is not a care question: no stain is answered.
    expect(q.problem).toBe(c.alone.problem);
  });

  it.each(SEEDS)('a new day keeps the occasion (seed %i)', (seed) => {
    const c = conversation(seed);
    const day = c.pick(DAYS);
    const message = c.pick(DAY_CHANGES).replace('{d}', day.said);
    const q = c.read(message);
    expect({ message, followUp: q.followUp, kind: q.kind }).toEqual({ message, followUp: true, kind: 'outfit' });
    expect(q.occasions[0]).toBe(c.alone.occasions[0]);
    expect(q.day?.date).toBe(day.date);
  });

  it.each(SEEDS)('a plan moved to another place keeps its occasion (seed %i)', (seed) => {
    const c = conversation(seed);
    const message = c.pick(MOVES).replace('{v}', c.pick(VENUES));
    const q = c.read(message);
    expect({ message, followUp: q.followUp }).toEqual({ message, followUp: true });
    expect(q.occasions[0]).toBe(c.alone.occasions[0]);
    expect(q.activity).toBeNull();
    expect(q.day).toEqual(c.alone.day);
  });

  it.each(SEEDS)('a plan moved to a place with a level of its own takes that level (seed %i)', (seed) => {
    const c = conversation(seed);
    const place = c.pick(NEW_PLANS);
    const q = c.read(c.pick(MOVES).replace('{v}', place.v));
    expect(q.dressCode).toBe(place.code);
    expect(q.followUp).toBe(true);
    expect(q.occasions).toEqual(c.alone.occasions);
    // Said back as where the plan now is: 'the dinner at the bowling alley'.
    expect(q.occasionName).toContain(`at the ${place.v}`);
    expect(q.day).toEqual(c.alone.day);
  });

  it.each(SEEDS)('new weather with "still the X?" keeps the occasion and asks about the piece (seed %i)', (seed) => {
    const c = conversation(seed);
    const t = Math.round(c.rand() * 12);
    const message = `Turns out it'll be about ${t}°C and ${c.pick(['drizzly', 'rainy', 'windy'])}. Still the ${c.colour} ${c.piece.said}?`;
    const q = c.read(message);
    expect({ message, followUp: q.followUp, kind: q.kind }).toEqual({ message, followUp: true, kind: 'outfit' });
    expect(q.occasions[0]).toBe(c.alone.occasions[0]);
    expect(q.tempC).toBe(t);
    expect(q.pieces).toContain(c.piece.noun);
  });

  it.each(SEEDS)('two pieces weighed are weighed for the occasion before (seed %i)', (seed) => {
    const c = conversation(seed);
    const other = c.pick(COLOURS.filter((x) => x !== c.colour));
    const message = c.pick([
      `Would the ${other} ${c.piece.said} work better than the ${c.colour} ones?`,
      `Can I swap the ${c.colour} ${c.piece.said} for the ${other} ${c.piece.said}?`,
    ]);
    const q = c.read(message);
    expect({ message, followUp: q.followUp, kind: q.kind }).toEqual({ message, followUp: true, kind: 'outfit' });
    expect(q.occasions[0]).toBe(c.alone.occasions[0]);
  });

  it.each(SEEDS)('a trip length said again replaces the one before (seed %i)', (seed) => {
    const rand = mulberry32(seed);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
    const before = 3 + Math.floor(rand() * 5);
    const nights = 1 + Math.floor(rand() * (before - 1));
    const history: NonNullable<ParseContext['history']> = [
      {
        role: 'user',
        content: `What should I pack for ${before} days ${pick(['camping', 'in Lisbon', 'at the beach', 'skiing'])} in ${pick(['March', 'July', 'October'])}?`,
      },
      { role: 'assistant', content: 'Pack three tops, two bottoms and two pairs of shoes.' },
    ];
    const message = pick([
      `oh were doin ${nights} nights not ${before}, does that change anything?`,
      `actually it's only ${nights} nights now`,
      `we're doing ${nights} nights instead`,
    ]);
    const q = parseQuestion(message, { today: TODAY, history });
    expect({ message, followUp: q.followUp, kind: q.kind }).toEqual({ message, followUp: true, kind: 'packing' });
    expect(q.trip?.days).toBe(nights + 1);
  });
});
