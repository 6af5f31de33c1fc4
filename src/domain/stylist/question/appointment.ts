import { EXAMINATIONS, MEDICAL_EVENTS, MEDICAL_VISITS, MEDICAL_WHO, type Examination } from '../reading/medical';
import { phrasesIn } from '../reading/phrases';
import { words } from './lexicon';

/**
 * A doctor's, dentist's or clinic's appointment asked about in terms of clothes is a clothes question (issue 38.3): what
 * the visit does to the body (a blood pressure cuff, an EKG, a scan) is what the clothes must make easy. Medical advice
 * itself stays declined. Read from the vocabulary's tables: who or what is visited, and the examinations said.
 */
export interface AppointmentSaid {
  /** A medical visit is named ('a check-up with my cardiologist', 'the dentist'). */
  visit: boolean;
  /** What the visit needs of the clothes, in the order said: the arm, the chest, or changing. */
  needs: Examination[];
}

const wordsOfText = (text: string) => words(text.replace(/-/g, ' '));

/** The visit and examinations a text says; null when it says neither. */
export function appointmentSaid(text: string): AppointmentSaid | null {
  const ws = wordsOfText(text);
  const visit = phrasesIn(ws, MEDICAL_VISITS).length > 0;
  const needs = [...new Set(phrasesIn(ws, EXAMINATIONS).map((h) => h.id))];
  return visit || needs.length > 0 ? { visit, needs } : null;
}

const WHO: ReadonlySet<string> = new Set(MEDICAL_WHO);
const VISIT_NOUNS: ReadonlySet<string> = new Set(['appointment', 'appointments', 'appt', 'visit', 'check', ...MEDICAL_EVENTS.filter((e) => !e.includes(' '))]);
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'my', 'a', 'an', 'our', 'his', 'her', 'their']);
/** Words that make whoever follows them a place gone to or an hour kept ('got the dentist at 10', 'after the physio'). */
// prettier-ignore
const GONE_TO: ReadonlySet<string> = new Set(['got', 'have', 'has', 'having', 'at', 'to', 'see', 'seeing', 'visit', 'visiting', 'after', 'before', 'from', 'then', 'and',
  'with', 'booked', 'gotta', 'go']);

/**
 * Whether the word at `i` is someone visited, not medicine asked about: 'got the dentist at 10 then the shops', 'a physio
 * appointment'. Such a visit is a place in the day, so the day's clothes are still what is asked; what hurts or what to take
 * is still medical ('what painkiller before my dentist appointment' keeps 'painkiller').
 */
export function visitedAt(ws: readonly string[], i: number): boolean {
  if (!WHO.has(ws[i] ?? '')) return false;
  if (VISIT_NOUNS.has(ws[i + 1] ?? '')) return true;
  return DETERMINERS.has(ws[i - 1] ?? '') && GONE_TO.has(ws[i - 2] ?? '');
}
