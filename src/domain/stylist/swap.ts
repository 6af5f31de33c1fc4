import { describeOutfit } from './describe';
import type { Verdict } from './describe';
import { profileItem } from './item-profile';
import type { ItemProfile } from './item-profile';
import { reactionAdjustments } from './reactions';
import { buildDayContext, isStandIn, itemViolations, outfitViolations } from './rules';
import type { RuleViolation } from './rules';
import { itemScore, outfitScore, scoringContext } from './scoring';
import type { ClosetItem, OutfitRequest } from './types';

/**
 * Swapping one piece of an outfit. Pure: the same request, outfit and piece give the same ranked
 * options. A piece's slot is what it does in the outfit: a dress is replaced by another one-piece,
 * a top by a top (never a dress, which would also replace the bottom).
 */
export type SwapSlot = 'top' | 'bottom' | 'one-piece' | 'outerwear' | 'shoes' | 'accessory';

export interface SwapOption {
  item: ClosetItem;
  /** The whole outfit's score with this piece in the slot: higher is better. */
  score: number;
}

export type SwapError = { code: 'not-in-outfit' | 'wrong-slot' | 'breaks-rule' | 'same-item'; message: string };

export function slotOf(p: ItemProfile): SwapSlot {
  switch (p.slot) {
    case 'layer':
      return 'outerwear';
    case 'swim':
      return 'accessory';
    default:
      return p.slot;
  }
}

const SLOT_WORDS: Record<SwapSlot, string> = {
  top: 'a top',
  bottom: 'a bottom',
  'one-piece': 'a dress or jumpsuit',
  outerwear: 'outerwear',
  shoes: 'shoes',
  accessory: 'an accessory',
};

const violationKey = (v: RuleViolation) => `${v.rule}:${v.itemId ?? ''}`;

function prepare(request: OutfitRequest, outfitItemIds: readonly number[]) {
  const closet = [...request.closet].sort((a, b) => a.id - b.id).map(profileItem);
  const byId = new Map(closet.map((p) => [p.item.id, p]));
  const ctx = buildDayContext(request, closet);
  const adjust = reactionAdjustments(request.reactions, request.date);
  const sctx = scoringContext(ctx, request.preferences, request.seed, [], adjust);
  const outfit = outfitItemIds.flatMap((id) => byId.get(id) ?? []);
  return { closet, byId, ctx, sctx, adjust, outfit };
}

/**
 * Every owned piece that could take `itemId`'s place in the outfit, best first. A candidate must
 * suit the day on its own and must not make the outfit break a rule it did not already break
 * (a repeat kept elsewhere in the outfit does not rule every candidate out).
 */
export function swapOptions(
  request: OutfitRequest,
  outfitItemIds: readonly number[],
  itemId: number,
): { ok: true; slot: SwapSlot; options: SwapOption[] } | { ok: false; error: SwapError } {
  const { closet, byId, ctx, sctx, adjust, outfit } = prepare(request, outfitItemIds);
  const current = byId.get(itemId);
  if (!current || !outfitItemIds.includes(itemId)) return { ok: false, error: { code: 'not-in-outfit', message: 'That piece is not in this outfit' } };
  const slot = slotOf(current);
  const rest = outfit.filter((p) => p.item.id !== itemId);
  const before = new Set(outfitViolations(outfit, ctx, closet).map(violationKey));
  const inOutfit = new Set(outfitItemIds);

  const options: SwapOption[] = [];
  for (const p of closet) {
    if (inOutfit.has(p.item.id) || slotOf(p) !== slot) continue;
    // The stand-in of a gap (shoes, top or bottom) is exempt from the item rules in outfits too.
    if (!isStandIn(ctx, p.item.id) && itemViolations(p, ctx).length > 0) continue;
    const next = [...rest, p];
    const added = outfitViolations(next, ctx, closet).filter((v) => !before.has(violationKey(v)));
    if (added.length > 0) continue;
    const scores = new Map(next.map((q) => [q.item.id, itemScore(q, sctx)]));
    options.push({ item: p.item, score: Math.round(outfitScore(next, scores, undefined, adjust) * 100) / 100 });
  }
  options.sort((a, b) => b.score - a.score || a.item.id - b.item.id);
  return { ok: true, slot, options };
}

/**
 * The outfit with `fromItemId` replaced by `toItemId`, described afresh; refused (with a reason a
 * person can read) when the new piece is not for that slot or would break a rule.
 */
export function applySwap(
  request: OutfitRequest,
  outfitItemIds: readonly number[],
  fromItemId: number,
  toItemId: number,
): { ok: true; itemIds: number[]; styleNote: string; reasons: string[] } | { ok: false; error: SwapError } {
  if (fromItemId === toItemId) return { ok: false, error: { code: 'same-item', message: 'Choose a different piece to swap in' } };
  const found = swapOptions(request, outfitItemIds, fromItemId);
  if (!found.ok) return found;
  const { closet, byId, ctx } = prepare(request, outfitItemIds);
  const from = byId.get(fromItemId)!;
  const to = byId.get(toItemId);
  if (!to || slotOf(to) !== found.slot) {
    return { ok: false, error: { code: 'wrong-slot', message: `Only ${SLOT_WORDS[found.slot]} can replace ${from.item.name}` } };
  }
  if (outfitItemIds.includes(toItemId)) return { ok: false, error: { code: 'same-item', message: `${to.item.name} is already in this outfit` } };
  if (!found.options.some((o) => o.item.id === toItemId)) {
    const why = itemViolations(to, ctx)[0]?.message ?? 'it does not go with the rest of the outfit today';
    return { ok: false, error: { code: 'breaks-rule', message: `${to.item.name} cannot replace ${from.item.name} today: ${why.replace(/^.*?: /, '')}` } };
  }
  const itemIds = outfitItemIds.map((id) => (id === fromItemId ? toItemId : id));
  const outfit = itemIds.map((id) => byId.get(id)!);
  const verdicts: Verdict[] = closet.map((p) => ({ p, violations: itemViolations(p, ctx) }));
  const { styleNote, reasons } = describeOutfit(outfit, ctx, verdicts, request.preferences, { requested: false, changed: true });
  return { ok: true, itemIds, styleNote, reasons };
}
