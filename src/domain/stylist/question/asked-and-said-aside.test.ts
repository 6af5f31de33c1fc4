import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { indoorClimate } from './stated-weather';
import { readAfterTurns } from './test-ask';
import { ruledOutIn } from './ruled-out';
import { fitIn } from './trip-and-fit';

/**
 * What a message asks, and what it only says beside the question (issue 38.1): two worn pieces asked for together ('which
 * coat and shoes?') ask for an outfit, not a pairing; two colours said to clash ask a colour question, whatever the garments
 * are called; money in any currency is a budget; 'going up to 27 later' in a message about degrees is no money; a garment's
 * word heading an event's name ('the Soweto derby') is the event; 'a run around the park' is a run; a name is a place
 * outside the occasion's phrase too ('at TD Garden'); a 'not' ends with its sentence; a softening word inside a frame
 * ('don't actually have') changes nothing; a cut in a piece's name ('wide-leg') is no fit problem; 'aircond' is a room's
 * device. Messages are drawn by a seed.
 */
const rand = mulberry32(330_033);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const read = readAfterTurns;
const DAYS = ['today', 'tomorrow', 'tonight', 'on Friday'];

describe('two worn pieces asked for together ask for an outfit', () => {
  const PAIRS = ['Which coat and shoes?', 'Which shoes and what on top?', 'what jacket and which boots', 'Which top and what trousers?'];
  const SCENES = [
    "It's pouring and I have to walk 10 minutes from the train to the office",
    'Sleet and minus 3, walking twenty minutes to rehearsal',
    'Windy and 12 degrees, dinner with friends',
  ];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const message = `${pick(SCENES)} ${pick(DAYS)}. ${pick(PAIRS)}`;
    const q = read(message);
    expect(q.kind, message).toBe('outfit');
    expect(q.pairWith, message).toBeNull();
  });

  it('a piece given and one asked for is still a pairing', () => {
    expect(read('navy chinos, what shoes?').kind).toBe('pairing');
    expect(read('what bag and jewelry should i add').pairWith).not.toBeNull();
  });
});

describe('two colours said to clash ask a colour question', () => {
  const GARMENTS = ['tudung', 'baju kurung', 'dupatta', 'kurta', 'shayla', 'gele'];
  const COLOURS = ['navy', 'black', 'brown', 'grey', 'green'];
  it.each(Array.from({ length: 12 }, (_, i) => i))('variant %i', () => {
    const [a, b] = [pick(COLOURS), pick(COLOURS.filter((c) => c !== COLOURS[0]))];
    if (a === b) return;
    const message = `Is it okay to wear my ${a} ${pick(GARMENTS)} with the ${b} ${pick(GARMENTS)}, or do ${b} and ${a} clash?`;
    // Two garments the tables know make it their pairing, which weighs the same colours; never a rule of etiquette.
    expect(['colour', 'pairing'], message).toContain(read(message).kind);
  });
});

describe('money in any currency is a budget; a temperature is not money', () => {
  it.each(['RM250', '300 ringgit', 'R1,500', '4000 kr'])('%s to spend is shopping', (money) => {
    const message = `I have about ${money} to spend at the ${pick(['year-end sales', 'sales', 'mall'])}. What ${pick(['one or two pieces', 'should I get', 'pieces'])} would add the most to my wardrobe?`;
    expect(read(message).kind, message).toBe('shopping');
  });

  it.each(Array.from({ length: 10 }, (_, i) => i))('going up to a temperature is no budget (variant %i)', () => {
    const low = 5 + Math.floor(rand() * 8);
    const high = low + 10 + Math.floor(rand() * 8);
    const message = `its only ${low} degrees this morning but going up to ${high} later, ${pick(['how do i dress for school', 'what do i wear to work', 'outfit?'])}`;
    const q = read(message);
    expect(q.budget, message).toBeNull();
    expect(q.kind, message).not.toBe('shopping');
  });

  it('a price with a piece is still a budget beside degrees', () => {
    expect(read('need a coat under 200, it gets to minus 10 degrees here').budget?.amount).toBe(200);
  });
});

describe("a garment's word heading an event's name is the event", () => {
  it.each(['Soweto derby', 'Manchester derby', 'Merseyside derby'])('%s', (derby) => {
    const q = read(`Who won the ${derby} on Saturday, and what was the score?`);
    expect(q.pieces).not.toContain('oxfords');
    expect(q.kind).toBe('off-topic');
  });
  it('the shoes are still shoes', () => {
    expect(read('are my derbies ok for the wedding').pieces).toContain('oxfords');
  });
});

describe('what is done, said around names and idioms', () => {
  it.each(Array.from({ length: 8 }, (_, i) => i))('a run around a park is a run (variant %i)', () => {
    const message = `Going for a run around ${pick(['KLCC Park', 'the lake', 'Stanley Park', 'the block'])} ${pick(DAYS)}, what should I wear?`;
    expect(read(message).activity, message).toBe('running');
  });
  it('running around all day is no run', () => {
    expect(read("I'll be running around all day with the kids, what should I wear").activity).toBeNull();
  });
  it.each(['TD Garden', 'Madison Square Garden', 'the Rose Garden Arena'])('a game at %s is no gardening', (arena) => {
    expect(read(`Going to a Celtics game at ${arena} on Wednesday night. What do I wear?`).activity).not.toBe('gardening');
  });
});

describe('what is ruled out', () => {
  it("a 'not' ends with its sentence", () => {
    expect(read('cousins engagement party sat nite, its indian but not super traditional. kurta or nah').avoid).not.toContain('kurta');
    expect(read('no heels. what should I wear to the wedding').avoid).toContain('heels');
  });
  it.each(['actually', 'really', 'even', 'currently'])("'don't %s have' still says not owned", (word) => {
    const ruled = ruledOutIn(`I don't ${word} have the grey sweatshirt anymore, I gave it to my brother. What instead?`);
    expect(ruled.map((r) => r.piece)).toContain('hoodie');
  });
});

describe('a cut in a name is no fit problem', () => {
  it.each(['wide-leg', 'wide leg', 'long-sleeve', 'relaxed fit'])('%s', (cut) => {
    const noun = cut.includes('sleeve') ? 'tee' : 'trousers';
    const fit = fitIn(` the black ${cut} ${noun} drag on the floor hem them or wear platforms `);
    expect(fit.issue).toBe('long');
  });
});

describe("the room's device, as people in different places call it", () => {
  it.each(['aircond', 'air cond', 'aircon', 'AC'])('%s is freezing: cold inside', (device) => {
    expect(indoorClimate(`So humid today, 33 degrees outside, and the office ${device} is freezing as usual.`)).toBe('cold');
  });
  it('patchy air conditioning is a warm room', () => {
    expect(indoorClimate('full shift at the pharmacy, the air conditioning there is patchy')).toBe('warm');
  });
});

describe('the UV said is strong sun', () => {
  it.each(['UV is extreme today', 'the uv index is 11 tomorrow', 'UV is off the charts on the boat deck'])('%s', (m) => {
    expect(read(`${m}, what do I wear`).weather).toContain('sun');
  });
});
