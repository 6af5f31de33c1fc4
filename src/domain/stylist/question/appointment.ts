import { EXAMINATIONS, MEDICAL_VISITS, type Examination } from '../reading/medical';
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
