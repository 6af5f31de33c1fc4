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
