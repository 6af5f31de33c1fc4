import { slotCategory } from '../../../shared/closet-slots';
import { ONE_PIECES } from '../question/follow-up-cues';
import { profileItem } from '../item-profile';
import type { ClosetItem } from '../types';
import { mentionScore } from './owned-match';

/**
 * A kind of piece a follow-up asks to wear ('what if I wanna wear a dress instead', 'the head asked all staff to wear
 * jumpers for it'): the outfit is dressed again with one of that kind in it, the rest of the plan kept (issue 38.4).
 * The kind is read by the question layer (`pieceAskedToWear`: the verb in front of the piece, not which piece it is).
 */

/** Words of a shoe that lifts the heel. */
export const HEELED = /\b(heels?|heeled|stilettos?|pumps|platforms?|wedges?|kitten)\b/i;

/**
 * Kinds said by what a piece is like rather than by its name: 'flats' are any shoes that keep the heel down (slides,
 * sneakers, loafers, sandals), whatever each is called.
 */
const KINDS_BY_PROPERTY: Readonly<Record<string, (i: ClosetItem) => boolean>> = {
  flats: (i) => slotCategory(i) === 'Shoes' && !HEELED.test(`${i.subcategory ?? ''} ${i.name}`) && !profileItem(i).sportMade,
};

/**
 * The closet with the asked kind the only choice for its place on the body: a one-piece takes the place of tops and
 * bottoms, any other kind of the other pieces of its category. Null when nothing owned is of that kind.
 */
export function closetWearing(closet: readonly ClosetItem[], piece: string): ClosetItem[] | null {
  const onePiece = ONE_PIECES.has(piece);
  // 'Dress trousers' are no dress: a one-piece asked for is a piece worn as one.
  const byProperty = KINDS_BY_PROPERTY[piece];
  const ofKind = closet.filter((i) => (byProperty ? byProperty(i) : mentionScore(i, piece, []) !== null && (!onePiece || profileItem(i).onePiece)));
  if (ofKind.length === 0) return null;
  const wanted = new Set(ofKind.map((i) => i.id));
  const places = new Set(onePiece ? ['Tops', 'Bottoms'] : ofKind.map((i) => slotCategory(i)));
  return closet.filter((i) => wanted.has(i.id) || !places.has(slotCategory(i)));
}
