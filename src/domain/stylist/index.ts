/**
 * The outfit engine's public API. Pure: no I/O, no clock, no implicit randomness; the same
 * request (seed included) always gives the same result.
 */
export type * from './types';
export { generateOutfit, CANDIDATE_COUNT, SHORT_OF_PREFIX } from './generate-outfit';
export { localFallbackOutfit } from './local-fallback';
export { applySwap, slotOf, swapOptions } from './swap';
export type { SwapError, SwapOption, SwapSlot } from './swap';
export { REACTION_DAYS, REACTION_WEIGHTS, reactionAdjustments } from './reactions';
export type { ReactionAdjustments } from './reactions';
export { profileItem } from './item-profile';
export { hardRuleViolationDetails, hardRuleViolations, MAX_OUTFIT_ITEMS, RECENT_WEAR_DAYS } from './rules';
export type { RuleId, RuleViolation } from './rules';
export { DRESS_CODES, DRESS_CODE_RULES, dayOccasion, dressCodeFromTitle, eventDressCode, parseDressCode } from './dress-code';
export type { DayOccasion, DressCode, DressCodeRule } from './dress-code';
export { inferFormality, inferMaterial, inferWarmth, isOnePiece } from './inference';
export { colourInfo, harmonyKind, harmonyScore, isWhitish } from './colour-harmony';
export type { ColourInfo, HarmonyKind } from './colour-harmony';
export {
  COLD_FROM_C,
  COOL_FROM_C,
  HOT_FROM_C,
  MILD_FROM_C,
  RAIN_MM,
  RAIN_PROBABILITY_PERCENT,
  WINDY_FROM_KPH,
  isRainLikely,
  temperatureBand,
} from './weather-bands';
export type { TemperatureBand } from './weather-bands';
