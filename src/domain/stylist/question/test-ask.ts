import { parseQuestion } from './parse';

/** The question tests' day: a Monday. */
export const TEST_TODAY = '2026-11-23';

/** A message read as the reply to one earlier question (in °F, on the tests' Monday). */
export const askAfter = (first: string, message: string) =>
  parseQuestion(message, {
    today: TEST_TODAY,
    unit: 'F',
    history: [
      { role: 'user', content: first },
      { role: 'assistant', content: '...' },
    ],
  });

/** A message read in °C on 2026-11-30 (a Monday) after the turns given, user and assistant in turn. */
export const readAfterTurns = (message: string, turns: readonly string[] = []) =>
  parseQuestion(message, {
    today: '2026-11-30',
    unit: 'C',
    history: turns.map((content, i) => ({ role: i % 2 === 0 ? ('user' as const) : ('assistant' as const), content })),
  });
