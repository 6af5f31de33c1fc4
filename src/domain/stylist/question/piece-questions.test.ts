import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parse';

/** Questions about the person's own pieces, in varied wording (lower case, no punctuation, misspellings, texting shorthand). */
const today = '2026-11-23';
const ask = (message: string) => parseQuestion(message, { today });

describe('pairing, colour and etiquette are read by form, not phrase', () => {
  it.each([
    ['can i wear my tan boots w the khaki chinos', 'pairing'],
    ['would my silver earrings go with the red dress', 'pairing'],
    ['what jackets work w/ my white jeans', 'pairing'],
    ['is it weird to wear brown loafers with grey wool trousers', 'pairing'],
    ['what colour belt with navy chinos', 'pairing'],
    ['which bag goes best with the floral skirt', 'pairing'],
    ['do grey and brown work', 'colour'],
    ['wat goes with mustard', 'colour'],
    ['is burgundy and navy a good combo', 'colour'],
    ['are loafers ok for a first day at a bank', 'etiquette'],
    ['what do guests usually wear to a christening', 'etiquette'],
    ['does a guest have to wear a dress to a baby shower', 'etiquette'],
    ['is my navy blazer too formal for a barbecue', 'etiquette'],
  ])('%s → %s', (message, kind) => {
    expect(ask(message).kind).toBe(kind);
  });

  it("'work' as a verb is not the office; 'to work' still is", () => {
    expect(ask('do grey and brown work').occasions).toEqual([]);
    expect(ask('what jackets work w my white jeans').occasions).toEqual([]);
    expect(ask('what should i wear to work tomorrow').occasions).toContain('work');
  });

  it("'a dress to a shower' keeps the dress as a garment; 'dress for' stays a verb", () => {
    expect(ask('does a guest have to wear a dress to a bridal shower').pieces).toContain('dress');
    expect(ask('how should i dress for a bris').pieces).not.toContain('dress');
  });

  it('new garments: swimwear and a tux are pieces of their own', () => {
    expect(ask('need a swimsuit for my trip max $60')).toMatchObject({ kind: 'shopping', pieces: ['swimsuit'], budget: { amount: 60 } });
    expect(ask('should i buy or rent a tux budget 350')).toMatchObject({ kind: 'shopping', pieces: ['tuxedo'], budget: { amount: 350 } });
    expect(ask('should i buy a new blazer for interviews, have about 200').budget).toMatchObject({ amount: 200 });
    expect(ask('its going to be about 20 degrees, what should i wear').budget).toBeNull();
  });
});

describe('a problem named without a care word carries its cause', () => {
  it.each([
    ['my kid got marker on my white shirt', 'stain:ink'],
    ['toddler drew on my chinos with a crayon', 'stain:wax'],
    ['spilled pasta sauce on my cream sweater', 'stain:tomato'],
    ['curry sauce on linen pants', 'stain:curry'],
    ['sunscreen all over my swim trunks', 'stain:sunscreen'],
    ['got some wall paint on my jeans', 'stain:paint'],
    ['rust marks on my white tee from the washer', 'stain:rust'],
    ['my merino jumper has little balls all over it', 'pilling'],
    ['my leather jacket smells musty', 'smell'],
    ['sweater stretched out at the cuffs', 'stretch'],
  ])('%s → %s', (message, problem) => {
    const q = ask(message);
    expect(q.kind).toBe('care');
    expect(q.problem).toBe(problem);
  });

  it('two problems are both kept, in the order written', () => {
    expect(ask('red wine on my tee and now it shrank in the wash').problems).toEqual(['stain:wine', 'shrink']);
  });

  it('sauce with its own cause is one stain, not also grease', () => {
    expect(ask('tomato sauce on my shirt').problems).toEqual(['stain:tomato']);
  });
});

describe('fit described, not named', () => {
  it.each([
    ['trousers pool at my ankles', 'length', 'long'],
    ['my wrap dress keeps falling open at the top', 'neckline', 'loose'],
    ['the sleeves on my blazer cover my hands', 'sleeves', 'long'],
    ['shirt collar too tight', 'collar', 'tight'],
  ])('%s → %s / %s', (message, area, issue) => {
    const q = ask(message);
    expect(q.kind).toBe('fit');
    expect([q.fitArea, q.fitIssue]).toEqual([area, issue]);
    expect(q.activity).toBeNull();
  });

  it("'at the top' is a part of the garment, not a top", () => {
    expect(ask('my wrap dress keeps falling open at the top').pieces).toEqual(['dress']);
  });
});

describe('storage said without the word store', () => {
  it.each(['where do i keep my necklaces so they dont tangle', 'no room for my sweaters', 'running out of space for my boots'])('%s', (message) => {
    expect(ask(message)).toMatchObject({ kind: 'care', problem: 'storage' });
  });
});
