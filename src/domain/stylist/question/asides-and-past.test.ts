import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { readMessage } from '../reading/read';
import { statedWearNeeds } from '../reading/wear-needs';
import { words } from './lexicon';
import { parseQuestion } from '.';
import { costAsidesOut } from './parse';
import { withoutPiecePast } from './piece-history';
import { ruledOutIn } from './ruled-out';

/**
 * What a message says beside its question, generated over wordings: a price in brackets is what a piece cost, not a budget;
 * the piece always worn with the one asked about is set aside; when a piece was worn or given is no occasion dressed for now;
 * warmth wished for the person is not the weather; a scene's topic ('why salt melts ice') does not make a question about
 * clothes of one that is not.
 */
const rand = mulberry32(3861);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const TODAY = '2026-12-01';
const parse = (m: string) => parseQuestion(m, { today: TODAY, unit: 'C' });

const PIECES = ['tartan skirt', 'mustard cords', 'green velvet blazer', 'wide-leg jeans', 'linen trousers', 'striped shirt'];
const PARTNERS = ['band tee', 'white tee', 'black turtleneck', 'grey hoodie', 'denim jacket'];

describe('a price in brackets', () => {
  it('is what a piece cost, never a budget, while a bracketed budget still is one', () => {
    for (let i = 0; i < 30; i++) {
      const piece = pick(PIECES);
      const price = pick(['(900 pesos!!)', '($40 in the sale)', '(£25, thrifted)', '(R300)', '(only 12 euros)']);
      const cost = parse(`what goes w my ${piece}, my fav thrift find ${price}`);
      expect(cost.kind, `${piece} ${price}`).not.toBe('shopping');
      expect(cost.budget).toBeNull();
      const budget = parse(`need new ${pick(['boots', 'a coat', 'a bag'])} for the winter (budget $${pick([80, 150, 240])})`);
      expect(budget.kind).toBe('shopping');
      expect(budget.budget).not.toBeNull();
    }
    expect(costAsidesOut('the boots (£40 in the sale) and (can spend 200 at most)')).toBe('the boots   and (can spend 200 at most)');
  });
});

describe('the piece always worn with the one asked about', () => {
  it('is set aside for the answer and still counted as owned', () => {
    for (let i = 0; i < 30; i++) {
      const partner = pick(PARTNERS);
      const frame = pick([
        `but i only ever wear it w the ${partner}`,
        `but I always end up wearing them with the same ${partner}`,
        `I always wear it with my ${partner}`,
        `i usually pair them with the ${partner}`,
      ]);
      const ruled = ruledOutIn(readMessage(`What goes with my ${pick(PIECES)}? ${frame}`).text);
      expect(ruled.length, frame).toBe(1);
      expect(ruled[0]!.lacks).toBe(false);
      // Singled out by its own word ('band' of 'band tee'), or a garment of its own ('denim jacket').
      expect(`${ruled[0]!.marks.join(' ')} ${ruled[0]!.piece}`, frame).toContain(words(partner)[0]);
    }
  });
});

describe("a piece's past", () => {
  const OCCASIONS = ['a wedding', 'my birthday', 'a christening', 'a gala', 'my graduation'];
  it('names no occasion to dress for now, while the same occasion ahead still does', () => {
    for (let i = 0; i < 30; i++) {
      const occasion = pick(OCCASIONS);
      const told = pick([
        `My sister gave me a ${pick(['mustard jumper', 'silk scarf', 'red dress'])} for ${occasion}.`,
        `I have a cream top I've worn exactly once, to ${occasion}.`,
        `I bought these green trousers for ${occasion} last year.`,
      ]);
      const past = parse(`${told} ${pick(['What in my wardrobe would make it work?', 'How else can I wear it?', 'What goes with it?'])}`);
      expect(past.occasions, told).toEqual([]);
      const ahead = parse(`I wore my navy dress to ${occasion} last year, can I wear it to the ${words(occasion).at(-1)} on Saturday?`);
      expect(ahead.occasions.length, occasion).toBeGreaterThan(0);
    }
  });
  it('leaves a message that tells no past as it was written', () => {
    const m = 'Annual check-up with my cardiologist Tuesday at 8:30. Anything I should think about with what I wear?';
    expect(withoutPiecePast(m)).toBe(m);
    expect(parse("I got invited to my cousin's wedding. What should I wear?").occasions).toContain('wedding');
  });
});

describe('warmth wished for the person', () => {
  it('is no warm weather, while warm weather said stays', () => {
    for (let i = 0; i < 20; i++) {
      const wish = pick(["so I'm warm but can still move", 'and still be warm', 'to stay warm', "so i'm warm n not sweating"]);
      const q = parse(`${pick(['skating at the outdoor rink', 'watching the parade', 'a hockey game outside'])} on Sunday, how do I dress ${wish}?`);
      expect(q.weather, wish).not.toContain('warm');
    }
    expect(parse("it's warm out today, what should I wear").weather).toContain('warm');
  });
});

describe('a scene of weather that only sets a topic', () => {
  it('does not make a question about something else one about clothes', () => {
    const q = parse(
      "My daughter's science fair project is on why salt melts ice on the sidewalk. Can you explain the chemistry simply enough for an 11-year-old?",
    );
    expect(q.kind).toBe('off-topic');
    expect(parse("It's 35°C today and I've got client meetings all afternoon. How do I stay professional without melting?").kind).toBe('outfit');
  });
});

describe('the clause that asks what to buy', () => {
  it('is shopping even when it names a trouble the new piece must spare', () => {
    for (let i = 0; i < 20; i++) {
      const trouble = pick(["that won't hurt my knee", "that won't hurt my back", 'that my bad hip can handle']);
      const q = parse(
        `Every winter my ${pick(['leather ankle boots', 'suede boots', 'old trainers'])} let the wet in. With about €150, what should I buy ${trouble}?`,
      );
      expect(q.kind, trouble).toBe('shopping');
    }
  });
  it('finds the needs said: water let in, a sore joint, laces hard on the hands', () => {
    const ws = words('my boots let the wet in, my knee is bad and laces r a pain w my hands');
    expect(statedWearNeeds(ws, 'Shoes', null).map((n) => n.id)).toEqual(expect.arrayContaining(['wet', 'joints', 'no laces']));
    expect(statedWearNeeds(ws, 'Outerwear', null).map((n) => n.id)).not.toContain('no laces');
  });
});

describe('typos keep their first letter', () => {
  it("reads 'cobbles' as cobbles, not a care problem", () => {
    const q = parse(`guided walk ${pick(['sat morning', 'on Saturday'])}, lots of cobbles n stairs. which shoes??`);
    expect(q.problem).toBeNull();
    expect(q.kind).not.toBe('care');
  });
});
