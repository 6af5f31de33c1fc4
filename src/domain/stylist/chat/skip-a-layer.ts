import { slotCategory } from '../../../shared/closet-slots';
import { profileItem } from '../item-profile';
import { piecesNamed } from '../question';
import { SKIP_ASKED } from '../reading/cues';
import { phrasesIn } from '../reading/phrases';
import type { ClosetItem, Weather } from '../types';
import { isRainLikely } from '../weather-bands';
import { wordsOfText } from '../question/ruled-out';

/**
 * 'Can I leave the down coat at home for once?', 'I don't need the big puffer, right?': asked whether a layer can stay
 * home, the answer says yes or no for the day's weather first (issue 38.6: every answer ends on this question), and the
 * outfit is built without it when it can. Pure.
 */

/** The highest temperature at which a layer of each warmth is still needed on a dry day. */
const NEEDED_UP_TO_C = { warm: 7, medium: 12, light: 16 } as const;

export interface SkipVerdict {
  item: ClosetItem;
  /** True when the day lets the piece stay home. */
  leave: boolean;
}

/** The owned layer the message asks to leave at home, and whether the day allows it; null when none is asked. */
export function skipAsked(message: string, closet: readonly ClosetItem[], weather: Weather): SkipVerdict | null {
  const item = layerAskedToLeave(message, closet);
  if (!item) return null;
  const p = profileItem(item);
  const needed = weather.maxTempC <= NEEDED_UP_TO_C[p.warmth] || (p.rainwear && isRainLikely(weather));
  return { item, leave: !needed };
}

/** The owned layer a message asks to leave at home ('can I leave the down coat at home?'), or null: not a piece asked to wear. */
export function layerAskedToLeave(message: string, closet: readonly ClosetItem[]): ClosetItem | null {
  const ws = wordsOfText(message);
  const hit = phrasesIn(ws, [{ id: 'skip', phrases: SKIP_ASKED }])[0];
  if (!hit) return null;
  // The piece said just after the ask ('leave the down coat', 'need the big puffer').
  const said = ws.slice(hit.at + hit.span, hit.at + hit.span + 5).join(' ');
  const kinds = piecesNamed(said);
  if (!kinds.length) return null;
  const saidWords = new Set(said.split(' '));
  const candidates = closet.filter(
    (i) => i.status === 'active' && slotCategory(i) === 'Outerwear' && piecesNamed(`${i.subcategory ?? ''} ${i.name}`).some((k) => kinds.includes(k)),
  );
  // The one whose own words are said ('the down coat' of a down coat and a wool coat), else the warmest of the kind.
  const score = (i: ClosetItem) =>
    i.name
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => saidWords.has(w)).length;
  const warmth = (i: ClosetItem) => ['light', 'medium', 'warm'].indexOf(profileItem(i).warmth);
  return [...candidates].sort((a, b) => score(b) - score(a) || warmth(b) - warmth(a))[0] ?? null;
}

/** The sentence the answer opens on. */
export function skipVerdictText(v: SkipVerdict, weatherText: string): string {
  return v.leave
    ? `Yes, leave your ${v.item.name} at home: for ${weatherText}, a lighter layer does.`
    : `Keep your ${v.item.name} on: ${weatherText} still calls for it.`;
}
