import { NOT_TODAY_REASONS, type NotTodayReason } from '../../../../shared/stylist-constants';
import type { TGeneratedOutfit } from '../../../../shared/schemas/stylist';

/** What a new look does about each reason, said after 'Not today' so the change is never silent. */
const WHAT: Record<NotTodayReason, string> = {
  'too-formal': 'Here is a more relaxed look',
  'too-warm': 'Here is a lighter look',
  'too-cold': 'Here is a warmer look',
  'not-my-style': 'Here is a different look',
  'doesnt-fit': 'Here is a look without it',
  other: 'Here is a different look',
};

/**
 * The toast after 'Not today': what was noted, what changed, and whether it used one of the free
 * plan's refreshes (with how many are left). Nothing about refreshes on an unlimited plan.
 */
export function notTodayCopy(reason: NotTodayReason, outfit: Pick<TGeneratedOutfit, 'refresh' | 'refreshesLeft'>): { title: string; body: string } {
  const label = NOT_TODAY_REASONS.find((r) => r.value === reason)?.label.toLowerCase() ?? 'noted';
  const title = `Noted: ${label}`;
  if (outfit.refresh && !outfit.refresh.changed) return { title, body: outfit.refresh.note ?? 'Nothing else in your closet suits today.' };
  const left = outfit.refreshesLeft;
  const used = left === null || left === undefined ? '' : ` This used one of today's refreshes (${left} left).`;
  return { title, body: `${WHAT[reason]}; your next outfits will take it into account.${used}` };
}
