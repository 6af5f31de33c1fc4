import { slotCategory } from '../../../shared/closet-slots';
import { colourInfo } from '../colour-harmony';
import { DRESS_CODE_RULES, type DressCode } from '../dress-code';
import { profileItem } from '../item-profile';
import { piecesNamed, type ParsedQuestion, type WeatherWord } from '../question';
import { COMPARING, DISCOURSE_MARKERS, PIECE_IN_SETTING, SWAPPING } from '../reading/cues';
import { phrasesIn, says } from '../reading/phrases';
import { isPluralName, verbFor } from '../grammar';
import { isRainLikely, temperatureBand, warmthLevel } from '../weather-bands';
import type { ClosetItem, Weather } from '../types';
import { listJoin } from './closet-pick';
import { tokensOf } from '../reading/tokens';
import { PEOPLE } from '../reading/people';
import { bestOwned, mentionsIn } from './owned-match';
import { itemsReferredTo } from './item-references';
import { piecesWeighedByName, whyNotTried } from './compare-follow-up';
import { EXCESS_ASKED } from '../question/follow-up-cues';

/**
 * 'Can I wear my white sneakers with my suit to a wedding?', 'would my boots work with the sheath
 * dress for church?': the person asks about pieces they own, so the answer is about those pieces
 * (issue 38: the piece asked about is always named). The outfit is built around them, and the
 * verdict says which of them made it and which gave way.
 */

const LEAD_INS: ReadonlySet<string> = new Set(DISCOURSE_MARKERS);

/** How a yes-or-no question about wearing something opens ('would my boots work…', 'can I wear…'). */
// prettier-ignore
const OPENS_WHETHER = ['can/could/should/may i [still] wear', 'would/will/does/do/is/are', 'can/could i get away with', 'can/could/should/might the/my/this/that/these/those'];
/** ...or what it says anywhere ('my navy suit, ok to wear to a wedding?', 'am I overdressed in the blazer?'). */
// prettier-ignore
const SAYS_WHETHER = ['ok/okay/fine to wear', 'overdressed/underdressed in/with', 'too dressy/casual/formal/smart/fancy/much in/with'];

/** The owned pieces a yes-or-no question asks about, in the order named; empty when it asks no such thing. `message` is the reader's text. */
export function piecesAskedAbout(message: string, question: ParsedQuestion, closet: readonly ClosetItem[]): ClosetItem[] {
  const words = wordsOf(message);
  // 'Ok but would the hawaiian shirt be too much?': the question opens after the words that only lead into it.
  let start = 0;
  while (start < words.length && LEAD_INS.has(words[start]!)) start++;
  const opens = phrasesIn(words, [{ id: 'opens', phrases: OPENS_WHETHER }]).some((h) => h.at === start);
  // 'Can the velvet blazer work in the daytime?': a piece weighed for a setting is asked about as much.
  if (!opens && !says(words, SAYS_WHETHER) && !says(words, PIECE_IN_SETTING)) return [];
  const owned = mentionsIn(message, question.pieces, closet).flatMap((m) => (m.item ? [m.item] : []));
  // Pieces called by words of their own names no garment table holds ('can I get away with the steel toes?') are asked about too.
  const byName = itemsReferredTo(message, closet)
    .filter((r) => !r.negated && !r.supposed)
    .map((r) => r.item);
  const all = [...owned, ...byName];
  return all.filter((item, i) => all.findIndex((o) => o.id === item.id) === i);
}

/** The first two pieces of one place on the body, in the order named; the first two named when no two share one. */
function alternativesIn(items: readonly ClosetItem[]): [ClosetItem, ClosetItem] {
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) if (slotCategory(items[i]!) === slotCategory(items[j]!)) return [items[i]!, items[j]!];
  return [items[0]!, items[1]!];
}

/**
 * 'Would the cream cable-knit sweater work better than the tweed sport coat for that?': two owned
 * pieces weighed, the first the one proposed. Null when the message weighs no two owned pieces.
 */
export function comparedPieces(
  message: string,
  question: ParsedQuestion,
  closet: readonly ClosetItem[],
  /** The owned pieces the conversation already named: 'the jumper' is the one in the last answer, when the closet holds several. */
  inConversation: readonly number[] = [],
  /** The message as typed: a piece's own name word ('culottes') may read as another word once spelling is corrected. */
  typed?: string,
): { candidate: ClosetItem; other: ClosetItem } | null {
  // A swap changes an outfit already given: without one before it, it is a question about the pieces.
  const swapping = question.followUp && says(wordsOf(message), SWAPPING);
  // A follow-up may name its pieces by the words of their names, which the garment table need not know ('the culottes').
  // Its two sides, read whole, say which pieces better than garment words do ('the navy shirt dress' is not a shirt).
  const byName = question.followUp
    ? (piecesWeighedByName(message, closet, inConversation) ?? (typed ? piecesWeighedByName(typed, closet, inConversation) : null))
    : null;
  if (byName) return byName;
  const talkedOf = closet.filter((i) => inConversation.includes(i.id));
  // 'Would a black one work better than the stripey one?', 'wat abt a black one instead': no piece named, so 'one' stands for
  // a piece of the last answer, the one an owned piece of that colour could replace.
  const coloured = question.followUp && piecesNamed(message).length === 0 ? colouredOneInPlaceOf(message, talkedOf, closet) : null;
  if (coloured) return coloured;
  if (!swapping && !says(wordsOf(message), COMPARING)) return null;
  const owned = mentionsIn(message, question.pieces, closet).flatMap((m) => {
    const item = m.item ?? (talkedOf.length ? bestOwned(talkedOf, m.piece, m.modifiers, m.surface) : null);
    return item ? [item] : [];
  });
  const distinct = owned.filter((item, i) => owned.findIndex((o) => o.id === item.id) === i);
  // 'Swap the jumper for the cardigan' names the piece going out first; 'the cardigan instead of the jumper', the one coming in.
  // 'The utility jacket over the maxi dress': 'over' between pieces of different places on the body layers one on the other;
  // only between two of one place ('the cardigan over the blazer') does it prefer one to the other.
  const layered =
    distinct.length >= 2 &&
    !swapping &&
    slotCategory(distinct[0]!) !== slotCategory(distinct[1]!) &&
    !says(
      wordsOf(message),
      COMPARING.filter((c) => !c.startsWith('over ')),
    );
  if (layered) return null;
  if (distinct.length >= 2) {
    // Alternatives fill one place on the body: of 'the chukkas with the suit, or the oxfords?' the chukkas and the oxfords are weighed.
    const pair = alternativesIn(distinct);
    return swapping ? { candidate: pair[1], other: pair[0] } : { candidate: pair[0], other: pair[1] };
  }
  // 'The black shift dress … than the velvet one': 'one' stands for the named piece's kind, the word before it says which.
  const other = distinct[0] ? oneOfTheSameKind(message, distinct[0], closet) : null;
  return other ? { candidate: distinct[0]!, other } : null;
}

/**
 * The owned piece 'a <colour> one' proposes and the piece of the last answer it would replace: of the same category, the
 * colour in its name or colour where the answered piece's is another. When several answered pieces could be meant, the one
 * 'the <word> one' names by the start of a word of its name ('the stripey one' for the striped top); else no guess.
 */
function colouredOneInPlaceOf(
  message: string,
  answered: readonly ClosetItem[],
  closet: readonly ClosetItem[],
): { candidate: ClosetItem; other: ClosetItem } | null {
  const words = wordsOf(message);
  const at = words.findIndex((w, i) => STAND_INS.has(words[i + 1] ?? '') && colourInfo(w).kind !== 'unknown' && words[i - 1] !== 'the');
  if (at < 0) return null;
  const colour = words[at]!;
  const hasColour = (c: ClosetItem) => wordsOf(`${c.name} ${c.color}`).includes(colour);
  const options = answered.flatMap((piece) => {
    if (hasColour(piece)) return [];
    const alternative = closet
      .filter((c) => c.id !== piece.id && c.status === 'active' && slotCategory(c) === slotCategory(piece) && hasColour(c))
      .sort((a, b) => a.timesWorn - b.timesWorn || a.id - b.id)[0];
    return alternative ? [{ candidate: alternative, other: piece }] : [];
  });
  if (options.length === 1) return options[0]!;
  // 'The stripey one': a word said before 'one' that opens a word of one answered piece's name.
  const pointed = words.flatMap((w, i) => (words[i - 1] === 'the' && STAND_INS.has(words[i + 1] ?? '') && w.length >= 4 ? [w.slice(0, 4)] : []));
  const meant = options.filter((o) => wordsOf(o.other.name).some((n) => pointed.some((p) => n.startsWith(p))));
  return meant.length === 1 ? meant[0]! : null;
}

/** Words that stand for the named piece's kind: 'the black one', and 'the black ones' for pieces named in the plural (pants, shoes). */
const STAND_INS = new Set(['one', 'ones', 'pair']);

/** The owned piece 'the <word> one' points to: of the same category as the piece it is weighed against, its name holding the word. */
function oneOfTheSameKind(message: string, named: ClosetItem, closet: readonly ClosetItem[]): ClosetItem | null {
  const words = wordsOf(message);
  for (let i = 1; i + 1 < words.length; i++) {
    if (!STAND_INS.has(words[i + 1]!) || words[i - 1] !== 'the') continue;
    const word = words[i]!;
    const matches = closet.filter(
      (c) => c.id !== named.id && c.status === 'active' && slotCategory(c) === slotCategory(named) && wordsOf(`${c.name} ${c.color}`).includes(word),
    );
    if (matches.length === 1) return matches[0]!;
  }
  return null;
}

/** The verdict on a proposed piece against the one it would replace, given the outfit built around the proposal. */
export function comparisonVerdict(
  compared: { candidate: ClosetItem; other: ClosetItem },
  outfitIds: readonly number[],
  forWhat: string,
  weather?: Weather,
  either = false,
): string {
  const { candidate, other } = compared;
  const why = whyNotTried(candidate, other, weather);
  const at = forWhat ? ` for ${forWhat}` : '';
  // 'Would the camel coat or the trench be better?' asks which, not whether: the answer names one and says why.
  if (either) {
    const [chosen, left] = outfitIds.includes(candidate.id) ? [candidate, other] : [other, candidate];
    const reason = whyChosen(chosen, left, weather);
    return `Your ${chosen.name}${at}, rather than your ${left.name}${reason ? `: ${reason}` : ''}.`;
  }
  return outfitIds.includes(candidate.id)
    ? `Yes: your ${candidate.name} ${verbFor([candidate.name], 'works', 'work')}${at}, in place of your ${other.name}.`
    : `No: keep your ${other.name}; your ${candidate.name} ${verbFor([candidate.name], "isn't", "aren't")} as right for ${forWhat || 'it'}${why ? `: ${why}` : ''}.`;
}

/** Words after 'or' that end a yes-or-no question rather than offer a second piece ('or not', 'or nah', 'or is it too much'). */
const NOT_A_CHOICE_AFTER_OR: ReadonlySet<string> = new Set([
  'not',
  'nah',
  'no',
  'nope',
  'is',
  'are',
  'would',
  'will',
  'should',
  'do',
  'does',
  'am',
  'what',
  'something',
  'anything',
]);

/** Whether two pieces are asked between ('the camel coat or the trench?'), not one asked about ('better than the trench, or not?'). */
export function asksWhichOf(message: string): boolean {
  const ws = wordsOf(message);
  return ws.some((w, i) => w === 'or' && !NOT_A_CHOICE_AFTER_OR.has(ws[i + 1] ?? ''));
}

/** Why one of two pieces asked between was chosen: its level, the rain, or its warmth against the day's. Null when they differ in none. */
function whyChosen(chosen: ClosetItem, left: ClosetItem, day?: Weather): string | null {
  const c = profileItem(chosen);
  const l = profileItem(left);
  const its = isPluralName(chosen.name) ? "they're" : "it's";
  const level =
    c.formalityLevel !== l.formalityLevel
      ? `${its} the ${c.formalityLevel > l.formalityLevel ? 'dressier' : 'more relaxed'} of the two, closer to the occasion's level`
      : null;
  if (day && isRainLikely(day) && c.rainwear && !l.rainwear) return `${its} the one that keeps the rain off`;
  const warmer = warmthLevel(c.warmth) - warmthLevel(l.warmth);
  const band = day ? temperatureBand(day.maxTempC) : null;
  const warmth =
    warmer > 0
      ? `${its} the warmer of the two${band === 'cold' || band === 'freezing' ? ' on a cold day' : ', for when the evening cools'}`
      : warmer < 0
        ? `${its} the lighter of the two${band === 'hot' ? ' in the heat' : ''}`
        : null;
  // A coat is worn for the weather first; other pieces for the occasion's level first.
  return slotCategory(chosen) === 'Outerwear' ? (warmth ?? level) : (level ?? warmth);
}

/**
 * Whether the piece proposed is below the occasion's level where the other one meets it ('brown suede chukkas or the black
 * oxfords, with a suit at a wedding I'm officiating?'): the other stays, whatever the engine could fill the gap with.
 */
export function fallsShortOf(compared: { candidate: ClosetItem; other: ClosetItem }, code: DressCode | null): boolean {
  if (!code) return false;
  const rule = DRESS_CODE_RULES[code];
  const allowed = (i: ClosetItem) => (['Outerwear', 'Accessories'].includes(slotCategory(i)) ? rule.extra : rule.core).includes(profileItem(i).formality);
  // Where neither meets it, the dressier one is the closer.
  const level = (i: ClosetItem) => profileItem(i).formalityLevel;
  return !allowed(compared.candidate) && (allowed(compared.other) || level(compared.other) > level(compared.candidate));
}

/** Words that may open what a piece is weighed for ('for all the stairs', 'for those cobbles'). */
const PURPOSE_OPENERS: ReadonlySet<string> = new Set(['all', 'the', 'those', 'these', 'a', 'an', 'my', 'our', 'that', 'this']);
const PURPOSE_WORDS: ReadonlySet<string> = new Set(['DET', 'ADJ', 'NOUN', 'PROPN']);

/**
 * What two pieces are weighed for, in the person's words ('would my Docs be better than the sneakers for all the stairs?' →
 * 'all the stairs'): the noun phrase after the last 'for', read by the English model; null when none ends the question.
 */
export function purposeSaid(message: string): string | null {
  const tokens = tokensOf(message);
  const at = tokens.map((t) => t.lower).lastIndexOf('for');
  if (at < 0) return null;
  const phrase: string[] = [];
  let noun = false;
  for (const t of tokens.slice(at + 1)) {
    if (t.type === 'punctuation') break;
    if (!PURPOSE_WORDS.has(t.pos) && !PURPOSE_OPENERS.has(t.lower)) return null;
    if (t.pos === 'NOUN' || t.pos === 'PROPN') noun = true;
    phrase.push(t.text);
  }
  // A person weighed for ('for my sister') is who it is for, not what.
  const head = phrase.at(-1)?.toLowerCase().replace(/'s$/, '') ?? '';
  return noun && phrase.length <= 5 && !PEOPLE.includes(head) && !PEOPLE.includes(head.replace(/s$/, '')) ? phrase.join(' ') : null;
}

/** The weather a piece is weighed against, as the verdict says it ('your Docs don't suit icy ground'), the hardest first. */
const WEATHER_AS_SAID: readonly [WeatherWord, string][] = [
  ['ice', 'icy ground'],
  ['snow', 'the snow'],
  ['rain', 'the rain'],
  ['hot', 'the heat'],
  ['cold', 'the cold'],
  ['wind', 'the wind'],
  ['humid', 'the humidity'],
];
export function weatherWeighed(words: readonly WeatherWord[]): string {
  return WEATHER_AS_SAID.find(([w]) => words.includes(w))?.[1] ?? '';
}

/** The verdict on the pieces asked about, given the outfit built around them (its item ids). */
/** Asking leave to wear a piece, whose good news is 'yes' however the question goes on. */
const LEAVE_ASKED = ['can/could/may i', 'get away with', 'ok/okay/fine to'];

/** `message` (the reader's text) says how the question is put: a piece that works is 'not too much' when that is what was asked. */
export function pieceVerdict(asked: readonly ClosetItem[], outfitIds: readonly number[], forWhat: string, message = ''): string {
  const kept = asked.filter((i) => outfitIds.includes(i.id));
  const dropped = asked.filter((i) => !outfitIds.includes(i.id));
  const names = (items: readonly ClosetItem[]) => `your ${listJoin(items.map((i) => i.name))}`;
  const verb = (items: readonly ClosetItem[]) =>
    verbFor(
      items.map((i) => i.name),
      'works',
      'work',
    );
  // One piece alone works for the occasion or simply works; only two or more work 'together'.
  // 'Can I get away with a polo, or is it too casual?' asks leave first: its good news stays 'yes'.
  const ws = wordsOf(message);
  const opening = says(ws, EXCESS_ASKED) && !says(ws, LEAVE_ASKED) ? 'Not at all' : 'Yes';
  if (dropped.length === 0) return `${opening}: ${names(kept)} ${verb(kept)}${forWhat ? ` for ${forWhat}` : kept.length > 1 ? ' together' : ''}.`;
  // 'Suit' as a verb would read as the garment: 'isn't right for' says the same.
  const not = `${capital(names(dropped))} ${verbFor(
    dropped.map((i) => i.name),
    "isn't",
    "aren't",
  )} right for ${forWhat || 'it'}`;
  return kept.length ? `${not}, but ${names(kept)} ${verb(kept)}.` : `${not}.`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);
