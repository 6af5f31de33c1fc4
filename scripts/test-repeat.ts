/**
 * `npm run test:repeat`: runs the unit and integration suites REPEAT times (default 5) and lists
 * every test that did not pass every time. A test that fails once in N runs is a test whose
 * outcome depends on chance (a random value, the clock, ordering, a sleep), and CI would refuse
 * a good change for it one day.
 *
 * Database tests run on PGlite and on PostgreSQL: TEST_DATABASE_URL is used when set, otherwise
 * the local server at postgres://postgres@127.0.0.1:5432/test, which must answer.
 * Extra arguments go to Vitest (a file filter, for example). Exit 1 when any test was not
 * steady, or when a run failed before reporting.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const REPEAT = Number(process.env.REPEAT ?? 5);
if (!Number.isInteger(REPEAT) || REPEAT < 1) {
  console.error(`REPEAT must be a whole number of runs (1 or more), not '${process.env.REPEAT}'.`);
  process.exit(2);
}
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

try {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  await client.end();
} catch (error) {
  console.error(
    `PostgreSQL does not answer at ${databaseUrl} (${(error as Error).message}). Set TEST_DATABASE_URL to a server the tests may create databases on.`,
  );
  process.exit(2);
}

interface JsonReport {
  testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
}

const outcomes = new Map<string, string[]>();
const dir = mkdtempSync(join(tmpdir(), 'test-repeat-'));
let brokenRuns = 0;
for (let run = 1; run <= REPEAT; run++) {
  const out = join(dir, `run-${run}.json`);
  const started = Date.now();
  const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`, ...process.argv.slice(2)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, TEST_DATABASE_URL: databaseUrl },
  });
  let report: JsonReport;
  try {
    report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
  } catch {
    brokenRuns++;
    console.log(`run ${run}/${REPEAT}: Vitest exited ${vitest.status} without a report`);
    continue;
  }
  let failed = 0;
  let total = 0;
  for (const file of report.testResults) {
    const fileName = file.name.replace(`${process.cwd()}/`, '');
    // A file whose hook or import failed reports its tests as skipped, or none at all: the file itself
    // is then the test that did not pass, and its message says why.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      const key = `${fileName} (the file: ${(file.message ?? 'failed outside its tests').split('\n')[0]!.slice(0, 200)})`;
      outcomes.set(key, [...(outcomes.get(key) ?? []), 'failed']);
      failed++;
    }
    for (const test of file.assertionResults) {
      if (test.status === 'skipped' || test.status === 'pending' || test.status === 'todo') continue;
      const key = `${fileName} > ${test.fullName}`;
      outcomes.set(key, [...(outcomes.get(key) ?? []), test.status]);
      total++;
      if (test.status !== 'passed') failed++;
    }
  }
  // Vitest's own verdict too: an error outside any test (an unhandled rejection) fails the run.
  if (vitest.status !== 0 && failed === 0) {
    const key = `run exit code (Vitest exited ${vitest.status} with every reported test passed)`;
    outcomes.set(key, [...(outcomes.get(key) ?? []), 'failed']);
    failed++;
  }
  console.log(`run ${run}/${REPEAT}: ${total - failed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
}
rmSync(dir, { recursive: true, force: true });

// A test missing from some runs did not pass in them either (its file crashed before it ran).
const unsteady = [...outcomes].filter(([, s]) => s.length < REPEAT - brokenRuns || s.some((x) => x !== 'passed'));
console.log(`\n${outcomes.size} tests, ${REPEAT} runs${brokenRuns ? ` (${brokenRuns} without a report)` : ''}`);
if (unsteady.length === 0 && brokenRuns === 0) {
  console.log('Every test passed in every run.');
} else {
  for (const [name, s] of unsteady) console.log(`NOT STEADY: ${name}: passed ${s.filter((x) => x === 'passed').length} of ${REPEAT}`);
  process.exit(1);
}
