/**
 * `npm run bench`: every suite in bench/suites/index.ts, then one summary table.
 * PostgreSQL figures appear when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a server.
 * BENCH_SECONDS sets each measurement's length (default 5). `npm run bench built` runs the suites whose
 * key (file or folder in bench/suites, e.g. built-api) or name contains the word.
 */
import { suites } from './suites';
import type { BenchResult } from './suites/types';

const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.argv[2];

const format = (r: BenchResult) => {
  const value = r.unit === 'ratio' ? r.value.toFixed(2) : r.value >= 100 ? Math.round(r.value).toLocaleString('en-US') : r.value.toFixed(2);
  const target = r.target ? `  target ${r.target}: ${r.met ? 'PASS' : 'FAIL'}` : '';
  return `  ${r.label.padEnd(48)} ${value.padStart(10)} ${r.unit}${target}`;
};

let failed = false;
console.log(
  `Benchmarks (${durationSeconds}s per measurement${postgresUrl ? ', PostgreSQL included' : ', PGlite only: set TEST_DATABASE_URL for PostgreSQL'})\n`,
);
for (const suite of suites) {
  if (only && ![suite.key, suite.name].some((n) => n.toLowerCase().includes(only.toLowerCase()))) continue;
  console.log(suite.name);
  const results = await suite.run({ postgresUrl, durationSeconds });
  for (const r of results) {
    console.log(format(r));
    if (r.met === false) failed = true;
  }
  console.log('');
}
process.exit(failed ? 1 : 0);
