import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { describeServerErrors, takeServerErrors } from './server-errors';

// An unexpected console.error is a bug: fail the test that caused it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`console.error was called: ${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
  // A 5xx or an error log fails the test that caused it, even if the test never read that answer (issue 36.5).
  const serverErrors = takeServerErrors();
  if (serverErrors.length) throw new Error(describeServerErrors(serverErrors));
});
// What a file's beforeAll or afterAll hooks made the server do.
afterAll(() => {
  const serverErrors = takeServerErrors();
  if (serverErrors.length) throw new Error(describeServerErrors(serverErrors));
});
