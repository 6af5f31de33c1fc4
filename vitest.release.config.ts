import { defineConfig } from 'vitest/config';

/** `npm run test:release`: the built product driven over HTTP (tests/release, issue 36). */
export default defineConfig({
  test: {
    include: ['tests/release/**/*.test.ts'],
    // Hang detectors: each step is a user's request on a 2-core machine.
    testTimeout: 900_000,
    hookTimeout: 600_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
