import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    setupFiles: ['tests/helpers/setup.ts'],
    // Generous: a timeout here is a hang detector, not a speed check (speed lives in benchmarks),
    // and a 2-core CI machine building PGlite databases for two files at once can be slow.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Two cores: PGlite is CPU-bound WASM, so two workers is the sweet spot.
    maxWorkers: 2,
  },
});
