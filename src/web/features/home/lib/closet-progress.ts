import { CLOSET_GOAL } from '../../../../shared/constants';

/** Spec section 9: items / 40, rounded, capped at 100. */
export function closetProgressPercent(itemCount: number, goal: number = CLOSET_GOAL): number {
  if (goal <= 0 || itemCount <= 0) return 0;
  return Math.min(100, Math.round((itemCount / goal) * 100));
}

/** 'a' or 'an' before a percentage read aloud: an 8%, an 11%, an 18%, an 80-something%, but a 1%, a 100% (issue 15: 'an 86% match'). */
export function articleForPercent(percent: number): 'a' | 'an' {
  const digits = String(Math.trunc(Math.abs(percent)));
  return digits.startsWith('8') || digits === '11' || digits === '18' ? 'an' : 'a';
}
