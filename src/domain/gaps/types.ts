import type { Category, Formality, ItemStatus, Material, Warmth } from '../../shared/closet-constants';
import type { CatalogCategory } from '../../shared/catalog-categories';

/** What the gap model reads of a closet item; `timesWorn` is the wear log. */
export interface GapItem {
  name: string;
  category: Category;
  subcategory: string | null;
  color: string;
  formality?: Formality | null;
  material?: Material | null;
  warmth?: Warmth | null;
  status: ItemStatus;
  timesWorn: number;
}

export interface GapEvent {
  title: string;
  /** YYYY-MM-DD */
  date: string;
  dressCode: string | null;
}

/** The home city's weather over the coming months: the extremes decide what the closet must hold. */
export interface GapClimate {
  /** 'Chicago', or null when only the time zone is known. */
  place: string | null;
  coldestMinC: number;
  warmestMaxC: number;
  /** 0-100: the wettest coming month's chance of rain on a day. */
  rainProbability: number;
}

/** What the person stated for a key piece (a jacket, a good pair of shoes), in dollars. */
export interface Budget {
  min: number;
  max: number;
}

export interface GapProfile {
  preferredStyle: string;
  styleGoals: readonly string[];
  budget: Budget | null;
  /** Colours the person said they avoid: no gap names one (ADR 0113). */
  avoidColours?: readonly string[];
}

export interface GapInput {
  profile: GapProfile;
  /** Upcoming events (the service reads a few weeks ahead). */
  events: readonly GapEvent[];
  climate: GapClimate | null;
  closet: readonly GapItem[];
  wardrobe: 'menswear' | 'womenswear' | 'mixed';
  unit: 'C' | 'F';
}

export interface Gap {
  /** Stable identity ('blazer', 'occasion:black tie'): the same gap keeps its key while it lasts. */
  key: string;
  label: string;
  /** One line: why this person lacks it ('Your calendar has 3 business events and you own no blazer.'). */
  reason: string;
  category: Category;
  shopCategory: CatalogCategory;
  /** Catalog search words for this gap. */
  search: string;
  /** The price range for this piece within the stated budget; null when no budget was stated. */
  budget: Budget | null;
  checklist: readonly string[];
  /** Higher first; only for ordering. */
  weight: number;
}
