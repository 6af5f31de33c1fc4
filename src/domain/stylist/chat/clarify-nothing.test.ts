import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../question';
import { readMessage } from '../reading/read';
import { clarifyingQuestion } from './clarify';

const clarify = (message: string) =>
  clarifyingQuestion(readMessage(message).text, parseQuestion(message, { today: '2026-11-23', unit: 'F' }), { hasHistory: false, eventsThatDay: 0 });

// A request for help that names nothing of clothes is asked about, never answered with stock advice.
describe('help asked for with nothing named', () => {
  const asks = ['need help w somethin', 'can you help me with something', 'i need ur help with a thing'];
  // Without a day, 'need help' alone is answered by what Wren can help with (the 'about' answer).
  const when = [' 4 next week', ' tmrw', ' on friday'];
  for (const a of asks)
    for (const w of when)
      it(`${a}${w}`, () => {
        const q = clarify(`${a}${w}`);
        expect(q).toContain('?');
        if (w.includes('next week')) expect(q).toContain('next week');
      });
  it.each(['how do I find my personal style?', 'need help with a blazer', 'help me with my wedding outfit'])('%s names something: no question back', (m) => {
    expect(clarify(m)).toBeNull();
  });
});

// Issue 38.3: an opinion asked on nothing named ('What do you think?') is asked about, never declined; a question that
// names something that is not clothes is still declined by the builders, not asked about. Generated from frames.
describe('an opinion asked on nothing named', () => {
  const OPEN = ['', 'so ', 'hmm ', 'ok ', 'honestly '];
  const ASK = ['what do you think?', 'any thoughts?', 'what do u think', 'your opinion?', 'any ideas?', 'what would you say?'];
  const NAMED = ['the best laptop for design', 'a good thai place in richmond', 'my front steps icing over', 'a name for my puppy'];
  let n = 0;
  for (const o of OPEN)
    for (const a of ASK) {
      if (n++ % 2) continue;
      it(`${o}${a}`, () => {
        const q = clarify(`${o}${a}`);
        expect(q).toContain('?');
        expect(q!.split(/[.!?](?:\s|$)/).filter((x) => x.trim()).length).toBeLessThanOrEqual(3);
      });
    }
  for (const thing of NAMED)
    it(`${ASK[0]} about ${thing}: it names something, no opinion question`, () => {
      expect(clarify(`what do you think about ${thing}?`) ?? '').not.toContain('thoughts on');
    });
});

// Wanting to look a way with nothing to dress for named ('I need to look decent on the 12th') is asked about, never refused.
describe('wanting to look a way, with nothing named', () => {
  const WAYS = ['decent', 'smart', 'presentable', 'nice', 'sharp'];
  const WHEN = ['on the 12th', 'tmrw', 'on friday', 'next week'];
  for (const way of WAYS)
    it(`I need to look ${way} …`, () => {
      const when = WHEN[WAYS.indexOf(way) % WHEN.length]!;
      expect(clarify(`I need to look ${way} ${when}, any ideas?`)).toContain('?');
    });
  it('said with a piece it is no question back', () => {
    expect(clarify('I need to look decent in my navy blazer on friday, any ideas?')).toBeNull();
  });
});
