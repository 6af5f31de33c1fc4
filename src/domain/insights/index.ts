export { letGoNotes } from './let-go';
export { bestAddition, goTogether, outfitCount, roleOf, type BestAddition, type OutfitRole } from './outfit-count';
export type { InsightItem, KeptUntil } from './types';
export {
  DRESS_CODE_FORMALITY,
  IDLE_DAYS,
  styleFormality,
  wardrobeInsights,
  WORN_LIST_MAX,
  type BalanceRow,
  type CostPerWearRow,
  type FormalityBalanceRow,
  type WardrobeInsights,
} from './wardrobe-insights';
