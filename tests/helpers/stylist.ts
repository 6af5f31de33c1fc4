import type { DressCode } from '../../src/shared/schemas/calendar';
import { calendarEvents, clothingItems } from '../../src/db/schema';
import type { Db } from '../../src/db/client';
import type { Category, Formality, ItemStatus, Material, Season, Warmth } from '../../src/shared/closet-constants';

export interface ItemSeed {
  name: string;
  category: Category;
  color: string;
  subcategory?: string;
  season?: Season;
  material?: Material;
  formality?: Formality;
  warmth?: Warmth;
  status?: ItemStatus;
  priceCents?: number;
}

/** Writes closet rows directly: the stylist reads the tables, so its tests need not go through the closet API. */
export async function addItems(db: Db, userId: number, items: readonly ItemSeed[]): Promise<number[]> {
  const rows = await db
    .insert(clothingItems)
    .values(items.map((i) => ({ userId, season: 'All Seasons' as Season, ...i })))
    .returning({ id: clothingItems.id });
  return rows.map((r) => r.id);
}

export async function addEvent(db: Db, userId: number, event: { title: string; date: string; startTime?: string; dressCode?: DressCode }) {
  await db
    .insert(calendarEvents)
    .values({ userId, title: event.title, date: event.date, startTime: event.startTime ?? null, dressCode: event.dressCode ?? null });
}

/** A small, workable closet: enough for several different outfits in mild weather. */
export const smallCloset: ItemSeed[] = [
  { name: 'Navy Blazer', category: 'Outerwear', subcategory: 'Blazer', color: 'Navy', material: 'wool', formality: 'business' },
  { name: 'White Oxford Shirt', category: 'Tops', subcategory: 'Oxford shirt', color: 'White', material: 'cotton', formality: 'smart casual' },
  { name: 'Light Blue Shirt', category: 'Tops', subcategory: 'Button-down', color: 'Light Blue', material: 'cotton', formality: 'smart casual' },
  { name: 'Grey Crew Tee', category: 'Tops', subcategory: 'T-shirt', color: 'Grey', material: 'cotton', formality: 'casual' },
  { name: 'Grey Wool Trousers', category: 'Bottoms', subcategory: 'Trousers', color: 'Grey', material: 'wool', formality: 'business' },
  { name: 'Khaki Chinos', category: 'Bottoms', subcategory: 'Chinos', color: 'Khaki', material: 'cotton', formality: 'smart casual' },
  { name: 'Dark Slim Jeans', category: 'Bottoms', subcategory: 'Jeans', color: 'Indigo', material: 'denim', formality: 'casual' },
  { name: 'Brown Loafers', category: 'Shoes', subcategory: 'Loafers', color: 'Brown', material: 'leather', formality: 'smart casual' },
  { name: 'White Leather Sneakers', category: 'Shoes', subcategory: 'Sneakers', color: 'White', material: 'leather', formality: 'casual' },
];

const TOPS = [
  'Oxford Shirt',
  'Crew Tee',
  'Merino Sweater',
  'Polo',
  'Linen Shirt',
  'Henley',
  'Turtleneck',
  'Flannel Shirt',
  'Chambray Shirt',
  'Cardigan',
  'Silk Blouse',
  'Striped Tee',
];
const BOTTOMS = ['Chinos', 'Wool Trousers', 'Slim Jeans', 'Corduroys', 'Linen Trousers', 'Pleated Trousers', 'Straight Jeans', 'Midi Skirt'];
const OUTER = ['Blazer', 'Wool Overcoat', 'Trench Coat', 'Denim Jacket', 'Field Jacket', 'Puffer Jacket'];
const SHOES = ['Loafers', 'Leather Sneakers', 'Chelsea Boots', 'Derby Shoes', 'Suede Desert Boots', 'Canvas Sneakers'];
const ACCESSORIES = ['Leather Belt', 'Wool Scarf', 'Watch', 'Tote Bag', 'Beanie', 'Silk Tie', 'Sunglasses', 'Canvas Belt'];
const COLORS = ['Navy', 'White', 'Grey', 'Black', 'Beige', 'Olive', 'Burgundy', 'Light Blue', 'Brown', 'Camel'];

/** A full 40-item capsule, as the product's closet goal describes: used by the benchmarks. */
export function capsuleCloset(): ItemSeed[] {
  const out: ItemSeed[] = [];
  const push = (names: string[], category: Category) =>
    names.forEach((n, i) => {
      const color = COLORS[(out.length + i) % COLORS.length]!;
      out.push({ name: `${color} ${n}`, category, subcategory: n, color });
    });
  push(TOPS, 'Tops');
  push(BOTTOMS, 'Bottoms');
  push(OUTER, 'Outerwear');
  push(SHOES, 'Shoes');
  push(ACCESSORIES, 'Accessories');
  return out;
}
