import { sql, type SQL } from 'drizzle-orm';
import { products, retailers } from '../../../db/schema';
import type { Database } from '../../../db/client';
import { SEARCH_TOTAL_CAP, type TProduct, type TSearchQuery, type TSearchResponse } from '../../../shared/schemas/shopping';
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

/** The words of a query for the typo fallback: letters and digits, at least 2 characters, at most 8 words. */
export function fallbackWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, 40)))].slice(0, 8);
}

type Match = { condition: SQL; rank: SQL };

function filtersOf(input: SearchInput): SQL {
  const genders = input.gender === 'any' ? null : input.gender === 'unisex' ? ['unisex'] : [input.gender, 'unisex'];
  const parts: SQL[] = [sql`r.enabled`, sql`p.in_stock`];
  if (genders)
    parts.push(
      sql`p.gender in (${sql.join(
        genders.map((g) => sql`${g}`),
        sql`, `,
      )})`,
    );
  if (input.category) parts.push(sql`p.category = ${input.category}`);
  if (input.minPrice !== undefined) parts.push(sql`p.price_cents >= ${Math.round(input.minPrice * 100)}`);
  if (input.maxPrice !== undefined) parts.push(sql`p.price_cents <= ${Math.round(input.maxPrice * 100)}`);
  return sql.join(parts, sql` and `);
}

/** The sorts, and `id`: the benchmark's baseline (the same filter without ranking). */
type Sort = TSearchQuery['sortBy'] | 'id';
/** `any`: a person who shops both departments (never from the public query, which names one). */
type SearchInput = Omit<TSearchQuery, 'sortBy' | 'gender'> & { sortBy: Sort; gender: TSearchQuery['gender'] | 'any' };
const ORDER: Record<Exclude<Sort, 'relevance' | 'id'>, SQL> = {
  price_asc: sql`p.price_cents asc, p.id asc`,
  price_desc: sql`p.price_cents desc, p.id desc`,
  newest: sql`p.first_seen_at desc, p.id desc`,
};

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
async function runPage(ctx: Pick<Ctx, 'db'>, input: SearchInput, match: Match, offset: number, take: number): Promise<Page> {
  const where = sql`${match.condition} and ${filtersOf(input)}`;
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

/**
 * POST /api/retailers/search (issue 13 point 3): full-text search over the stored tsvector
 * (GIN index); when the words match nothing (a typo), again with each word corrected to the
 * catalog's most similar word (pg_trgm). `total` is exact up to SEARCH_TOTAL_CAP and capped there; results are paged up
 * to that many, and `hasMore` is true exactly when the next page has products.
 */
export async function searchProducts(
  ctx: Pick<Ctx, 'db' | 'database'>,
  query: Omit<TSearchQuery, 'gender'> & { gender: SearchInput['gender'] },
  options: { orderById?: boolean } = {},
): Promise<TSearchResponse> {
  const input: SearchInput = options.orderById ? { ...query, sortBy: 'id' } : query;
  const offset = (input.page - 1) * input.limit;
  if (offset >= SEARCH_TOTAL_CAP) return { products: [], total: await totalOnly(ctx, input), page: input.page, hasMore: false };
  const take = Math.min(input.limit, SEARCH_TOTAL_CAP - offset);

  let page = await runPage(ctx, input, fullText(input.query), offset, take);
  if (page.count === 0) {
    const corrected = await correctedQuery(ctx, input.query);
    if (corrected) page = await runPage(ctx, input, fullText(corrected), offset, take);
  }
  const total = Math.min(page.count, SEARCH_TOTAL_CAP);
  return { products: await productsByIds(ctx, page.ids), total, page: input.page, hasMore: offset + take < total };
}

function fullText(query: string): Match {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  return { condition: sql`p.search_vector @@ ${tsquery}`, rank: sql`ts_rank_cd(p.search_vector, ${tsquery}, 1)` };
}

/**
 * The typo fallback (ADR 0048): each query word replaced by the most similar word of the catalog
 * (`catalog_words`, pg_trgm similarity ≥ 0.3, trigram index), itself when the catalog has it.
 * Null when pg_trgm is missing, a word has no near match, or nothing changed: the full-text search
 * of the corrected words then runs on the GIN index like any other query, whatever the catalog's size.
 */
export async function correctedQuery(ctx: Pick<Ctx, 'db' | 'database'>, query: string): Promise<string | null> {
  const words = fallbackWords(query);
  if (words.length === 0 || !(await hasTrigram(ctx))) return null;
  const rows = rowsOf<{ wanted: string; found: string | null }>(
    await ctx.db.execute(sql`
      select q.w as wanted,
        (select c.word from catalog_words c where c.word % q.w order by similarity(c.word, q.w) desc, c.word limit 1) as found
      from (values ${sql.join(
        words.map((w, i) => sql`(${w}, ${i})`),
        sql`, `,
      )}) as q(w, i) order by q.i`),
  );
  if (rows.some((r) => !r.found)) return null;
  const corrected = rows.map((r) => r.found!);
  return corrected.join(' ') === words.join(' ') ? null : corrected.join(' ');
}

/** A page past the cap: only the (capped) total is answered. */
async function totalOnly(ctx: Pick<Ctx, 'db' | 'database'>, input: SearchInput): Promise<number> {
  const counting = { ...input, sortBy: 'price_asc' as const };
  let page = await runPage(ctx, counting, fullText(input.query), 0, 0);
  if (page.count === 0) {
    const corrected = await correctedQuery(ctx, input.query);
    if (corrected) page = await runPage(ctx, counting, fullText(corrected), 0, 0);
  }
  return Math.min(page.count, SEARCH_TOTAL_CAP);
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
