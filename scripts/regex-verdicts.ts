/**
 * `node --import tsx scripts/regex-verdicts.ts`: asks recheck about every regular expression written
 * where untrusted text is read (tests/helpers/regex-sites.ts) that the verdicts file does not hold yet,
 * and drops the verdicts of patterns no longer written (ADR 0102). The ReDoS test checks what is
 * missing itself; this keeps it fast. `--all` asks again about every pattern.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { patternKey, regexSites, UNTRUSTED_DIRS, verdictOf, VERDICTS_FILE, type Verdicts } from '../tests/helpers/regex-sites';

const version = (createRequire(import.meta.url)('recheck/package.json') as { version: string }).version;
const old: Verdicts = existsSync(VERDICTS_FILE) ? JSON.parse(readFileSync(VERDICTS_FILE, 'utf8')) : { recheck: version, verdicts: {}, attacks: {} };
old.attacks ??= {};
const reuse = old.recheck === version && !process.argv.includes('--all');
const patterns = new Map(regexSites('.', UNTRUSTED_DIRS).literals.map((l) => [patternKey(l), l]));
const verdicts: Record<string, string> = {};
// A check that ran out of time says nothing: it is asked again, with a minute this time.
const kept = (key: string) =>
  reuse && old.verdicts[key] && old.verdicts[key] !== 'unknown: timeout' && (!old.verdicts[key]!.startsWith('vulnerable') || old.attacks[key]);
const missing = [...patterns].filter(([key]) => !kept(key));
const attacks: Verdicts['attacks'] = {};
for (const [key] of patterns) {
  if (!kept(key)) continue;
  verdicts[key] = old.verdicts[key]!;
  if (old.attacks[key]) attacks[key] = old.attacks[key];
}
let done = 0;
// Two at a time: recheck's checker is a process of its own, and machines here have two cores.
const next = async (): Promise<void> => {
  const item = missing.shift();
  if (!item) return;
  const first = await verdictOf(item[1]);
  const found = first.verdict === 'unknown: timeout' ? await verdictOf(item[1], 60_000) : first;
  verdicts[item[0]] = found.verdict;
  if (found.attack) attacks[item[0]] = found.attack;
  if (++done % 25 === 0) console.log(`${done} checked`);
  return next();
};
await Promise.all([next(), next()]);
const byKey = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const sorted = byKey(verdicts);
writeFileSync(VERDICTS_FILE, `${JSON.stringify({ recheck: version, verdicts: sorted, attacks: byKey(attacks) } satisfies Verdicts, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} patterns, ${done} checked now, ${Object.values(sorted).filter((v) => v !== 'safe').length} not safe`);
process.exit(0);
