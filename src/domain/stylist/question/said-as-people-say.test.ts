import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../prng';
import { readMessage } from '../reading/read';
import { parseQuestion } from './parse';

/**
 * Classes found reading held-out set 10 (ADR 0116, fourth part), each tested over generated
 * variants rather than the wording that found it.
 */
const ask = (message: string, unit: 'F' | 'C' = 'F') => parseQuestion(message, { today: '2026-11-23', unit });
const random = mulberry32(3810);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const variants = (n: number, make: () => string) => [...new Set(Array.from({ length: n }, make))];

const COLOURS = ['navy', 'black', 'camel', 'burgundy', 'grey', 'olive', 'cream', 'rust'];
const PIECES = ['sweater', 'polo', 'blazer', 'trousers', 'coat', 'quarter-zip', 'cardigan'];

describe('two colours put together are a colour question, whatever pieces illustrate it', () => {
  const pairs = variants(14, () => {
    const [a, b] = [pick(COLOURS), pick(COLOURS.filter((c) => c !== COLOURS[0]))];
    return pick([
      `is it okay to pair ${a} with ${b}? i was going to put the ${a} ${pick(PIECES)} over the ${b} ${pick(PIECES)}`,
      `${a} + ${b} together?? or does it look off`,
      `${a} & ${b} 2gether ok?`,
      `can you mix ${a} and ${b}, thinking my ${a} ${pick(PIECES)}`,
    ]);
  }).filter((m) => {
    const cs = ask(m).colours;
    return new Set(cs).size >= 2;
  });
  it.each(pairs)('%s → colour', (message) => {
    expect(ask(message).kind).toBe('colour');
  });
  it('a sign between two words is the word it stands for, never glued to a word', () => {
    expect(readMessage('sage + olive 2gether').text).toBe('sage and olive together');
    expect(readMessage('navy & black').text).toBe('navy and black');
    expect(readMessage('navy&black').text).toBe('navy&black');
    expect(readMessage('+ 5 degrees').text).toBe('+ 5 degrees');
  });
  it.each(['green', 'blue', 'pink', 'red', 'purple'])('a shade named with its family (%s) is one colour', (family) => {
    for (const shade of ['sage', 'emerald', 'dusty', 'forest', 'hot', 'cobalt', 'mint', 'coral']) {
      const colours = ask(`${shade} ${family} with olive?`).colours;
      if (!colours.includes(family)) continue;
      // Only a shade the vocabulary does not know leaves the family as the colour named.
      expect(colours).not.toContain(shade);
    }
    expect(ask(`sage ${family} with olive?`).colours).toEqual(['sage', 'olive']);
    // A neutral beside a hue is two colours.
    expect(ask(`black ${family} stripes`).colours).toEqual(['black', family]);
  });
});

describe('asking for a result is not asking what to wear to the game', () => {
  const teams = ['Wild', 'Packers', 'Celtics', 'Arsenal', 'Cubs', 'Leafs'];
  it.each(
    variants(8, () =>
      pick([
        `what was the score in the ${pick(teams)} game last night?`,
        `whats the score of the ${pick(teams)} game`,
        `who won the ${pick(teams)} game last night`,
      ]),
    ),
  )('%s → declined', (message) => {
    expect(ask(message).kind).toBe('off-topic');
  });
  it.each(variants(6, () => `what should i wear to the ${pick(teams)} game ${pick(['tonight', 'on sunday', 'tomorrow'])}`))('%s → an outfit', (message) => {
    expect(ask(message).kind).toBe('outfit');
  });
});

describe('how much room a piece has is a fit question, never declined', () => {
  it.each(
    variants(10, () =>
      pick([
        `how do i tell intentional oversized from just too big`,
        `i feel swamped in the ${pick(['grey', 'navy', 'black'])} ${pick(['blazer', 'coat', 'sweater'])}`,
        `is my ${pick(['blazer', 'hoodie', 'shirt'])} oversized or does it just not fit`,
        `i'm drowning in this ${pick(['coat', 'jumper', 'dress'])}, too big?`,
      ]),
    ),
  )('%s → fit', (message) => {
    expect(ask(message).kind).toBe('fit');
  });
  it('being swamped at work is not a fit question', () => {
    expect(ask("I'm swamped at work this week, what should i wear friday").kind).toBe('outfit');
  });
});

describe('proofing that has worn off is care, with its own method', () => {
  it.each(
    variants(10, () => {
      const piece = pick(['olive waxed jacket', 'rain shell', 'barbour', 'walking jacket', 'hiking boots']);
      return pick([
        `how do i re-proof the ${piece}`,
        `my ${piece} is letting water through at the shoulders`,
        `how to rewax a ${piece}?`,
        `the ${piece} has stopped beading, what do i do`,
      ]);
    }),
  )('%s → care: proofing', (message) => {
    const q = ask(message);
    expect(q.kind).toBe('care');
    expect(q.problem).toBe('proofing');
  });
});

describe('pieces as people name them', () => {
  it.each([
    ['no topcoat, lent it to my son. what else', 'coat'],
    ['my peacoat or the parka?', 'coat'],
    ['the navy quarter-zip over a polo', 'sweater'],
    ['half zip with chinos?', 'sweater'],
  ])('%s names a %s', (message, piece) => {
    expect(ask(message).pieces).toContain(piece);
  });
});

describe('a walk named by where it goes is a walk, named as written', () => {
  const places = ['cliff', 'coastal', 'forest', 'river', 'canal', 'harbour', 'beach'];
  const names = ['Howth', 'Tamalpais', 'Cotswolds', 'Dingle', 'Cornish'];
  it.each(variants(10, () => `outfit for the ${pick(names)} ${pick(places)} walk on ${pick(['sunday', 'saturday'])}?`))('%s', (message) => {
    const q = ask(message);
    expect(q.activity).toBe('walking');
    // The place keeps the capitals it was written with.
    expect(q.occasionName).toMatch(/^[A-Z][a-z]+ [a-z]+ walk$/);
  });
  it('walking the dog is a walk, but not a named one', () => {
    const q = ask('want to walk the dog tomorrow morning what do i wear');
    expect(q.activity).toBe('walking');
    expect(q.occasionName).toBeNull();
  });
});

describe('weather as people describe it', () => {
  it.each(variants(8, () => `${pick(['absolute scorcher', 'its baking', 'sizzling out', 'heat wave'])} today, ${pick([26, 27, 29, 31])} degrees`))(
    '%s: the heat makes a bare number Celsius, even for a Fahrenheit user',
    (message) => {
      const n = Number(/(\d+) degrees/.exec(message)![1]);
      expect(ask(message, 'F').tempC).toBeCloseTo(n, 0);
    },
  );
  it.each(['its lashing rain all day', 'teeming down out there', 'it is lashing'])('%s → rain', (message) => {
    expect(ask(`${message}, what do i wear to work`).weather).toContain('rain');
  });
  it.each(["it's bitter this morning", 'frost on the car', 'perishing out'])('%s → cold', (message) => {
    expect(ask(`${message}, what do i wear to work`).weather).toContain('cold');
  });
  it('a bitter taste is no weather', () => {
    expect(ask('the coffee was bitter, what do i wear to work').weather).not.toContain('cold');
  });
});
