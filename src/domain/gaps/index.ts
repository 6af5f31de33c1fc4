export { closetGaps, budgetFor, MAX_GAPS } from './closet-gaps';
export { NEEDS, type Need } from './needs';
export type { Budget, Gap, GapClimate, GapEvent, GapInput, GapItem, GapProfile } from './types';
export { gapsAnswer, gapGoesWith, gapNames, GAPS_IN_ANSWER } from './gap-text';
