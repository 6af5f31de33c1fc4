import { slotCategory } from '../../../shared/closet-slots';
import { profileItem } from '../item-profile';
import { appointmentSaid, type AppointmentSaid } from '../question/appointment';
import { ONE_PIECES } from '../question/follow-up-cues';
import type { ParsedQuestion } from '../question';
import type { ClosetItem } from '../types';
import { OPENS_AT_FRONT, SHORT_SLEEVED } from '../reading/medical';

/**
 * Clothes for a medical appointment (issue 38.3: asked in terms of clothes, it is a clothes question): separates rather
 * than a dress, a top that opens at the front when the chest is examined, sleeves that leave the arm free for a cuff or a
 * needle, shoes that slip off. The visit is the one the question names, or the one the conversation kept (its occasion's
 * name); the examinations are those said in the message.
 */

/** The appointment an outfit question is for, or null: a visit named in the message or kept as the occasion, or an examination said. */
export function appointmentOf(question: Pick<ParsedQuestion, 'occasionName' | 'occasions'>, message: string | undefined): AppointmentSaid | null {
  const said = message ? appointmentSaid(message) : null;
  const kept = question.occasionName ? appointmentSaid(question.occasionName) : null;
  // A visit said beside another occasion ('my doctor says to wear flight socks on the plane') leaves that occasion's clothes alone.
  const named = question.occasionName ? (question.occasionName.split(' ').pop() ?? '') : null;
  const forTheVisit = !!kept?.visit || (!!said && (named === null ? question.occasions.length === 0 : APPOINTMENT_NOUNS.has(named)));
  if (!forTheVisit) return null;
  return { visit: true, needs: said?.needs ?? [] };
}

/** The nouns an appointment is named by when who is seen is said apart ('my doctor's appointment'). */
const APPOINTMENT_NOUNS: ReadonlySet<string> = new Set(['appointment', 'appt', 'consultation', 'visit', 'check', 'checkup']);

const namesOf = (item: ClosetItem) => `${item.name} ${item.subcategory ?? ''}`.toLowerCase();
const has = (item: ClosetItem, terms: readonly string[]) => terms.some((t) => ` ${namesOf(item)} `.includes(` ${t} `) || namesOf(item).includes(`${t}`));

/** A dress or another one-piece has to come off whole: kept out when anything is examined. */
export function appointmentAllows(item: ClosetItem, appointment: AppointmentSaid | null): boolean {
  if (!appointment) return true;
  return !(profileItem(item).onePiece || [...ONE_PIECES].some((p) => has(item, [p])));
}

/** The tops that open at the front, when the chest is examined or nothing in particular is said (a check-up). */
export function opensAtFront(item: ClosetItem): boolean {
  return slotCategory(item) !== 'Tops' || has(item, OPENS_AT_FRONT);
}

/** Whether the appointment asks for a top that opens: the chest is examined, or the visit is named with nothing said of it. */
export function chestExamined(appointment: AppointmentSaid | null): boolean {
  return !!appointment && (appointment.needs.includes('chest') || appointment.needs.length === 0);
}

/** The sentence on what the outfit makes easy at the appointment. */
export function appointmentLine(appointment: AppointmentSaid, items: readonly ClosetItem[]): string {
  const top = items.find((i) => slotCategory(i) === 'Tops');
  const arm = appointment.needs.includes('arm');
  const chest = appointment.needs.includes('chest');
  const change = appointment.needs.includes('change');
  const general = appointment.needs.length === 0;
  const parts: string[] = [];
  if (chest || general)
    parts.push(
      top && has(top, OPENS_AT_FRONT) ? `your ${top.name} buttons or zips open at the front` : 'a top that buttons or zips open at the front is easiest',
    );
  if (arm || general)
    parts.push(top && has(top, SHORT_SLEEVED) ? 'short sleeves leave your arm free' : 'wear sleeves you can push or roll up above the elbow, or short sleeves');
  if (change || chest || general) parts.push('separates rather than a dress mean only the top has to come off');
  parts.push('slip-on shoes save time if they ask you to take them off');
  const what = [arm ? 'the arm' : null, chest ? 'the chest' : null].filter(Boolean).join(' and ');
  const lead = what ? `With ${what} examined` : 'For the appointment';
  return `${lead}: ${parts.join('; ')}.`;
}
