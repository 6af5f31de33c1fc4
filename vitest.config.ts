import { globSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/integration/**/*.test.ts'];
// A file that replaces a module (vi.mock) needs modules of its own: it runs isolated. Found by
// reading the files, so a new one cannot land among the shared ones by mistake.
const REPLACES_A_MODULE = /\bvi\.(mock|doMock)\(/;
const mocking = globSync(INCLUDE, { exclude: (path) => path.includes('node_modules') }).filter((file) => REPLACES_A_MODULE.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    setupFiles: ['tests/helpers/setup.ts'],
    // Migrates one PGlite database per run for every test database to start from (ADR 0120).
    globalSetup: ['tests/helpers/pglite-template.ts'],
    // Generous: a timeout here is a hang detector, not a speed check (speed lives in benchmarks),
    // and a 2-core CI machine building PGlite databases for two files at once can be slow.
    testTimeout: 90_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Every file builds and closes a PGlite (WebAssembly) database in the same worker, some beside threads
    // that are terminated: V8 in Node 24 can then abort the whole worker on freeing WebAssembly code
    // ('Check failed: jit_page', nodejs/node#64500), which CI met as 'Worker exited unexpectedly'. Keeping
    // compiled WebAssembly code and not guarding code pages with memory protection keys closes that path.
    execArgv: ['--no-wasm-code-gc', '--no-memory-protection-keys'],
    // Two cores: PGlite is CPU-bound WASM, so two workers is the sweet spot.
    maxWorkers: 2,
    projects: [
      // Each worker imports the app once and runs its files one after another (ADR 0120): every
      // file builds and closes its own app and database, and nothing here replaces a module.
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: [...configDefaults.exclude, ...mocking], isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking, isolate: true } },
    ],
  },
});
