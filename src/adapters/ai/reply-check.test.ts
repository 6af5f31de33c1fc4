import { describe, expect, it } from 'vitest';
import { replyProblems, type ReplyRules } from './reply-check';
import { sampleCloset } from './test-closet';

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
