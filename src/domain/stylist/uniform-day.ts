import type { DressCode } from './dress-code';
import { profileItem } from './item-profile';
import { FORMALITIES, type Formality } from '../../shared/closet-constants';
import type { OutfitRequest } from './types';
import { isOnDuty, isWorkUniform } from './work-uniform';

/**
 * On a day the job is on, the uniform the person owns (protective clothing such as a hi-vis shirt included) is what they wear to it: a nurse with a scrub set goes to the ward
 * in it, a site worker in the hi-vis shirt and steel caps, whatever the office-like level the word 'work' would give.
 * The uniform's clothes take the slots they cover (a set both halves), uniform shoes take the shoes, and the job's
 * dress code becomes the uniform's own level so the rest (a layer, the bottoms a top-only uniform leaves) matches it.
 * Null when the day is not the job or no uniform clothing is owned: the day is dressed as any other.
 */
export function uniformDay(request: OutfitRequest): OutfitRequest | null {
  if (!request.events.some((e) => isOnDuty(e, request.date))) return null;
  const active = request.closet.filter((i) => i.status === 'active');
  const body = (slot: string) => slot === 'top' || slot === 'bottom' || slot === 'one-piece';
  const clothing = active.map(profileItem).filter((p) => body(p.slot) && isWorkUniform(p.item));
  if (clothing.length === 0) return null;
  const covered = new Set(clothing.flatMap((p) => (p.onePiece ? ['top', 'bottom', 'one-piece'] : [p.slot])));
  // A dress would hide even a top-only uniform (a work polo): no one-piece but the uniform's own.
  covered.add('one-piece');
  const uniformShoes = active.some((i) => profileItem(i).slot === 'shoes' && isWorkUniform(i));
  const closet = request.closet.filter((i) => {
    const p = profileItem(i);
    if (body(p.slot) || p.onePiece) return isWorkUniform(i) || !(covered.has(p.slot) || p.onePiece);
    if (p.slot === 'shoes' && uniformShoes) return isWorkUniform(i);
    return true;
  });
  const level = LEVEL_CODE[dressiest(clothing.map((p) => p.formality))];
  return { ...request, closet, events: request.events.map((e) => (isOnDuty(e, request.date) ? { ...e, dressCode: level } : e)) };
}

const dressiest = (levels: readonly Formality[]): Formality => levels.reduce((a, b) => (FORMALITIES.indexOf(b) > FORMALITIES.indexOf(a) ? b : a));

/** The dress code whose core level is the uniform's. */
const LEVEL_CODE: Record<Formality, DressCode> = {
  athletic: 'casual',
  casual: 'casual',
  'smart casual': 'smart casual',
  business: 'business casual',
  formal: 'business formal',
};
