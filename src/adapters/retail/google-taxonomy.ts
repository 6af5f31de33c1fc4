/**
 * Google's product taxonomy, the part feeds of clothing use (issue 41): Merchant feeds often give
 * `google_product_category` as the numeric id ('2271') rather than the path. The lines are in the
 * published file's own format (taxonomy-with-ids.en-US.txt: `id - path`), a subset of apparel,
 * shoes, jewellery and bags; only ids whose path is certain are listed. An id not here falls
 * through to the product's type and title, as a path that names no category does.
 */
// prettier-ignore
export const GOOGLE_TAXONOMY_LINES = `
166 - Apparel & Accessories
1604 - Apparel & Accessories > Clothing
5322 - Apparel & Accessories > Clothing > Activewear
203 - Apparel & Accessories > Clothing > Outerwear
5598 - Apparel & Accessories > Clothing > Outerwear > Coats & Jackets
2271 - Apparel & Accessories > Clothing > Dresses
212 - Apparel & Accessories > Clothing > Shirts & Tops
204 - Apparel & Accessories > Clothing > Pants
207 - Apparel & Accessories > Clothing > Shorts
1581 - Apparel & Accessories > Clothing > Skirts
1594 - Apparel & Accessories > Clothing > Suits
211 - Apparel & Accessories > Clothing > Swimwear
167 - Apparel & Accessories > Clothing Accessories
169 - Apparel & Accessories > Clothing Accessories > Belts
173 - Apparel & Accessories > Clothing Accessories > Hats
176 - Apparel & Accessories > Clothing Accessories > Neckties
178 - Apparel & Accessories > Clothing Accessories > Sunglasses
6551 - Apparel & Accessories > Handbags, Wallets & Cases
3032 - Apparel & Accessories > Handbags, Wallets & Cases > Handbags
188 - Apparel & Accessories > Jewelry
201 - Apparel & Accessories > Jewelry > Watches
187 - Apparel & Accessories > Shoes
5181 - Luggage & Bags
100 - Luggage & Bags > Backpacks
`;

/** Id → path, read once from the lines above. */
export const GOOGLE_TAXONOMY: ReadonlyMap<string, string> = new Map(
  GOOGLE_TAXONOMY_LINES.split('\n')
    .map((line) => /^(\d+) - (.+)$/.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, m[2]!.trim()]),
);

/** The path of a taxonomy id ('2271', or '2271 - …' as some exports write it); null when it is not an id or not listed. */
export function googleTaxonomyPath(value: string): string | null {
  const m = /^\s*(\d{1,7})\s*(?:-.*)?$/.exec(value);
  return m ? (GOOGLE_TAXONOMY.get(m[1]!) ?? null) : null;
}
