import { localDate } from '../../domain/closet/wear';
import type { Db } from '../client';
import { clothingItems, clothingItemWears, type UserRow } from '../schema';

type NewItem = typeof clothingItems.$inferInsert;

/**
 * A believable capsule wardrobe for the demo account: every category, material, formality and
 * warmth, one piece in the laundry, a few wears so cost per wear shows. The pictures are
 * static illustrations shipped with the web app (src/web/public/demo-closet), not uploads,
 * so no storage is needed to seed and deleting a demo item deletes no file.
 */
const ITEMS: (Omit<NewItem, 'userId' | 'imageUrl' | 'addedAt'> & { image: string; monthsAgo: number; wornDaysAgo?: number[] })[] = [
  { name: 'Navy Blazer', brand: 'J.Crew', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', size: '40R', season: 'All Seasons', material: 'wool', formality: 'smart casual', warmth: 'medium', priceCents: 22000, image: 'navy-blazer', monthsAgo: 7, wornDaysAgo: [3, 10, 17, 31] },
  { name: 'White Oxford Shirt', brand: 'Brooks Brothers', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', size: 'M', season: 'All Seasons', material: 'cotton', formality: 'smart casual', warmth: 'light', priceCents: 6950, image: 'white-oxford-shirt', monthsAgo: 7, wornDaysAgo: [1, 8, 15] },
  { name: 'Light Blue Dress Shirt', brand: 'Charles Tyrwhitt', category: 'Tops', subcategory: 'Dress shirt', color: 'Light Blue', size: '15.5/34', season: 'All Seasons', material: 'cotton', formality: 'business', warmth: 'light', priceCents: 8900, status: 'in laundry', image: 'light-blue-dress-shirt', monthsAgo: 5, wornDaysAgo: [2] },
  { name: 'Beige Linen Shirt', brand: 'Everlane', category: 'Tops', subcategory: 'Linen shirt', color: 'Beige', size: 'M', season: 'Summer', material: 'linen', formality: 'casual', warmth: 'light', priceCents: 7800, image: 'beige-linen-shirt', monthsAgo: 3 },
  { name: 'Gray Merino Sweater', brand: 'Uniqlo', category: 'Tops', subcategory: 'Sweater', color: 'Gray', size: 'M', season: 'Winter', material: 'knit', formality: 'smart casual', warmth: 'warm', priceCents: 4990, image: 'gray-merino-sweater', monthsAgo: 4, wornDaysAgo: [5, 12] },
  { name: 'Black Crew Tee', brand: 'Everlane', category: 'Tops', subcategory: 'T-shirt', color: 'Black', size: 'M', season: 'Summer', material: 'cotton', formality: 'casual', warmth: 'light', priceCents: 3000, image: 'black-crew-tee', monthsAgo: 2, wornDaysAgo: [4, 6, 9, 13, 20] },
  { name: 'Dark Slim Jeans', brand: "Levi's", category: 'Bottoms', subcategory: 'Jeans', color: 'Denim', size: '32x32', season: 'All Seasons', material: 'denim', formality: 'casual', warmth: 'medium', priceCents: 9800, image: 'dark-denim-jeans', monthsAgo: 8, wornDaysAgo: [4, 6, 11, 13, 18, 25] },
  { name: 'Khaki Chinos', brand: 'Bonobos', category: 'Bottoms', subcategory: 'Chinos', color: 'Khaki', size: '32x32', season: 'Spring', material: 'cotton', formality: 'smart casual', warmth: 'medium', priceCents: 8900, image: 'khaki-chinos', monthsAgo: 6, wornDaysAgo: [1, 8] },
  { name: 'Charcoal Wool Trousers', brand: 'Suitsupply', category: 'Bottoms', subcategory: 'Dress trousers', color: 'Charcoal', size: '32R', season: 'Fall', material: 'wool', formality: 'business', warmth: 'warm', priceCents: 14900, image: 'charcoal-wool-trousers', monthsAgo: 5, wornDaysAgo: [2] },
  { name: 'Running Shorts', brand: 'Nike', category: 'Bottoms', subcategory: 'Running shorts', color: 'Black', size: 'M', season: 'Summer', material: 'synthetic', formality: 'athletic', warmth: 'light', priceCents: 3500, image: 'black-running-shorts', monthsAgo: 1 },
  { name: 'Camel Overcoat', brand: 'Reiss', category: 'Outerwear', subcategory: 'Overcoat', color: 'Camel', size: '40', season: 'Winter', material: 'wool', formality: 'business', warmth: 'warm', priceCents: 39500, image: 'camel-overcoat', monthsAgo: 10 },
  { name: 'Olive Field Jacket', brand: 'Alpha Industries', category: 'Outerwear', subcategory: 'Field jacket', color: 'Olive', size: 'M', season: 'Spring', material: 'cotton', formality: 'casual', warmth: 'medium', priceCents: 14800, image: 'olive-field-jacket', monthsAgo: 2 },
  { name: 'Brown Leather Loafers', brand: 'Allen Edmonds', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', size: '10', season: 'All Seasons', material: 'leather', formality: 'smart casual', warmth: 'medium', priceCents: 19500, image: 'brown-leather-loafers', monthsAgo: 9, wornDaysAgo: [1, 3, 8] },
  { name: 'White Leather Sneakers', brand: 'Common Projects', category: 'Shoes', subcategory: 'Sneakers', color: 'White', size: '10', season: 'All Seasons', material: 'leather', formality: 'casual', warmth: 'light', priceCents: 41100, image: 'white-leather-sneakers', monthsAgo: 6, wornDaysAgo: [4, 6, 9, 11, 13] },
  { name: 'Tan Suede Chukkas', brand: 'Clarks', category: 'Shoes', subcategory: 'Chukka boots', color: 'Tan', size: '10', season: 'Fall', material: 'suede', formality: 'smart casual', warmth: 'medium', priceCents: 15000, image: 'tan-suede-chukkas', monthsAgo: 4 },
  { name: 'Black Oxford Shoes', brand: 'Loake', category: 'Shoes', subcategory: 'Oxfords', color: 'Black', size: '10', season: 'All Seasons', material: 'leather', formality: 'business', warmth: 'medium', priceCents: 22000, image: 'black-oxford-shoes', monthsAgo: 11 },
  { name: 'Brown Leather Belt', brand: 'Anderson’s', category: 'Accessories', subcategory: 'Belt', color: 'Brown', size: '34', season: 'All Seasons', material: 'leather', formality: 'smart casual', warmth: 'light', priceCents: 9500, image: 'brown-leather-belt', monthsAgo: 9 },
  { name: 'Burgundy Knit Tie', brand: 'Drake’s', category: 'Accessories', subcategory: 'Tie', color: 'Burgundy', size: null, season: 'Fall', material: 'silk', formality: 'business', warmth: 'light', priceCents: 12000, image: 'burgundy-knit-tie', monthsAgo: 3 },
  { name: 'Black Silk Bow Tie', brand: null, category: 'Accessories', subcategory: 'Bow tie', color: 'Black', size: null, season: 'All Seasons', material: 'silk', formality: 'formal', warmth: 'light', priceCents: null, image: 'black-silk-bow-tie', monthsAgo: 12 },
  { name: 'Navy Baseball Cap', brand: 'New Era', category: 'Accessories', subcategory: 'Cap', color: 'Navy', size: null, season: 'Summer', material: 'other', formality: 'casual', warmth: 'light', priceCents: 3200, image: 'navy-baseball-cap', monthsAgo: 1 },
];

export async function seedDemoCloset(db: Db, user: UserRow, now = new Date()): Promise<void> {
  const rows = await db
    .insert(clothingItems)
    .values(
      ITEMS.map(({ image, monthsAgo, wornDaysAgo: _w, ...item }, i) => ({
        ...item,
        userId: user.id,
        imageUrl: `/demo-closet/${image}.svg`,
        // Spread over the past year, newest first in ITEMS order within a month.
        addedAt: new Date(now.getTime() - (monthsAgo * 30 + i) * 24 * 60 * 60 * 1000),
      })),
    )
    .returning({ id: clothingItems.id });
  const wears = ITEMS.flatMap((item, i) =>
    // Days before today as the user counts days: 'yesterday' must not show as 'worn today' in the evening.
    (item.wornDaysAgo ?? []).map((days) => ({ itemId: rows[i]!.id, userId: user.id, wornOn: localDate(new Date(now.getTime() - days * 24 * 60 * 60 * 1000), user.timezone) })),
  );
  if (wears.length) await db.insert(clothingItemWears).values(wears);
}
