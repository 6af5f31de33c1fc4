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
