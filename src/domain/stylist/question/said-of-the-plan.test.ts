import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from './parse';
import { statedColours } from './stated-colours';

/**
 * What a message says of the plan and the pieces, read as the person meant it (issue 38.1 and 38.4): a spectator sport one
 * goes to is watched; a nickname or a local word names the piece ('the steel caps', 'my rashies', 'the black derbies'); a
 * verb is no garment ('coming to watch my lessons', 'something I can move in'); a hem said to end short is a fit question;
 * a fit told in one sentence does not decide a what-to-wear asked in another; a colour disliked as a whole look is left out,
 * and 'what now?' after it is a follow-up. Messages drawn by a seed.
 */
const rand = mulberry32(31_313);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = (m: string, history: { role: 'user' | 'assistant'; content: string }[] = []) => parseQuestion(m, { today: '2026-11-30', unit: 'C', history });
const DAYS = ['thurs nite', 'on Saturday', 'tmrw', 'sunday arvo'];

describe('a spectator sport one goes to is watched', () => {
  it.each(Array.from({ length: 10 }, (_, i) => i))('variant %i', () => {
    const sport = pick(['cricket', 'footy', 'rugby', 'netball', 'baseball']);
    const message = `${pick(['goin', 'going', 'heading'])} to the ${sport} ${pick(DAYS)} n theyre sayin storms. wat do i take`;
    expect(read(message).activity, message).toBeNull();
  });
  it('playing it is still doing it', () => {
    expect(read('playing cricket on Saturday, what do I wear').activity).not.toBeNull();
  });
});

describe('pieces by the names people give them', () => {
  it('steel caps are boots, rashies a rash vest, black derbies shoes', () => {
    expect(read('do the steel caps go w jeans for a bbq at my mates place').pieces).toContain('boots');
    expect(read('my rashies got holes in it, what should i get to replace it').pieces).toContain('swimsuit');
    expect(read('Would the black derbies be better than the boat shoes for that?').occasionName).toBeNull();
  });
  it.each(Array.from({ length: 8 }, (_, i) => i))('a verb is no garment (variant %i)', () => {
    const message = pick([
      `parents r coming to watch my lessons ${pick(DAYS)}, wat do i wear`,
      `I want something festive that I can actually move in for the sangeet ${pick(DAYS)}`,
      `the kids will watch the parade ${pick(DAYS)}, what do i wear`,
    ]);
    const q = read(message);
    expect(q.pieces, message).not.toContain('watch');
    expect(q.activity, message).not.toBe('moving');
  });
});

describe('a hem said to end short, and a fit told beside a what-to-wear', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('variant %i', () => {
    const gap = pick(['a good 5 cm', 'way', 'an inch or two', 'well']);
    const message = `the ${pick(['olive cargo trousers', 'black jeans', 'suit trousers'])} I thrifted ${pick(['finish', 'end', 'stop'])} ${gap} above my ankle, anything I can do?`;
    const q = read(message);
    expect([q.kind, q.fitIssue], message).toEqual(['fit', 'short']);
  });
  it('the sentence that asks what to wear decides', () => {
    const m = "My sister's wedding is on the 12th. My charcoal suit is tight across the shoulders now. What do I wear?";
    expect(read(m).kind).toBe('outfit');
  });
});

describe('a colour disliked as a whole look', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('is left out, and what now follows the plan (variant %i)', () => {
    const colour = pick(['white', 'black', 'grey']);
    const message = `My ${pick(['mother-in-law', 'aunt', 'grandmother'])} can't stand all-${colour}, she says it's for mourning. ${pick(['What now?', 'now what', 'other options?'])}`;
    expect(statedColours(message)?.avoid, message).toContain(colour);
    const q = read(message, [
      { role: 'user', content: "What should I wear for lunch at my in-laws' place on Sunday?" },
      { role: 'assistant', content: `Wear the ${colour} cotton kurta with the ${colour} palazzos and the gold juttis.` },
    ]);
    expect([q.kind, q.followUp], message).toEqual(['outfit', true]);
  });
});
