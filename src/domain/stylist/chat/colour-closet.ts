import { slotCategory } from '../../../shared/closet-slots';
import { colourInfo, harmonyKind, harmonyScore, type ColourInfo } from '../colour-harmony';
import { profileItem } from '../item-profile';
import type { ParsedQuestion } from '../question';
import type { ClosetItem } from '../types';
import { colourAnswer, type ClosetAnswer } from './answer';
import { listJoin } from './closet-pick';
import { colouringAnswer } from './colouring';
import { COLOURS_ASKED, SETTING_ASIDE } from '../reading/cues';
import { phrasesIn, says } from '../reading/phrases';

/**
 * Colour questions answered with the closet: the rule for the colours named, then the owned
 * pieces in those colours, or the owned pieces that frame the one colour asked about
 * ('what goes with mustard?' names the navy, grey and denim the person already has).
 */

/** Accent colours a chromatic colour is weighed against, for 'what goes with X'. */
// prettier-ignore
const ACCENTS = ['burgundy', 'rust', 'mustard', 'olive', 'emerald', 'teal', 'cobalt', 'pink', 'lavender', 'coral', 'sage', 'terracotta'];
const NEUTRAL_PARTNERS = ['navy', 'white', 'grey', 'camel', 'denim', 'black', 'cream', 'tan'];

/** Whether an owned item is in a colour named: its colour or its name says so. */
export function inColour(item: Pick<ClosetItem, 'name' | 'color'>, colour: string): boolean {
  const text = ` ${`${item.color} ${item.name}`.toLowerCase().replace(/gray/g, 'grey')} `;
  return text.includes(` ${colour} `) || colourInfo(item.color).name === colour;
}

/** How many words of a piece's name (other than its colour) the message says. */
function nameWordsSaid(item: Pick<ClosetItem, 'name' | 'color'>, said: ReadonlySet<string>): number {
  const colour = item.color.toLowerCase();
  return item.name
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2 && !colour.includes(w) && said.has(w)).length;
}

function namedFirst<T extends Pick<ClosetItem, 'name' | 'color'>>(items: readonly T[], said: ReadonlySet<string>): T[] {
  // Stable: among pieces the message does not name, the closet's order stands.
  return [...items].sort((x, y) => nameWordsSaid(y, said) - nameWordsSaid(x, said));
}

const titled = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/**
 * The colours the message sets aside ('besides black', 'other than navy', 'tired of all-black'): a colour
 * within two words after such a phrase is not part of the answer.
 */
/** The parser spells the colour 'gray'; the tables and answers say 'grey'. */
const grey = (c: string) => c.replace('gray', 'grey');

export function coloursSetAside(message: string, colours: readonly string[]): string[] {
  const ws = message
    .toLowerCase()
    .replace(/gray/g, 'grey')
    .split(/[^a-z']+/)
    .filter(Boolean);
  const hits = phrasesIn(ws, [{ id: 'aside', phrases: SETTING_ASIDE }]);
  return colours.filter((c) => {
    const first = grey(c).split(' ')[0]!;
    return ws.some((w, i) => w === first && hits.some((h) => i >= h.at + h.span && i <= h.at + h.span + 2));
  });
}

/** The colours that go with one colour: neutrals that frame it, and accents on the colour wheel; none of those set aside. */
function partners(c: ColourInfo, aside: readonly string[] = []): { neutrals: string[]; accents: string[] } {
  const neutrals = NEUTRAL_PARTNERS.filter((n) => n !== c.name && !aside.includes(n) && harmonyScore(c, colourInfo(n)) > 0.2).slice(0, 3);
  const accents =
    c.kind === 'chromatic'
      ? ACCENTS.filter((a) => a !== c.name && !aside.includes(a))
          .map((a) => ({ a, k: harmonyKind(c, colourInfo(a)) }))
          .filter((x) => x.k === 'complementary' || x.k === 'analogous')
          .sort((x, y) => (x.k === 'complementary' ? 0 : 1) - (y.k === 'complementary' ? 0 : 1))
          .slice(0, 2)
          .map((x) => x.a)
      : ['burgundy', 'olive', 'rust'].filter((a) => a !== c.name).slice(0, 2);
  return { neutrals, accents };
}

/** The person's own colours against the one asked about: which go with it, and which are harder. */
function theirsWeighed(colour: ColourInfo, theirs: readonly string[]): string {
  const works = theirs.filter((c) => harmonyScore(colour, colourInfo(c)) >= 0.5);
  const harder = theirs.filter((c) => !works.includes(c));
  const goes = works.length ? `Of the colours you wear most, ${listJoin(works)} ${works.length > 1 ? 'all go' : 'goes'} with it` : '';
  const hard = harder.length
    ? `${goes ? '; ' : 'Of the colours you wear most, '}${listJoin(harder)} ${harder.length > 1 ? 'are' : 'is'} harder, so keep ${harder.length > 1 ? 'them' : 'it'} away from it`
    : '';
  return `${goes}${hard}.`;
}

export interface ColourClosetInput {
  question: ParsedQuestion;
  message: string;
  closet: readonly ClosetItem[];
}

/** A question about a person's colouring (skin, hair) is answered by the colours that flatter it, from the closet; other colouring questions get null. */
export function colourClosetAnswer({ question, message, closet }: ColourClosetInput): ClosetAnswer | null {
  const colouring = colouringAnswer({ message, closet, colours: question.colours });
  if (colouring) return colouring;
  if (/\b(skin|undertones?|complexion|hair|eyes|tan(ned)? skin|pale skin)\b/i.test(message)) return null;
  // Sportswear is not what a colour question is dressing.
  // Nor is an umbrella, which is carried, not worn.
  const active = closet.filter((i) => i.status === 'active' && profileItem(i).formality !== 'athletic' && !/\bumbrellas?\b/i.test(i.name));
  // 'What works with burgundy besides black?': the colour set aside is no partner to name.
  const setAside = coloursSetAside(message, question.colours);
  const all = question.colours.filter((c) => !setAside.includes(c));
  // 'What colours would go with the rust overshirt? Most of my stuff is black, grey and olive': the first colour is the one
  // asked about; the others are the person's own, each weighed against it.
  const asked = says(
    message
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter(Boolean),
    COLOURS_ASKED,
  );
  const named = asked ? all.slice(0, 1) : all.slice(0, 2);
  const theirs = asked ? all.slice(1).map(grey) : [];
  const aside = setAside.map(grey);
  if (named.length === 0) return null;
  if (named.length >= 2) {
    const rule = colourAnswer(question)!;
    const [a, b] = named as [string, string];
    // The pieces the message names come first: 'the navy quarter-zip over the black polo' is the pairing asked about.
    const said = new Set(message.toLowerCase().split(/[^a-z]+/));
    const inA = namedFirst(
      active.filter((i) => inColour(i, a)),
      said,
    );
    const inB = namedFirst(
      active.filter((i) => inColour(i, b)),
      said,
    );
    // One of each colour from different slots makes the pairing concrete.
    // Two pieces the message puts together are the pair, even one over the other in the same slot.
    const bothSaid = (x: ClosetItem, y: ClosetItem) => nameWordsSaid(x, said) > 0 && nameWordsSaid(y, said) > 0;
    // Two one-pieces (an abaya and a baju kurung) are two outfits, never worn together.
    const onePieces = (x: ClosetItem, y: ClosetItem) => profileItem(x).onePiece && profileItem(y).onePiece;
    // The pair with most of its name said wins ('the navy baju kurung' said: it, with a black piece of another kind).
    const pair = inA
      .flatMap((x) =>
        inB.filter((y) => y.id !== x.id && !onePieces(x, y) && (slotCategory(y) !== slotCategory(x) || bothSaid(x, y))).map((y) => [x, y] as const),
      )
      .map((p, order) => ({ p, order, said: nameWordsSaid(p[0], said) + nameWordsSaid(p[1], said) }))
      .sort((m, n) => n.said - m.said || m.order - n.order)[0]?.p;
    const closetLine = pair
      ? `From your closet, try your ${pair[0].name} with your ${pair[1].name}.`
      : inA.length || inB.length
        ? `You have ${listJoin([...inA, ...inB].slice(0, 2).map((i) => `your ${i.name}`))}; the other colour is missing, so add it in a small piece (a scarf, a knit or a tee) first.`
        : `Nothing in your closet is ${a} or ${b} yet, so try the pairing in one piece first.`;
    // Two neutrals of one family ('camel with ecru, too much beige?') are lifted by a piece of another slot that contrasts with both.
    const contrast = pair && SANDY.has(colourInfo(a).name) && SANDY.has(colourInfo(b).name) ? contrastingPiece(active, pair) : null;
    const contrastLine = contrast ? ` Break them up with your ${contrast.name}, so the two neutrals do not blur into one.` : '';
    const ids = pair ? [pair[0].id, pair[1].id, ...(contrast ? [contrast.id] : [])] : [...inA, ...inB].slice(0, 2).map((i) => i.id);
    return {
      text: `${rule.text} ${closetLine}${contrastLine}`,
      itemIds: ids,
      tipQuery: 'color matching',
      facts: [...rule.facts, `Owned in ${a}/${b}: ${[...inA, ...inB].map((i) => i.name).join(', ') || 'none'}`],
    };
  }
  const colour = colourInfo(named[0]!);
  if (colour.kind === 'unknown') return null;
  const { neutrals, accents } = partners(colour, aside);
  const said =
    colour.kind === 'neutral'
      ? `${colour.name} is a neutral, so it goes with almost anything: other neutrals like ${listJoin(neutrals)}, or one accent such as ${accents.join(' or ')}.`
      : `${colour.name} looks best with neutrals that let it lead (${listJoin(neutrals)})${accents.length ? `, and with ${accents.join(' or ')} as a second colour` : ''}.`;
  // 'Besides black, burgundy looks best with...': the colour set aside is said back, and kept out.
  const rule = aside.length ? `Besides ${listJoin(aside)}, ${said}` : titled(said);
  const weighed = theirs.length ? theirsWeighed(colour, theirs) : null;
  const own = active.filter((i) => inColour(i, colour.name));
  // The owned pieces that would frame it: the best-matching colour per slot, little-worn first on ties.
  const framing = active
    .filter((i) => !own.includes(i) && slotCategory(i) !== 'Accessories' && profileItem(i).formality !== 'formal')
    .filter((i) => !aside.some((c) => inColour(i, c)))
    .map((i) => ({ i, s: harmonyScore(colour, profileItem(i).colour) }))
    .filter((x) => x.s >= 0.5)
    .sort((x, y) => y.s - x.s || x.i.timesWorn - y.i.timesWorn || x.i.id - y.i.id);
  // One piece per slot, each in a colour not used yet when the closet allows: three navy pieces frame nothing new.
  const used = new Set<string>();
  const picks: ClosetItem[] = [];
  // Pieces to wear with the owned one fill the other places on the body: a dress or jumpsuit already is top and bottom.
  const fills: string[] = own.length ? (profileItem(own[0]!).onePiece ? ['Tops', 'Bottoms'] : [slotCategory(own[0]!)]) : [];
  for (const slot of ['Tops', 'Bottoms', 'Outerwear', 'Shoes'].filter((x) => !fills.includes(x))) {
    const inSlot = framing.filter((x) => slotCategory(x.i) === slot);
    const pick = inSlot.find((x) => !used.has(profileItem(x.i).colour.name)) ?? inSlot[0];
    if (pick && picks.length < 3) {
      picks.push(pick.i);
      used.add(profileItem(pick.i).colour.name);
    }
  }
  const withOwn = own.length ? picks.slice(0, 2) : [];
  const closetLine = own.length
    ? `You own it in your ${own[0]!.name}${withOwn.length ? `: wear it with your ${listJoin(withOwn.map((p) => p.name))}` : ''}.`
    : picks.length
      ? `Nothing you own is ${colour.name} yet, so start small, with ${/^[aeiou]/.test(colour.name) ? 'an' : 'a'} ${colour.name} scarf, bag or knit as the one accent; your ${listJoin(picks.map((p) => p.name))} would frame it well.`
      : `Nothing you own is ${colour.name} yet; a ${colour.name} knit or scarf is the easiest way in.`;
  return {
    text: [rule, weighed, closetLine].filter(Boolean).join(' '),
    itemIds: [...own.slice(0, 1), ...picks].map((i) => i.id),
    tipQuery: 'color matching',
    facts: [`Colour ${colour.name}: goes with ${[...neutrals, ...accents].join(', ')}`],
  };
}

/** Warm light neutrals that blur together ('camel', 'ecru', 'beige'): the family a contrasting piece must leave. */
// prettier-ignore
const SANDY: ReadonlySet<string> = new Set(['beige', 'camel', 'tan', 'cream', 'ivory', 'ecru', 'oatmeal', 'sand', 'khaki', 'stone', 'taupe', 'bone', 'nude',
  'brown', 'cognac', 'mocha', 'greige', 'off white', 'offwhite']);

/** A top (else another worn piece) of a slot the pair leaves free, in a colour outside the pair's warm-neutral family. */
function contrastingPiece(active: readonly ClosetItem[], pair: readonly [ClosetItem, ClosetItem]): ClosetItem | null {
  const taken = new Set(pair.map(slotCategory));
  const free = active.filter(
    (i) => !taken.has(slotCategory(i)) && slotCategory(i) !== 'Accessories' && !profileItem(i).onePiece && !SANDY.has(profileItem(i).colour.name),
  );
  return free.find((i) => slotCategory(i) === 'Tops') ?? free[0] ?? null;
}
