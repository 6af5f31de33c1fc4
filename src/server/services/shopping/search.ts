import { sql, type SQL } from 'drizzle-orm';
import { products, retailers } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { SEARCH_TOTAL_CAP, type TProduct, type TSearchQuery, type TSearchReading, type TSearchResponse } from '../../../shared/schemas/shopping';
import type { CatalogCategory } from '../../../shared/catalog-categories';
import { productGenderFor, type ShopperProfile } from '../../../domain/profile/departments';
import {
  categoriesNamed,
  hasRelaxableWords,
  isCorrectable,
  isGarmentWord,
  preferenceTexts,
  readSearch,
  searchTokens,
  surfaceChecks,
  tsqueryText,
  type SearchReading,
  type Strictness,
} from '../../../domain/shopping/read-search';
import type { Ctx } from '../../context';
import { toProductDto } from './products';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whether the database has pg_trgm (the typo fallback), asked once per database. */
const trigramByDatabase = new WeakMap<Database, Promise<boolean>>();
export function hasTrigram(ctx: Pick<Ctx, 'database'>): Promise<boolean> {
  let known = trigramByDatabase.get(ctx.database);
  if (!known) {
    known = ctx.database
      .execute(`select exists (select 1 from pg_extension where extname = 'pg_trgm') as present`)
      .then((r) => r.rows[0]?.present === true)
      .catch(() => false);
    trigramByDatabase.set(ctx.database, known);
  }
  return known;
}

type Match = { condition: SQL; rank: SQL };

function filtersOf(input: SearchInput, scope: Scope): SQL {
  const genders = scope.department === 'any' ? null : scope.department === 'unisex' ? ['unisex'] : [scope.department, 'unisex'];
  const parts: SQL[] = [sql`r.enabled`, sql`p.in_stock`];
  if (genders)
    parts.push(
      sql`p.gender in (${sql.join(
        genders.map((g) => sql`${g}`),
        sql`, `,
      )})`,
    );
  if (scope.categories.length > 0)
    parts.push(
      sql`p.category in (${sql.join(
        scope.categories.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  if (input.minPrice !== undefined) parts.push(sql`p.price_cents >= ${Math.round(input.minPrice * 100)}`);
  if (input.maxPrice !== undefined) parts.push(sql`p.price_cents <= ${Math.round(input.maxPrice * 100)}`);
  return sql.join(parts, sql` and `);
}

/** The sorts, and `id`: the benchmark's baseline (the same filter without ranking). */
type Sort = TSearchQuery['sortBy'] | 'id';
/** `any`: a person who shops both departments (never from the public query, which names one). */
type SearchInput = Omit<TSearchQuery, 'sortBy' | 'gender' | 'departments'> & {
  sortBy: Sort;
  gender?: TSearchQuery['gender'] | 'any' | undefined;
  departments?: TSearchQuery['departments'] | undefined;
};
const ORDER: Record<Exclude<Sort, 'relevance' | 'id'>, SQL> = {
  price_asc: sql`p.price_cents asc, p.id asc`,
  price_desc: sql`p.price_cents desc, p.id desc`,
  newest: sql`p.first_seen_at desc, p.id desc`,
};

/** What a search is held to besides its words: the department and the categories. */
interface Scope {
  department: TSearchReading['department'];
  departmentFrom: TSearchReading['departmentFrom'];
  categories: CatalogCategory[];
  categoryFilterSetAside: boolean;
}

/**
 * The department and categories of a search. The department: one the words name ('women's
 * heels'), else the request's, else all when widened, else the shopper's (Settings). The
 * category: the garment the words name decides; the chosen filter narrows it when they agree and
 * is set aside (and the reading says so) when they contradict, so the two never empty the page.
 */
export function scopeOf(input: SearchInput, reading: SearchReading, shopper: ShopperProfile | undefined): Scope {
  const department: Scope['department'] =
    reading.department ?? input.gender ?? (input.departments === 'all' ? 'any' : productGenderFor(shopper ?? { gender: null }));
  const departmentFrom: Scope['departmentFrom'] = reading.department ? 'words' : input.gender ? 'request' : input.departments === 'all' ? 'all' : 'settings';
  const named = categoriesNamed(reading);
  if (input.category && (named.length === 0 || named.includes(input.category)))
    return { department, departmentFrom, categories: [input.category], categoryFilterSetAside: false };
  return { department, departmentFrom, categories: named, categoryFilterSetAside: input.category !== undefined && named.length > 0 };
}

interface Page {
  ids: number[];
  /** Matches counted up to SEARCH_TOTAL_CAP + 1. */
  count: number;
}

/**
 * One ranked page. Relevance ranks a capped candidate set (the first SEARCH_TOTAL_CAP + 1
 * matches the index yields), so a query matching millions never ranks or counts them all; the
 * other sorts walk the real order (the planner can use the price and first-seen indexes), with
 * the count capped the same way.
 */
async function runPage(ctx: Pick<Ctx, 'db'>, input: SearchInput, scope: Scope, match: Match, offset: number, take: number): Promise<Page> {
  const where = sql`${match.condition} and ${filtersOf(input, scope)}`;
  const from = sql`${products} p join ${retailers} r on r.id = p.retailer_id`;
  const cap = SEARCH_TOTAL_CAP + 1;
  if (input.sortBy === 'relevance' || input.sortBy === 'id') {
    // The benchmark's baseline orders the same capped candidates by id: the cost of ranking, nothing else.
    const order = input.sortBy === 'id' ? sql`c.id asc` : sql`c.rank desc, c.id asc`;
    const rank = input.sortBy === 'id' ? sql`0` : match.rank;
    const rows = rowsOf<{ id: number; total: number }>(
      await ctx.db.execute(sql`
        with candidates as materialized (
          select p.id, ${rank} as rank from ${from} where ${where} limit ${cap}
        )
        select c.id, (select count(*) from candidates)::int as total
        from candidates c order by ${order} limit ${take} offset ${offset}`),
    );
    if (rows.length > 0) return { ids: rows.map((r) => Number(r.id)), count: Number(rows[0]!.total) };
    const [counted] = rowsOf<{ total: number }>(
      await ctx.db.execute(sql`select count(*)::int as total from (select 1 from ${from} where ${where} limit ${cap}) m`),
    );
    return { ids: [], count: Number(counted?.total ?? 0) };
  }
  const [ids, counted] = await Promise.all([
    ctx.db.execute(sql`select p.id from ${from} where ${where} order by ${ORDER[input.sortBy]} limit ${take} offset ${offset}`),
    ctx.db.execute(sql`select count(*)::int as total from (select 1 from ${from} where ${where} limit ${cap}) m`),
  ]);
  return { ids: rowsOf<{ id: number }>(ids).map((r) => Number(r.id)), count: Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0) };
}

export interface SearchOptions {
  /** The benchmark's baseline: the same candidates ordered by id. */
  orderById?: boolean;
  /** Whose departments are the default filter (Settings); absent: the shop's historical default, menswear. */
  shopper?: ShopperProfile | undefined;
}

/**
 * POST /api/retailers/search (issue 13 point 3, issue 41): the words read (`readSearch`: the
 * garment noun's category, colours, department, synonyms) and matched with PostgreSQL full-text
 * search over the stored weighted tsvector (GIN index). When every word together finds nothing:
 * again with each word corrected to the catalog's most similar word (pg_trgm); then with only the
 * garment nouns and colours (`relaxed`). `total` is exact up to SEARCH_TOTAL_CAP and capped
 * there; results are paged up to that many, and `hasMore` is true exactly when the next page has products.
 */
export async function searchProducts(
  ctx: Pick<Ctx, 'db' | 'database'>,
  query: Omit<SearchInput, 'sortBy'> & { sortBy: TSearchQuery['sortBy'] },
  options: SearchOptions = {},
): Promise<TSearchResponse> {
  const input: SearchInput = options.orderById ? { ...query, sortBy: 'id' } : query;
  const offset = (input.page - 1) * input.limit;
  const pastCap = offset >= SEARCH_TOTAL_CAP;
  const take = pastCap ? 0 : Math.min(input.limit, SEARCH_TOTAL_CAP - offset);
  const found = await bestMatch(ctx, input, options.shopper, pastCap ? 0 : offset, take);
  const total = Math.min(found.page.count, SEARCH_TOTAL_CAP);
  return {
    products: pastCap ? [] : await productsByIds(ctx, found.page.ids),
    reading: {
      department: found.scope.department,
      departmentFrom: found.scope.departmentFrom,
      categories: found.scope.categories,
      categoryFilterSetAside: found.scope.categoryFilterSetAside,
      relaxed: found.relaxed,
      correctedQuery: found.corrected,
    },
    total,
    page: input.page,
    hasMore: !pastCap && offset + take < total,
  };
}

interface Found {
  page: Page;
  scope: Scope;
  relaxed: boolean;
  corrected: string | null;
}

/** The words as written; else near-spelling corrected; else relaxed to the garment nouns (and colours). The first that finds products wins. */
async function bestMatch(
  ctx: Pick<Ctx, 'db' | 'database'>,
  input: SearchInput,
  shopper: ShopperProfile | undefined,
  offset: number,
  take: number,
): Promise<Found> {
  const attempt = async (reading: SearchReading, strictness: Strictness, corrected: string | null): Promise<Found> => {
    const scope = scopeOf(input, reading, shopper);
    const match = withSurfaceChecks(fullText(tsqueryText(reading, strictness)), reading, strictness);
    // A relaxed page is still ranked by every word: the products with more of them first.
    const rankText = strictness === 'garments' ? tsqueryText(reading, 'any') : null;
    if (rankText) match.rank = sql`ts_rank_cd(p.search_vector, to_tsquery('english', ${rankText}), 1)`;
    // An occasion ranks first the products that name it, then those at the dress level it prefers.
    const preferred = preferenceTexts(reading);
    if (preferred)
      match.rank = sql`${match.rank} + 2 * (p.search_vector @@ to_tsquery('english', ${preferred.named}))::int + (p.search_vector @@ to_tsquery('english', ${preferred.level}))::int`;
    const page = await runPage(ctx, input, scope, match, offset, take);
    return { page, scope, relaxed: strictness === 'garments', corrected };
  };
  const reading = readSearch(input.query);
  const found = await attempt(reading, 'all', null);
  if (found.page.count > 0) return found;
  const corrected = await correctedQuery(ctx, input.query);
  let best = reading;
  if (corrected) {
    best = readSearch(corrected);
    const again = await attempt(best, 'all', corrected);
    if (again.page.count > 0) return again;
  }
  if (hasRelaxableWords(best)) {
    const relaxed = await attempt(best, 'garments', corrected);
    if (relaxed.page.count > 0) return relaxed;
  }
  return found;
}

/**
 * The match of a tsquery text (`tsqueryText`): null (only department or filler words, 'women's')
 * browses the department and categories.
 */
function fullText(text: string | null): Match {
  if (text === null) return { condition: sql`true`, rank: sql`0` };
  const tsquery = sql`to_tsquery('english', ${text})`;
  return { condition: sql`p.search_vector @@ ${tsquery}`, rank: sql`ts_rank_cd(p.search_vector, ${tsquery}, 1)` };
}

/**
 * A match held to the surface form of the garment words the English stemmer folds into others
 * (`surfaceChecks`: 'leggings' is the lexeme `leg`, as 'wide-leg' is): the index still finds the
 * candidates, and each alternative's product must also show its garment as written. Unchanged
 * when no word clashes.
 */
function withSurfaceChecks(match: Match, reading: SearchReading, strictness: Strictness): Match {
  const checks = surfaceChecks(reading, strictness);
  if (checks.every((c) => c.length === 0)) return match;
  const text = sql`(p.name || ' ' || p.description)`;
  const perAlternative = reading.alternatives.map((_, i) => {
    const own = tsqueryText({ ...reading, alternatives: [reading.alternatives[i]!] }, strictness);
    const parts: SQL[] = own === null ? [sql`true`] : [sql`p.search_vector @@ to_tsquery('english', ${own})`];
    for (const pattern of checks[i]!) parts.push(sql`${text} ~* ${pattern}`);
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return { condition: sql`${match.condition} and (${sql.join(perAlternative, sql` or `)})`, rank: match.rank };
}

/** How many near words are weighed per word, and the similarity a garment noun is given over a word naming none. */
const CORRECTION_CANDIDATES = 5;
const GARMENT_PREFERENCE = 0.1;

/**
 * The typo fallback (ADR 0048, ADR 0110): each word that says what the product is (not a
 * department or filler word, not 'or', not a garment or colour word the vocabulary already knows)
 * replaced by the most similar word of the catalog (`catalog_words`, pg_trgm similarity ≥ 0.3,
 * trigram index), a garment noun preferred among the nearest few, itself when the catalog has it;
 * the other words kept. Null when pg_trgm is missing, a word has no near match, or nothing
 * changed: the corrected words are then read and searched like any other query.
 */

export async function correctedQuery(ctx: Pick<Ctx, 'db' | 'database'>, query: string): Promise<string | null> {
  const tokens = searchTokens(query);
  const words = [...new Set(tokens.filter(isCorrectable))].slice(0, 8);
  if (words.length === 0 || !(await hasTrigram(ctx))) return null;
  const rows = rowsOf<{ wanted: string; found: string; score: number }>(
    await ctx.db.execute(sql`
      select q.w as wanted, n.word as found, n.score
      from (values ${sql.join(
        words.map((w, i) => sql`(${w}, ${i})`),
        sql`, `,
      )}) as q(w, i)
      cross join lateral (
        select c.word, similarity(c.word, q.w) as score from catalog_words c where c.word % q.w
        order by similarity(c.word, q.w) desc, c.word limit ${CORRECTION_CANDIDATES}
      ) n order by q.i`),
  );
  const fix = new Map<string, string>();
  for (const word of words) {
    // A garment noun the vocabulary knows beats a slightly closer word that names none ('sneekers': sneakers, not a brand).
    const best = rows
      .filter((r) => r.wanted === word)
      .map((r) => ({ word: r.found, score: Number(r.score) + (isGarmentWord(r.found) ? GARMENT_PREFERENCE : 0) }))
      .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))[0];
    if (!best) return null;
    fix.set(word, best.word);
  }
  const corrected = tokens.map((t) => fix.get(t) ?? t);
  return corrected.join(' ') === tokens.join(' ') ? null : corrected.join(' ');
}

async function productsByIds(ctx: Pick<Ctx, 'db'>, ids: number[]): Promise<TProduct[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ product: products, retailerName: retailers.name })
    .from(products)
    .innerJoin(retailers, sql`${retailers.id} = ${products.retailerId}`)
    .where(
      sql`${products.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const byId = new Map(rows.map((r) => [r.product.id, toProductDto(r.product, r.retailerName)]));
  return ids.map((id) => byId.get(id)).filter((p): p is TProduct => p !== undefined);
}
