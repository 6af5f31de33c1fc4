/**
 * `npm run bench:search-relevance` (issue 41): precision at 12 of the search users get, over 100
 * labelled queries for both departments (bench/search-relevance-set.ts). The product as users run
 * it: the build started with `npm start` (tests/helpers/built-server.ts, embedded mode, the demo
 * catalog seeded), one womenswear and one menswear shopper signed up over HTTP, and every query
 * sent to POST /api/retailers/search as the Shop screen sends it.
 *
 * Precision at 12: of the products on the first page (at most 12), the share that are relevant;
 * a query with no products scores 0. Reported per department and overall; target ≥ 0.8.
 * BENCH_RELEVANCE_URL runs against a server already running (two sign-ups made there).
 */
import { startWithNpmStart, type BuiltServer } from '../tests/helpers/built-server';
import type { TSearchResponse } from '../src/shared/schemas/shopping';
import { RELEVANCE_SET, type LabelledQuery } from './search-relevance-set';
import { HELD_OUT_SET } from './search-relevance-held-out';
import { call as callServer, must } from './built-chat';

const TARGET = 0.8;
/** BENCH_RELEVANCE_SET=held-out runs the 100 queries written by someone who never saw the catalog (bench/search-relevance-held-out.ts). */
const HELD_OUT = process.env.BENCH_RELEVANCE_SET === 'held-out';
const QUERIES = HELD_OUT ? HELD_OUT_SET : RELEVANCE_SET;
const PAGE = 12;
/** The build's door, as the chat benchmarks ask it (bench/built-chat.ts). */
const call = (base: string, method: string, path: string, body: unknown, cookie: string | null, localAddress?: string) =>
  callServer({ url: base }, method, path, body, cookie, localAddress);

async function shopper(base: string, department: 'women' | 'men', n: number): Promise<string> {
  const phoneNumber = `+1415556${String(Date.now() % 1000).padStart(3, '0')}${n}`;
  const localAddress = `127.0.9.${10 + n}`;
  const signUp = await must(
    call(base, 'POST', '/api/users', { fullName: 'Relevance Bench', phoneNumber, password: 'a long bench passphrase', smsConsent: true }, null, localAddress),
    'sign-up',
  );
  const cookie = signUp.cookie!;
  const id = (JSON.parse(signUp.body) as { id: number }).id;
  const profile = department === 'women' ? { gender: 'female', departments: 'womenswear' } : { gender: 'male', departments: 'menswear' };
  await must(call(base, 'PATCH', `/api/users/${id}/update-profile`, profile, cookie), 'profile');
  return cookie;
}

type Product = TSearchResponse['products'][number];
type Judged = Product & { gender?: string };

/** A colour in one spelling: 'grey' and 'gray' (a label's and a catalog's) are one colour, not a miss. */
const colourSpelling = (colour: string) =>
  colour
    .trim()
    .toLowerCase()
    .replace(/\bgrey\b/g, 'gray');

/** Whether a product answers a labelled query (its department is the server's filter, checked by the category and words here). */
export function isRelevant(q: LabelledQuery, p: Judged): boolean {
  if (q.categories && !q.categories.includes(p.category)) return false;
  if (q.words && !q.words.test(`${p.name} ${p.description}`)) return false;
  if (q.colour && !p.colors.map(colourSpelling).includes(colourSpelling(q.colour))) return false;
  return true;
}

async function main() {
  let server: BuiltServer | null = null;
  const base = process.env.BENCH_RELEVANCE_URL ?? (server = await startWithNpmStart({ LOG_LEVEL: 'warn' })).url;
  try {
    const cookies = { women: await shopper(base, 'women', 1), men: await shopper(base, 'men', 2) };
    // The demo catalog is seeded as the server starts: wait until search finds it.
    for (let waited = 0; ; waited += 500) {
      const r = await call(base, 'POST', '/api/retailers/search', { query: 'shirt', departments: 'all' }, cookies.men);
      if (r.status === 200 && (JSON.parse(r.body) as TSearchResponse).total > 0) break;
      if (waited > 120_000) throw new Error('the demo catalog never appeared');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const scores: Record<'women' | 'men', number[]> = { women: [], men: [] };
    const misses: string[] = [];
    for (const q of QUERIES) {
      const r = await must(call(base, 'POST', '/api/retailers/search', { query: q.query, page: 1, limit: PAGE }, cookies[q.shopper]), `search "${q.query}"`);
      const found = (JSON.parse(r.body) as TSearchResponse).products.slice(0, PAGE);
      const relevant = found.filter((p) => isRelevant(q, p)).length;
      const precision = found.length === 0 ? 0 : relevant / found.length;
      scores[q.shopper].push(precision);
      if (precision < 1)
        misses.push(
          `  ${precision.toFixed(2)}  ${q.shopper.padEnd(5)} "${q.query}" → ${found.length} shown, ${relevant} relevant${found.length ? `; first wrong: ${found.find((p) => !isRelevant(q, p))?.name ?? '-'}` : ''}`,
        );
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const all = [...scores.women, ...scores.men];
    console.log(`Search relevance (issue 41): ${all.length} labelled queries${HELD_OUT ? ' (held-out set)' : ''} against the build (npm start, demo catalog)`);
    console.log(`  womenswear shopper  ${scores.women.length} queries  precision@12 ${mean(scores.women).toFixed(3)}`);
    console.log(`  menswear shopper    ${scores.men.length} queries  precision@12 ${mean(scores.men).toFixed(3)}`);
    console.log(
      `  all                 ${all.length} queries  precision@12 ${mean(all).toFixed(3)}   (target ≥ ${TARGET}: ${mean(all) >= TARGET ? 'PASS' : 'FAIL'})`,
    );
    console.log(`  queries with no products: ${all.filter((x) => x === 0).length}`);
    if (misses.length) console.log(`Below 1.00:\n${misses.join('\n')}`);
    const problems = server?.problems() ?? [];
    if (problems.length) console.log(`Server problems:\n${problems.join('\n')}`);
    process.exitCode = mean(all) >= TARGET && problems.length === 0 ? 0 : 1;
  } finally {
    await server?.stop();
  }
}

await main();
