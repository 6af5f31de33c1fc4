import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context';

/**
 * Adds the words of the catalog's names and brands (3 to 40 letters or digits) to
 * `catalog_words`, the typo fallback's vocabulary (ADR 0048): one retailer's after its sync, or
 * the whole catalog's. Words are only added; a stale one can only correct to a word that finds nothing.
 */
export async function refreshCatalogWords(ctx: Pick<Ctx, 'db'>, scope: { retailerId?: number } = {}): Promise<void> {
  await ctx.db.execute(sql`
    insert into catalog_words (word)
    select distinct w from products p cross join lateral regexp_split_to_table(p.search_text, '[^[:alnum:]]+') w
    where length(w) between 3 and 40 ${scope.retailerId === undefined ? sql`` : sql`and p.retailer_id = ${scope.retailerId}`}
    on conflict do nothing`);
}
