import { CLOSET_GOAL } from '../../../../shared/constants';

/** Spec section 9: items / 40, rounded, capped at 100. */
export function closetProgressPercent(itemCount: number, goal: number = CLOSET_GOAL): number {
  if (goal <= 0 || itemCount <= 0) return 0;
  return Math.min(100, Math.round((itemCount / goal) * 100));
}
