/**
 * Stylist values the web app shows without validating anything: here rather than in
 * schemas/stylist.ts (which re-exports them), so importing one does not bring zod into a screen's
 * first download (ADR 0055).
 */
export const DEFAULT_STYLE = 'Smart Casual';
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
export type MonthName = (typeof MONTH_NAMES)[number];

/**
 * Why an outfit was turned down ('Not today'), with the words the card shows. The engine reads
 * each reason as a scoring adjustment for the next builds (domain/stylist/reactions.ts).
 */
export const NOT_TODAY_REASONS = [
  { value: 'too-formal', label: 'Too formal' },
  { value: 'too-warm', label: 'Too warm' },
  { value: 'too-cold', label: 'Too cold' },
  { value: 'not-my-style', label: 'Not my style' },
  { value: 'doesnt-fit', label: "Doesn't fit" },
  { value: 'other', label: 'Other' },
] as const;
export type NotTodayReason = (typeof NOT_TODAY_REASONS)[number]['value'];
export const NOT_TODAY_REASON_VALUES = NOT_TODAY_REASONS.map((r) => r.value) as [NotTodayReason, ...NotTodayReason[]];

/** How many days of the worn-outfits diary Home's strip shows, and the most one request may ask for. */
export const DIARY_DAYS = 14;
export const DIARY_MAX_DAYS = 62;

/**
 * The chat's conversationHistory (ADR 0102): at most this many turns, of at most this many characters
 * each and this many in all. Every earlier user turn is read to resolve a follow-up, so the whole is
 * bounded; the request schema refuses more with a 400, and the clients send the latest turns that fit.
 */
export const CHAT_HISTORY_MAX_TURNS = 50;
export const CHAT_TURN_MAX_CHARS = 4000;
export const CHAT_HISTORY_MAX_CHARS = 16_000;

/** The latest turns within the limits (each cut to CHAT_TURN_MAX_CHARS first), oldest first: what a client sends. */
export function latestTurnsWithin<T extends { content: string }>(turns: readonly T[], maxTurns: number = CHAT_HISTORY_MAX_TURNS): T[] {
  const kept: T[] = [];
  let chars = 0;
  for (let i = turns.length - 1; i >= 0 && kept.length < Math.min(maxTurns, CHAT_HISTORY_MAX_TURNS); i--) {
    const turn = turns[i]!;
    const content = turn.content.length > CHAT_TURN_MAX_CHARS ? turn.content.slice(0, CHAT_TURN_MAX_CHARS) : turn.content;
    if (chars + content.length > CHAT_HISTORY_MAX_CHARS) break;
    chars += content.length;
    kept.push({ ...turn, content });
  }
  return kept.reverse();
}
