import { slotCategory } from '../../../shared/closet-slots';
import { colourInfo } from '../colour-harmony';
import { profileItem } from '../item-profile';
import type { ClosetItem } from '../types';
import type { ClosetAnswer } from './answer';
import { listJoin } from './closet-pick';

/**
 * 'I'm pale with red hair, which colours suit me?', 'I look washed out in beige, what suits a cool
 * skin tone?': the colours that flatter a person's colouring, answered from the closet (the owned
 * pieces in those colours, and the ones to keep away from the face). The colourings are a table of
 * the words people use and the colours stylists pair with them; the logic only reads and combines.
 */

interface Colouring {
  /** What the answer calls it ('pale skin', 'red hair'). */
  label: string;
  /** Words that say it, lower case; matched as whole phrases. */
  terms: readonly string[];
  /** Colours that flatter it near the face, best first. */
  suits: readonly string[];
  /** Colours that wash it out or clash, near the face. */
  avoid: readonly string[];
}

// prettier-ignore
export const COLOURINGS: readonly Colouring[] = [
  { label: 'a cool skin tone', terms: ['cool skin', 'cool skin tone', 'cool undertone', 'cool undertones', 'cool toned', 'cool-toned', 'pink undertone', 'pink undertones', 'blue veins'],
    suits: ['emerald', 'navy', 'cobalt', 'burgundy', 'black', 'white', 'grey', 'charcoal', 'teal', 'lavender', 'pink'], avoid: ['beige', 'camel', 'orange', 'mustard', 'tan', 'khaki', 'rust'] },
  { label: 'a warm skin tone', terms: ['warm skin', 'warm skin tone', 'warm undertone', 'warm undertones', 'warm toned', 'warm-toned', 'golden undertone', 'yellow undertone', 'green veins'],
    suits: ['olive', 'camel', 'rust', 'mustard', 'cream', 'brown', 'teal', 'coral', 'khaki', 'tan', 'burgundy'], avoid: ['black', 'white', 'lavender', 'grey', 'cobalt'] },
  { label: 'a neutral skin tone', terms: ['neutral skin', 'neutral undertone', 'neutral undertones', 'neutral skin tone'],
    suits: ['navy', 'teal', 'emerald', 'burgundy', 'grey', 'cream', 'olive', 'pink'], avoid: ['orange'] },
  { label: 'olive skin', terms: ['olive skin', 'olive skinned', 'olive complexion'],
    suits: ['emerald', 'burgundy', 'navy', 'cream', 'white', 'teal', 'rust', 'cobalt'], avoid: ['khaki', 'olive', 'mustard', 'beige', 'tan'] },
  { label: 'pale skin', terms: ['pale', 'pale skin', 'fair', 'fair skin', 'fair skinned', 'very fair', 'porcelain', 'light skin'],
    suits: ['navy', 'emerald', 'teal', 'burgundy', 'olive', 'charcoal', 'cobalt', 'cream'], avoid: ['beige', 'camel', 'tan', 'khaki', 'white'] },
  { label: 'deep skin', terms: ['dark skin', 'deep skin', 'deep skin tone', 'dark skin tone', 'brown skin', 'black skin'],
    suits: ['white', 'cobalt', 'emerald', 'mustard', 'pink', 'orange', 'camel', 'burgundy'], avoid: ['brown'] },
  { label: 'red hair', terms: ['red hair', 'redhead', 'red head', 'ginger', 'ginger hair', 'auburn', 'auburn hair', 'copper hair'],
    suits: ['olive', 'emerald', 'navy', 'teal', 'cream', 'camel', 'brown', 'charcoal'], avoid: ['red', 'orange', 'pink', 'rust'] },
  { label: 'dark hair', terms: ['dark hair', 'black hair', 'brown hair', 'brunette'],
    suits: ['white', 'black', 'navy', 'cobalt', 'emerald', 'burgundy', 'grey'], avoid: [] },
  { label: 'blonde hair', terms: ['blonde', 'blond', 'blonde hair', 'blond hair'],
    suits: ['navy', 'lavender', 'pink', 'grey', 'teal', 'cream', 'light blue'], avoid: ['yellow', 'beige'] },
  { label: 'grey hair', terms: ['grey hair', 'gray hair', 'silver hair', 'white hair'],
    suits: ['navy', 'burgundy', 'charcoal', 'cobalt', 'pink', 'emerald'], avoid: ['beige', 'yellow'] },
];

/** Colours that said 'washed out in X' or 'X makes me look ill' rule out, beside the table. */
const WASHES_OUT = /\b(washed out|washes me out|wash me out|look ill|look sick|look tired|drains me|draining)\b/;

function words(message: string): string {
  return ` ${message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z' -]+/g, ' ')
    .replace(/\s+/g, ' ')} `;
}

/** A message about the person's own colouring, not a garment's: it speaks of skin, hair or what suits them. */
const ABOUT_PERSON = /\b(skin|undertones?|complexion|hair|redhead|ginger|blonde?|brunette|suits? me|on me|my colouring|my coloring)\b/;

/** Whether a term is said of the person: 'pale blue' and 'fair isle' describe a garment. */
function saidOfPerson(t: string, term: string): boolean {
  let at = t.indexOf(` ${term} `);
  while (at >= 0) {
    const next = t.slice(at + term.length + 2).split(' ')[0] ?? '';
    if (colourInfo(next).kind === 'unknown' && !/^(isle|trade)$/.test(next)) return true;
    at = t.indexOf(` ${term} `, at + 1);
  }
  return false;
}

/** The colourings a message describes. */
export function colouringsIn(message: string): Colouring[] {
  const t = words(message);
  if (!ABOUT_PERSON.test(t)) return [];
  return COLOURINGS.filter((c) => c.terms.some((term) => saidOfPerson(t, term)));
}

/** The colour words of an owned piece, for matching against the table. */
function colourOf(item: ClosetItem): string {
  return profileItem(item).colour.name;
}

function inAny(item: ClosetItem, colours: readonly string[]): boolean {
  const c = colourOf(item);
  const named = ` ${`${item.color} ${item.name}`.toLowerCase().replace(/gray/g, 'grey')} `;
  return colours.some((x) => c === x || named.includes(` ${x} `));
}

/** Colours both colourings agree on, in the first one's order; when they share none, the first one's list. */
function combine(all: readonly Colouring[], said: readonly string[]): { suits: string[]; avoid: string[] } {
  const avoid = [...new Set([...all.flatMap((c) => c.avoid), ...said])];
  const shared = all[0]!.suits.filter((s) => all.every((c) => c.suits.includes(s)) && !avoid.includes(s));
  const suits = (shared.length >= 3 ? shared : all[0]!.suits.filter((s) => !avoid.includes(s))).slice(0, 5);
  return { suits, avoid: avoid.filter((a) => !suits.includes(a)) };
}

/** Near the face: tops, dresses, coats and scarves; the rest can carry any colour. */
function nearFace(item: ClosetItem): boolean {
  return ['Tops', 'Outerwear'].includes(slotCategory(item)) || /scarf/i.test(item.name);
}

export interface ColouringInput {
  message: string;
  closet: readonly ClosetItem[];
  /** Colours the person named ('washed out in beige and camel'). */
  colours: readonly string[];
}

/** The colouring as the person said it when they named it in full ('a warm undertone', 'red hair'), else the table's label. */
function asSaid(c: Colouring, t: string): string {
  const term = c.terms.filter((x) => saidOfPerson(t, x)).sort((a, b) => b.length - a.length)[0];
  if (!term || !/ (undertones?|skin tone|complexion|hair)$/.test(` ${term}`)) return c.label;
  return /(hair|s)$/.test(term) ? term : `a ${term}`;
}

/** The colours for the colouring described, from the closet; null when the message describes no colouring. */
export function colouringAnswer({ message, closet, colours }: ColouringInput): ClosetAnswer | null {
  const all = colouringsIn(message);
  if (!all.length) return null;
  const said = WASHES_OUT.test(words(message)) ? colours.map((c) => c.toLowerCase()) : [];
  const { suits, avoid } = combine(all, said);
  const active = closet.filter((i) => i.status === 'active' && profileItem(i).formality !== 'athletic');
  const flattering = active.filter((i) => nearFace(i) && inAny(i, suits) && !inAny(i, avoid)).slice(0, 3);
  const away = active.filter((i) => nearFace(i) && inAny(i, avoid)).slice(0, 2);
  const t = words(message);
  const who = listJoin(all.map((c) => asSaid(c, t)));
  const rule = `With ${who}, ${listJoin(suits)} flatter you near the face${avoid.length ? `, while ${listJoin(avoid.slice(0, 4))} tend to wash you out or clash` : ''}.`;
  const mine = flattering.length
    ? ` From your closet, your ${listJoin(flattering.map((i) => i.name))} ${flattering.length > 1 ? 'are the ones' : 'is the one'} to wear close to your face.`
    : ` Nothing near the face in your closet is in those colours yet: a ${suits[0]} knit or scarf is the easiest way in.`;
  const keep = away.length
    ? ` Your ${listJoin(away.map((i) => i.name))} ${away.length > 1 ? 'are' : 'is'} better worn with one of those colours at the neck (a scarf or a knit) than on ${away.length > 1 ? 'their' : 'its'} own.`
    : '';
  return {
    text: `${rule}${mine}${keep}`,
    itemIds: [...flattering, ...away].map((i) => i.id),
    tipQuery: '',
    facts: [`Colouring: ${all.map((c) => c.label).join(', ')}; suits ${suits.join(', ')}`],
  };
}
