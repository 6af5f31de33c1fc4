import { slotCategory } from '../../../shared/closet-slots';
import { dressCodeRank, type DressCode } from '../dress-code';
import { profileItem } from '../item-profile';
import { standingOf, statedColoursText, type StatedColours } from '../question/stated-colours';
import type { ClosetItem } from '../types';

/**
 * The closet kept to colours the hosts asked for ('white or light colours, not black', 'wear colour'):
 * the strictest filter the closet can still dress from. First every garment of the outfit's core in
 * a colour asked for, then the top (or the one-piece) in it, then only nothing in a colour ruled
 * out. Shoes, layers and accessories are held only to what was ruled out. Pure.
 */

const CORE = new Set(['Tops', 'Bottoms', 'Dresses & jumpsuits', 'Suits & tailoring']);
const WHOLE_LOOK = new Set(['light', 'colour', 'dark', 'white', 'black', 'grey', 'beige']);

function filtersFor(stated: StatedColours): ((i: ClosetItem) => boolean)[] {
  const standing = (i: ClosetItem) => standingOf(stated, i.color, i.name);
  const notOut = (i: ClosetItem) => standing(i) !== 'out';
  if (!stated.wear.length) return [notOut];
  const core = (i: ClosetItem) => CORE.has(slotCategory(i)) || profileItem(i).onePiece;
  const top = (i: ClosetItem) => slotCategory(i) === 'Tops' || profileItem(i).onePiece;
  const topAsked = (i: ClosetItem) => notOut(i) && (!top(i) || standing(i) === 'asked');
  // A tone ('light colours', 'colour') or a neutral ('all white') is the whole look's; a colour ('pink') is carried by the top or the one-piece.
  const wholeLook = stated.wear.some((w) => WHOLE_LOOK.has(w));
  return wholeLook ? [(i) => notOut(i) && (!core(i) || standing(i) === 'asked'), topAsked, notOut] : [topAsked, notOut];
}

/** Words that make a piece patterned: a colour asked for at a mourning occasion is not a loud pattern ('blue/white stripe', a seersucker blazer). */
// prettier-ignore
const PATTERN_WORDS = new Set(['stripe', 'stripes', 'striped', 'plaid', 'check', 'checked', 'checks', 'floral', 'print', 'printed', 'graphic', 'camo', 'leopard',
  'polka', 'paisley', 'gingham', 'seersucker', 'tartan', 'houndstooth', 'madras', 'tie-dye', 'sequin', 'sequins', 'sequined', 'sequinned']);
const patterned = (i: ClosetItem) =>
  `${i.color} ${i.name} ${i.material ?? ''}`
    .toLowerCase()
    .split(/[^a-z-]+/)
    .some((w) => PATTERN_WORDS.has(w));

/** The first filter the closet can still dress an outfit from, or null when none can; `quiet`: patterns stay out too (a mourning occasion). */
export function requestFilter(
  stated: StatedColours,
  closet: readonly ClosetItem[],
  dresses: (closet: ClosetItem[]) => boolean,
  quiet = false,
): ((i: ClosetItem) => boolean) | null {
  const filters = filtersFor(stated).flatMap((f) => (quiet ? [(i: ClosetItem) => f(i) && !patterned(i), f] : [f]));
  // An outfit is a top and a bottom, or a one-piece, before the engine is asked.
  const whole = (c: ClosetItem[]) =>
    c.some((i) => profileItem(i).onePiece) || (c.some((i) => slotCategory(i) === 'Tops') && c.some((i) => slotCategory(i) === 'Bottoms'));
  return filters.find((f) => whole(closet.filter(f)) && dresses(closet.filter(f))) ?? null;
}

/** Whether an occasion is a mourning one, where a colour request still keeps to plain pieces. */
export const isMourning = (occasion: string | null): boolean => !!occasion && MOURNING.has(occasion);

/** The sentence that says the request was kept: 'Your White linen shirt and Khaki chinos keep to the white or light colours the family asked for, with no black.' */
export function requestKeptText(stated: StatedColours, items: readonly ClosetItem[], join: (parts: readonly string[]) => string): string {
  const asked = items.filter((i) => standingOf(stated, i.color, i.name) === 'asked');
  const wearText = statedColoursText({ ...stated, avoid: [] });
  const noneOf = stated.avoid.length ? `no ${stated.avoid.join(' or ')}` : '';
  const who = stated.by ? `${stated.by} asked for` : 'asked for';
  if (!stated.wear.length) return `It has ${noneOf} in it, as ${stated.by ? `${stated.by} asked` : 'asked'}.`;
  if (!asked.length) return `Nothing you own is in the ${wearText} ${who}, so it keeps to ${noneOf || 'quiet pieces'}; one piece in it is worth finding.`;
  const plural = asked.length > 1 || /s$/i.test(asked[0]!.name);
  return `Your ${join(asked.map((i) => i.name))} ${plural ? 'keep' : 'keeps'} to the ${wearText} ${who}${noneOf ? `, with ${noneOf}` : ''}.`;
}

/** Occasions whose level comes from a dark-suit tradition: a family that asks for light colours or colour sets that tradition aside. */
const MOURNING = new Set(['funeral']);

/**
 * The level to dress to when the hosts ask for colours: at a funeral, a request for white, light
 * colours or colour sets aside the dark suit the level stands for, so it is neat and modest
 * (business casual) rather than business formal. A code the person wrote stays as written.
 */
export function levelWithRequest(stated: StatedColours, occasion: string | null, code: DressCode | null, explicit: boolean): DressCode | null {
  if (explicit || !occasion || !MOURNING.has(occasion) || !code) return code;
  const aside = stated.wear.length > 0 && stated.wear.every((w) => w !== 'dark' && w !== 'black' && w !== 'grey');
  return aside && dressCodeRank(code) > dressCodeRank('business casual') ? 'business casual' : code;
}
