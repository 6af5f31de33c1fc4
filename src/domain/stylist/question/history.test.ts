import { describe, expect, it } from 'vitest';
import { parseAlone, parseQuestion, type ParseContext } from './parse';

/** A context whose readings are counted, per message text. */
function counted(history: NonNullable<ParseContext['history']>) {
  const reads = new Map<string, number>();
  const context: ParseContext = {
    today: '2026-03-14',
    history,
    readAlone: (text, today, unit) => {
      reads.set(text, (reads.get(text) ?? 0) + 1);
      return parseAlone(text, today, unit);
    },
  };
  return { reads, context };
}

describe('the turns before a question (issue 37, ADR 0102)', () => {
  it('reads each of 50 follow-ups that start with "and" once, back to the first question', () => {
    const history = Array.from({ length: 50 }, (_, i) => ({
      role: 'user' as const,
      content: i === 0 ? 'What should I wear to a wedding on Saturday?' : `and if it's ${i} degrees?`,
    }));
    const { reads, context } = counted(history);
    const q = parseQuestion('and shoes?', context);
    expect(q.followUp).toBe(true);
    expect(q.occasions).toEqual(['wedding']);
    expect(reads.size).toBe(51);
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
  });

  it('reads nothing before a question that is not a follow-up', () => {
    const { reads, context } = counted([{ role: 'user', content: 'and what about a scarf?' }]);
    expect(parseQuestion('What should I wear to a funeral?', context).followUp).toBe(false);
    expect([...reads.keys()]).toEqual(['What should I wear to a funeral?']);
  });

  it('reads as it did without the counter', () => {
    const history = [
      { role: 'user' as const, content: 'What should I wear to a job interview on Monday?' },
      { role: 'assistant' as const, content: 'Your navy blazer and grey trousers.' },
      { role: 'user' as const, content: 'and if it rains?' },
    ];
    expect(parseQuestion('less formal?', counted(history).context)).toEqual(parseQuestion('less formal?', { today: '2026-03-14', history }));
  });
});
