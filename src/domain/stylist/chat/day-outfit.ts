import type { ParsedQuestion } from '../question';

/** Follow-ups that ask about one piece of the outfit just suggested ('and shoes?'). */
const SLOT_CHANGES: ReadonlySet<string> = new Set(['shoes', 'outerwear', 'top', 'bottom', 'accessories']);

/**
 * Whether an outfit question asks for what Home and the morning text already answer: today, with
 * nothing of its own (no occasion, dress code, activity, weather, temperature, piece to wear or
 * to leave out, no change of formality or warmth). Such a question is answered with the stored
 * outfit of the day, so chat never contradicts Home; anything it adds is a different question.
 */
export function asksForDayOutfit(question: ParsedQuestion, today: string): boolean {
  if (question.kind !== 'outfit') return false;
  if ((question.day?.date ?? today) !== today) return false;
  const slot = question.followUp && question.change !== null && SLOT_CHANGES.has(question.change);
  if (question.followUp && question.change !== null && !slot) return false;
  return (
    question.occasions.length === 0 &&
    question.dressCode === null &&
    question.activity === null &&
    question.weather.length === 0 &&
    question.tempC === null &&
    question.avoid.length === 0 &&
    // 'What goes with my jeans today?' is built around a piece; 'and shoes?' names its slot, not a piece to wear.
    (slot || question.pieces.length === 0)
  );
}
