import { parseDressCode } from '../dress-code';
import { parseQuestion, type ParsedQuestion } from '../question';
import { dayLabelOf } from '../question/when';
import type { DayEvent } from '../types';

/**
 * 'What should I wear to the wedding?' with a wedding in the calendar: the question means that
 * event, so its day and its dress code are the question's (issue 38.5 and 40: the chat read it as
 * a formal wedding today). Only when the question says no day itself; a dress code the person
 * states still wins over the calendar's. The soonest such event from today on is the one meant.
 */
export function withCalendarEvent(question: ParsedQuestion, events: readonly DayEvent[], today: string): ParsedQuestion {
  const occasion = question.occasions[0];
  if (!occasion || question.day !== null || question.kind !== 'outfit') return question;
  const event = events
    .filter((e) => e.date.slice(0, 10) >= today)
    .filter((e) => parseQuestion(e.title, { today }).occasions.includes(occasion))
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!event) return question;
  const date = event.date.slice(0, 10);
  const code = parseDressCode(event.dressCode);
  return {
    ...question,
    day: { date, label: dayLabelOf(date, today) },
    ...(code && !question.dressCodeExplicit ? { dressCode: code } : {}),
  };
}
