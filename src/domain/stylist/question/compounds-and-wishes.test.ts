import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../shared/prng';
import { parseQuestion } from '.';

/**
 * Readings that hang on a word's form or a clause's place, generated: a hyphenated compound is read by its garment
 * ('cable-knit'); bulk said beside a pairing asks the pairing; a place said to be wrong for a piece is not the occasion;
 * a pursuit spelt with its capital ('Pilates') is the pursuit; 'something nice for today' asks for an outfit; a look wished
 * for ('chic', 'elegant') lifts an everyday occasion a step, held at smart casual when held back ('but not stuffy');
 * a walk-through is no walk.
 */
const rand = mulberry32(5519);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const parse = (m: string) => parseQuestion(m, { today: '2026-12-01', unit: 'C' });

describe('compounds and clauses', () => {
  it('reads a hyphenated compound by its garment, and keeps t-shirts whole', () => {
    for (let i = 0; i < 10; i++) {
      const [said, piece] = pick([
        ['cable-knit', 'sweater'],
        ['sun-hat', 'hat'],
        ['rain-jacket', 'jacket'],
      ] as const);
      expect(parse(`what goes with my navy ${said}?`).pieces, said).toContain(piece);
    }
    expect(parse('my grey t-shirt has a stain').pieces).toEqual(['t-shirt']);
  });

  it('asks the pairing when bulk or a wrong place is only why a piece sits unworn', () => {
    for (let i = 0; i < 10; i++) {
      const why = pick(['It feels too chunky for the office', 'It is too casual for work', 'it feels too bulky for the office']);
      const q = parse(`What do I actually wear the navy cable-knit with? ${why}, so it just sits on the shelf.`);
      expect(q.kind, why).toBe('pairing');
      expect(q.occasions, why).not.toContain('work');
    }
    expect(parse('the cream fisherman sweater feels too thick under the navy peacoat, what do I do').kind).toBe('fit');
    expect(parse('is the nordic sweater too much for the office?').occasions).toContain('work');
  });

  it('reads a pursuit spelt with its capital as the pursuit', () => {
    for (let i = 0; i < 10; i++) {
      const [said, activity] = pick([
        ['Pilates', 'yoga'],
        ['Zumba', 'gym'],
        ['CrossFit', 'gym'],
      ] as const);
      const q = parse(`Trying a reformer ${said} class at a studio tomorrow at 7am before work. What do I wear?`);
      expect(q.activity, said).not.toBeNull();
      if (said === 'Pilates') expect(q.activity).toBe(activity);
    }
  });

  it("asks for an outfit with 'something nice for today'", () => {
    for (let i = 0; i < 10; i++) {
      const m = `${pick(['Something', 'something', 'Anything'])} ${pick(['nice', 'simple', 'comfy', 'smart'])} for ${pick(['today', 'tonight', 'tomorrow'])} please, nothing fussy.`;
      expect(parse(m).kind, m).toBe('outfit');
    }
  });

  it('lifts an everyday occasion for a look wished for, held at smart casual when held back', () => {
    for (let i = 0; i < 10; i++) {
      const wish = pick(['want to look chic', 'want to look elegant', 'want to look polished']);
      const held = rand() < 0.5;
      const q = parse(`lunch with my brother on sat, ${wish}${held ? ' but not stuffy' : ''}, what shall i wear`);
      expect(q.dressCode, wish).toBe('smart casual');
    }
    expect(parse('first date brunch sunday, wanna look put together but not tryhard').dressCode).toBe('smart casual');
  });

  it('reads a walk-through as no walk, and a guided walk through a garden as one', () => {
    expect(parse("it's now a walk-through at the quarry site, what should I wear?").activity).not.toBe('walking');
    expect(parse("I'm leading a guided walk through the Winter Garden on Wednesday morning. What should I wear?").activity).toBe('walking');
  });
});

describe('straight from work, after a plan', () => {
  it('keeps the plan and dresses at the office level at least (generated)', () => {
    for (let i = 0; i < 10; i++) {
      const [plan, level] = pick([
        ['what shud i wear to my sons winter concert thurs 6pm, its in the school gym', 'business casual'],
        ['what should I wear to the pub quiz tomorrow night?', 'business casual'],
        ['What do I wear to the charity gala on Saturday? Black tie.', 'formal'],
      ] as const);
      const q = parseQuestion(pick(['ok but wat if im coming straight from work', 'what if I go straight from work?', "I'll be coming from work though"]), {
        today: '2026-12-01',
        history: [
          { role: 'user', content: plan },
          { role: 'assistant', content: 'Go for the dark jeans, the grey knit and your boots.' },
        ],
      });
      expect(q.dressCode, plan).toBe(level);
      expect(q.occasions, plan).toEqual(parse(plan).occasions);
    }
  });
});
