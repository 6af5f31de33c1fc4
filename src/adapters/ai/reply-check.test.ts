import { describe, expect, it } from 'vitest';
import { replyProblems, type ReplyRules } from './reply-check';
import { closetItem, sampleCloset } from './test-closet';

const owned = sampleCloset.map((i) => i.name);
const check = (reply: string, extra: Partial<ReplyRules> = {}) => replyProblems(reply, { closet: sampleCloset, ...extra });

describe('a model reply is checked by the stylist’s rules', () => {
  it('passes a reply that names only owned pieces', () => {
    expect(check(`Try your ${owned[0]} with your ${owned[1]}.`)).toEqual([]);
  });
  it('flags a garment called theirs that is not in the closet', () => {
    expect(check('Your burgundy velvet tuxedo jacket is perfect.')).toEqual([expect.stringMatching(/not in the closet/)]);
    expect(check('Wear your pink sneakers.')).toEqual([expect.stringMatching(/your pink sneaker/)]);
  });
  it('does not count a piece after "with a" as theirs', () => {
    expect(check(`Wear your ${owned[0]} with a red scarf.`)).toEqual([]);
  });
  it('holds the door’s length', () => {
    expect(check('x'.repeat(321), { maxChars: 320 })).toEqual(['321 characters, more than 320']);
    expect(check('x'.repeat(321))).toEqual([]);
  });
  it('rules out open shoes and shorts below about 45°F or in snow, and heavy coats in heat', () => {
    const grounding = (maxTempC: number, snow = false) => ({ weather: { maxTempC, minTempC: maxTempC - 6, snow, rain: snow } });
    expect(check('Sandals would be comfortable.', grounding(3))).toEqual([expect.stringMatching(/sandals/i)]);
    expect(check('Shorts and a tee.', grounding(0, true))).toEqual([expect.stringMatching(/shorts in snow/i)]);
    expect(check('Sandals would be comfortable.', grounding(25))).toEqual([]);
    expect(check('Take a parka.', grounding(31))).toEqual([expect.stringMatching(/parka/)]);
  });
});

describe('the reply check looks beyond "your …" and a fixed word list', () => {
  const wet = { weather: { maxTempC: 12, minTempC: 6, snow: false, rain: true } };
  it('flags a garment the reply says they have without "your"', () => {
    expect(check('You already have a burgundy velvet blazer, so wear that.')).toEqual([expect.stringMatching(/burgundy velvet blazer.*not in the closet/)]);
    expect(check('The green corduroy trousers you own would work.')).toEqual([expect.stringMatching(/'green corduroy.*not in the closet/)]);
    expect(check('You have a Navy Blazer; start there.')).toEqual([]);
  });
  it('flags an owned piece whose material the weather spoils, and rain-spoiled words, but not a piece ruled out', () => {
    const suede = [...sampleCloset, closetItem(99, { name: 'Tan Chelsea Boots', category: 'Shoes', color: 'Tan', material: 'suede', subcategory: 'Boots' })];
    expect(replyProblems('Wear the Tan Chelsea Boots with your Dark Slim Jeans.', { closet: suede, ...wet })).toEqual([expect.stringMatching(/suede in rain/)]);
    expect(check('A silk shirt would be lovely.', wet)).toEqual([expect.stringMatching(/silk in rain/)]);
    expect(replyProblems('Skip the Tan Chelsea Boots and nothing linen; your Brown Loafers will do.', { closet: suede, ...wet })).toEqual([]);
  });
  it('flags linen in the cold and a wool coat in heat', () => {
    expect(check('Linen trousers keep it light.', { weather: { maxTempC: 2, minTempC: -3, snow: false, rain: false } })).toEqual([
      expect.stringMatching(/linen/i),
    ]);
    expect(check('Add a wool coat.', { weather: { maxTempC: 32, minTempC: 24, snow: false, rain: false } })).toEqual([expect.stringMatching(/wool coat/)]);
  });
});
