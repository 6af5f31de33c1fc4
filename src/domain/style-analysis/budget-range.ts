import type { Budget } from '../gaps/types';
import { readBudget } from './index';

/** What 'cheap', 'moderate' or 'I invest' means for a key piece, in dollars, when no amount is named. */
export const LEVEL_RANGES: Record<'low' | 'mid' | 'high', Budget> = { low: { min: 30, max: 80 }, mid: { min: 80, max: 250 }, high: { min: 250, max: 600 } };
/** One amount ('about $150') is the top of the range; the bottom is this share of it. */
export const SINGLE_AMOUNT_FLOOR = 0.6;

const dollarsIn = (text: string) =>
  [...text.matchAll(/\$\s?(\d[\d,]*)(\s?k\b)?|\b(\d[\d,]*)\s?(dollars|bucks|usd)\b/gi)].map((m) => {
    const value = Number((m[1] ?? m[3] ?? '0').replaceAll(',', ''));
    return m[2] ? value * 1000 : value;
  });

/**
 * The key-piece budget stated in the consultation's budget answer: '$100-200' is 100 to 200,
 * 'about $150' is 90 to 150, 'not much' the low range; null when the answer states none.
 */
export function budgetFromAnswer(text: string): Budget | null {
  const amounts = dollarsIn(text).filter((n) => Number.isFinite(n) && n > 0 && n <= 100_000);
  const range = /\d\s*(-|–|to)\s*\$?\s*\d/.exec(text) ? [...text.matchAll(/\$?\s?(\d[\d,]*)\s*(?:-|–|to)\s*\$?\s?(\d[\d,]*)/g)][0] : undefined;
  if (range) {
    const [a, b] = [Number(range[1]!.replaceAll(',', '')), Number(range[2]!.replaceAll(',', ''))];
    if (a > 0 && b > 0 && a <= 100_000 && b <= 100_000) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  if (amounts.length >= 2) return { min: Math.min(...amounts), max: Math.max(...amounts) };
  if (amounts.length === 1) return { min: Math.round((amounts[0]! * SINGLE_AMOUNT_FLOOR) / 5) * 5, max: amounts[0]! };
  const { level } = readBudget(text);
  return level ? { ...LEVEL_RANGES[level] } : null;
}
