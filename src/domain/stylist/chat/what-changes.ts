import { slotCategory } from '../../../shared/closet-slots';
import type { ClosetItem } from '../types';
import { listJoin } from './closet-pick';

/**
 * 'What if we go on to a cocktail bar afterwards? Do I need to change anything?': the outfit before against the one for
 * the plan after, said as what stays and what is swapped for what, so the person changes only what they must. Pure; null
 * when nothing of the outfit before is known.
 */
export function whatChangesLine(before: readonly ClosetItem[], after: readonly ClosetItem[], forWhat: string): string | null {
  if (!before.length) return null;
  const afterIds = new Set(after.map((i) => i.id));
  const stays = before.filter((i) => afterIds.has(i.id));
  const goes = before.filter((i) => !afterIds.has(i.id) && slotCategory(i) !== 'Accessories');
  const beforeIds = new Set(before.map((i) => i.id));
  const comes = after.filter((i) => !beforeIds.has(i.id) && slotCategory(i) !== 'Accessories');
  const your = (items: readonly ClosetItem[]) => `your ${listJoin(items.map((i) => i.name))}`;
  if (!goes.length && !comes.length) return `No need to change for ${forWhat}: ${your(before)} ${before.length > 1 ? 'work' : 'works'} there too.`;
  const swap = goes.length ? `swap ${your(goes)} for ${comes.length ? your(comes) : 'something dressier'}` : `add ${your(comes)}`;
  return `For ${forWhat}, ${swap}${stays.length ? `; ${your(stays)} can stay` : ''}.`;
}
