import { slotCategory } from '../../../shared/closet-slots';
import type { ParsedQuestion } from '../question';
import { piecesNamed } from '../question';
import { ALTERNATIVE, AWAY_FROM_SAID, OUT_OF_USE } from '../reading/cues';
import { phrasesIn } from '../reading/phrases';
import type { ClosetItem } from '../types';
import { itemsReferredTo } from './item-references';

/**
 * The owned pieces an outfit question says the person means to wear ('I'd like to wear my sash, what goes with it?', 'got
 * the palm shirt but wat else', 'is the navy overcoat warm enough over my suit?'): the outfit is built around them (issue
 * 38: the piece asked about is always named). A piece said under a negation or in a clause of condition ('my knee hurts if the shoes are too high'), out of
 * use, or ruled out is not one; nor is
 * any piece of a follow-up, which changes only what it names, nor one the person is moving away from ('I was going to wear the
 * black wrap dress again but want something with more life'). One piece for each place on the body, the first said.
 */
export function piecesSaidToWear(message: string, question: ParsedQuestion, closet: readonly ClosetItem[]): ClosetItem[] {
  if (question.kind !== 'outfit' || question.followUp) return [];
  const words = message
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);
  // A piece out of use, or the one to move away from, is what the outfit does without.
  if (phrasesIn(words, [{ id: 'away', phrases: [...OUT_OF_USE, ...ALTERNATIVE, ...AWAY_FROM_SAID] }]).length > 0) return [];
  const out: ClosetItem[] = [];
  for (const ref of itemsReferredTo(message, closet)) {
    if (ref.negated || ref.supposed || piecesNamed(ref.item.name).some((p) => question.avoid.includes(p))) continue;
    if (out.some((i) => slotCategory(i) === slotCategory(ref.item))) continue;
    out.push(ref.item);
  }
  return out;
}
