/**
 * Google's product taxonomy, the part feeds of clothing use (issue 41): Merchant feeds often give
 * `google_product_category` as the numeric id ('2271') rather than the path. The lines are in the
 * published file's own format (taxonomy-with-ids.en-US.txt: `id - path`), a subset of apparel,
 * shoes, jewellery and bags; every line was checked against the published file (version
 * 2021-09-21). An id not here falls through to the product's type and title, as a path that names
 * no category does.
 */
// prettier-ignore
export const GOOGLE_TAXONOMY_LINES = `
166 - Apparel & Accessories
1604 - Apparel & Accessories > Clothing
5322 - Apparel & Accessories > Clothing > Activewear
203 - Apparel & Accessories > Clothing > Outerwear
5598 - Apparel & Accessories > Clothing > Outerwear > Coats & Jackets
5514 - Apparel & Accessories > Clothing > Outerwear > Rain Pants
5909 - Apparel & Accessories > Clothing > Outerwear > Snow Pants & Suits
1831 - Apparel & Accessories > Clothing > Outerwear > Vests
2271 - Apparel & Accessories > Clothing > Dresses
5182 - Apparel & Accessories > Clothing > One-Pieces
5250 - Apparel & Accessories > Clothing > One-Pieces > Jumpsuits & Rompers
212 - Apparel & Accessories > Clothing > Shirts & Tops
204 - Apparel & Accessories > Clothing > Pants
207 - Apparel & Accessories > Clothing > Shorts
1581 - Apparel & Accessories > Clothing > Skirts
6229 - Apparel & Accessories > Clothing > Skirts > Knee-Length Skirts
6228 - Apparel & Accessories > Clothing > Skirts > Long Skirts
2331 - Apparel & Accessories > Clothing > Skirts > Mini Skirts
1594 - Apparel & Accessories > Clothing > Suits
5183 - Apparel & Accessories > Clothing > Suits > Pant Suits
1516 - Apparel & Accessories > Clothing > Suits > Skirt Suits
1580 - Apparel & Accessories > Clothing > Suits > Tuxedos
211 - Apparel & Accessories > Clothing > Swimwear
213 - Apparel & Accessories > Clothing > Underwear & Socks
209 - Apparel & Accessories > Clothing > Underwear & Socks > Socks
215 - Apparel & Accessories > Clothing > Underwear & Socks > Hosiery
5441 - Apparel & Accessories > Clothing > Wedding & Bridal Party Dresses
5330 - Apparel & Accessories > Clothing > Wedding & Bridal Party Dresses > Bridal Party Dresses
5329 - Apparel & Accessories > Clothing > Wedding & Bridal Party Dresses > Wedding Dresses
167 - Apparel & Accessories > Clothing Accessories
169 - Apparel & Accessories > Clothing Accessories > Belts
193 - Apparel & Accessories > Clothing Accessories > Cufflinks
170 - Apparel & Accessories > Clothing Accessories > Gloves & Mittens
173 - Apparel & Accessories > Clothing Accessories > Hats
176 - Apparel & Accessories > Clothing Accessories > Neckties
177 - Apparel & Accessories > Clothing Accessories > Scarves & Shawls
543673 - Apparel & Accessories > Clothing Accessories > Scarves & Shawls > Scarves
178 - Apparel & Accessories > Clothing Accessories > Sunglasses
6551 - Apparel & Accessories > Handbags, Wallets & Cases
3032 - Apparel & Accessories > Handbags, Wallets & Cases > Handbags
2668 - Apparel & Accessories > Handbags, Wallets & Cases > Wallets & Money Clips
188 - Apparel & Accessories > Jewelry
191 - Apparel & Accessories > Jewelry > Bracelets
192 - Apparel & Accessories > Jewelry > Charms & Pendants
194 - Apparel & Accessories > Jewelry > Earrings
196 - Apparel & Accessories > Jewelry > Necklaces
200 - Apparel & Accessories > Jewelry > Rings
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
