import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../../domain/stylist/question';
import { item } from '../../../domain/stylist/test-fixtures';
import { mulberry32 } from '../../../shared/prng';
import { answerFor, testUser } from './test-ground';

/**
 * Issue 38.3: a question about clothes is never refused. When nothing the advice holds answers a piece named ('cardigan buttons
 * are hard with my arthritis, any tricks?'), Wren asks one short question naming what could be meant; a choice with nothing said
 * of what it is ('the blue or the green?') or an opinion on a kind of piece ('thoughts on the jacket?') is asked back. Also read
 * here: 'pounds' of a body's weight are no money, a piece weighed against a season is an outfit for that weather, a fit fix asked
 * is fit whatever else is said, and the piece to buy is the one the buying clause names. Drawn by a seed.
 */
const rand = mulberry32(1357);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const user = testUser('female');
const closet = [
  item({ id: 1, name: 'Navy Wool Cardigan', category: 'Tops', material: 'wool' }),
  item({ id: 2, name: 'Grey Trousers', category: 'Bottoms' }),
  item({ id: 3, name: 'Black Loafers', category: 'Shoes' }),
  item({ id: 4, name: 'Tan Rain Jacket', category: 'Outerwear' }),
];
const answer = async (message: string) => (await answerFor(user, message, closet)).text;
const REFUSAL = /not sure I can help|can't help/i;
const questionsIn = (a: string) => (a.match(/\?/g) ?? []).length;

describe('a question about clothes', () => {
  it('is never refused: one short question names what could be meant', async () => {
    for (let k = 0; k < 8; k++) {
      const piece = pick(['cardigan', 'jacket', 'trousers']);
      const message = pick([`${piece} buttons r so hard w my arthritis any tricks`, `the zip on my ${piece} keeps catching on my necklace, help`]);
      expect(await answer(message), message).not.toMatch(REFUSAL);
    }
    // Where nothing the advice holds speaks to it, the answer is the question, not a refusal.
    const asked = await answer('cardigan buttons r so hard w my arthritis any tricks or should i get a diff kind');
    expect(asked).toMatch(/cardigan/);
    expect(questionsIn(asked)).toBe(1);
  });

  it('a choice or an opinion with nothing said of what it is, is asked back', async () => {
    for (const [message, names] of [
      ['Which is better, the blue or the green?', /blue[^?]*green/],
      ['thoughts on the jacket?', /jacket/],
      ['Your take on the scarf?', /scarf/],
    ] as const) {
      const a = await answer(message);
      expect(a, message).toMatch(/\?/);
      expect(a, message).toMatch(names);
      expect(a.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, message).toBeLessThanOrEqual(3);
    }
    // A colour pairing asked is answered, not asked back.
    expect(await answer('does plum go with red?')).not.toMatch(/what, and for what/);
  });
});

describe('read as the person meant it', () => {
  const ask = (m: string) => parseQuestion(m, { today: '2026-11-23', unit: 'F' });
  it("'pounds' of a body's weight are no budget", () => {
    for (const verb of ['dropped', 'lost', 'put on', 'gained'])
      expect(ask(`I've ${verb} about 25 pounds and my jeans don't fit, worth getting them altered?`).budget, verb).toBeNull();
    expect(ask('need boots under 60 pounds').budget?.currency).toBe('GBP');
  });
  it('a piece weighed against a season is an outfit for that weather', () => {
    for (const m of ['Can I still wear my chambray shirtdress in winter, or is it a summer thing?', 'can my linen trousers be worn in winter'])
      expect(ask(m).kind, m).toBe('outfit');
  });
  it('a fit fix asked is fit, whatever else is said', () => {
    expect(ask("Everything is too long in the leg lately, I think I'm shrinking! My ponte pants drag on the floor. Worth having them hemmed?").kind).toBe(
      'fit',
    );
  });
  it('the piece to buy is the one the buying clause names', () => {
    const q = ask('She says the suit jacket makes me look too serious. What kind of blazer should I buy for under $200?');
    expect(q.kind).toBe('shopping');
    expect(q.pieces[0]).toBe('blazer');
  });
  it('names people text for pieces are rows', () => {
    expect(ask('how do i clean my white af1s').pieces).toContain('sneakers');
    expect(ask('is my chambray shirtdress ok for work').pieces).toContain('dress');
  });
});
