import type { TClothingItem } from '../../shared/schemas/closet';
import type { ClosetItem } from './types';

/** A closet item as the API sends it, as the engine reads it: the fields the stylist decides on, nothing else. */
export const closetItemFromDto = (i: TClothingItem): ClosetItem => ({
  id: i.id,
  name: i.name,
  brand: i.brand,
  category: i.category,
  subcategory: i.subcategory,
  color: i.color,
  season: i.season,
  material: i.material,
  formality: i.formality,
  warmth: i.warmth,
  status: i.status,
  lastWornOn: i.lastWornOn,
  timesWorn: i.timesWorn,
});
