import { slotCategory } from '../../../shared/closet-slots';
import { FORMALITIES, type Category } from '../../../shared/closet-constants';
import { isPluralName } from '../grammar';
import { colourInfo, describeHarmony, harmonyKind, harmonyScore, inPalette, type ColourInfo } from '../colour-harmony';
import { profileItem } from '../item-profile';
import { temperaturePenalty } from '../temperature-fit';
import { piecesNamed, type ParsedQuestion } from '../question';
import { words } from '../question/lexicon';
import { COLOUR_TALK, REQUEST_OPENERS } from '../reading/cues';
import { phrasesIn, says } from '../reading/phrases';
import type { ClosetItem } from '../types';
import { temperatureText, type ClosetAnswer, type TempUnit } from './answer';
import { listJoin } from './closet-pick';
import { categoryOfPiece, mentionName, mentionsIn, type Mention } from './owned-match';
import { coloursSetAside, inColour } from './colour-closet';

/**
 * Pairing questions about the person's own pieces, in any wording: 'can I wear my tan boots with
 * the khaki chinos?' gets a verdict on those two (yes, yes if, no, and why); 'what jackets work
 * with my white jeans?' gets only owned jackets, ranked by colour harmony and formality; 'what
 * colour belt with navy chinos?' gets the colours that work and the owned belts in them.
 */

/** The usual formality of a garment not in the closet (index into FORMALITIES). */
// prettier-ignore
export const PIECE_LEVEL: Record<string, number> = {
  sneakers: 1, 't-shirt': 1, hoodie: 1, jeans: 1, shorts: 1, leggings: 0, sandals: 1, 'denim jacket': 1, polo: 1, swimsuit: 0,
  chinos: 2, boots: 2, sweater: 2, cardigan: 2, skirt: 2, loafers: 2, flats: 2, shirt: 2, 'button-down': 2, blouse: 2, dress: 2, jacket: 2,
  'leather jacket': 2, 'trench coat': 2, coat: 2, blazer: 3, trousers: 3, heels: 3, oxfords: 3, 'dress shirt': 3,
  suit: 4, 'suit jacket': 4, tuxedo: 4, 'dress shoes': 4, tie: 3,
};

const levelOf = (m: Mention): number => (m.item ? profileItem(m.item).formalityLevel : (PIECE_LEVEL[m.piece] ?? 2));
const colourOf = (m: Mention): ColourInfo => colourInfo(m.item ? m.item.color : m.colour);

/** Dark neutrals next to each other (brown with black, navy with black) work when the contrast looks meant. */
const DARK = /^(black|navy|navy blue|charcoal|brown|dark brown|chocolate|indigo|midnight blue|espresso|dark grey)$/;
/** Darks that can pass for each other at a glance (navy and black, dark brown and black); brown and navy are told apart at once. */
const COOL_DARKS: ReadonlySet<string> = new Set(['black', 'navy', 'navy blue', 'charcoal', 'indigo', 'midnight blue', 'dark grey']);
const NEAR_BLACK_BROWNS: ReadonlySet<string> = new Set(['dark brown', 'chocolate', 'espresso']);
function nearMiss(x: string, y: string): boolean {
  if (COOL_DARKS.has(x) && COOL_DARKS.has(y)) return true;
  const browns = (c: string) => NEAR_BLACK_BROWNS.has(c) || c === 'brown';
  if (browns(x) && browns(y)) return true;
  return (x === 'black' && NEAR_BLACK_BROWNS.has(y)) || (y === 'black' && NEAR_BLACK_BROWNS.has(x));
}

type Verdict = 'yes' | 'yes if' | 'no';

function judge(a: Mention, b: Mention): { verdict: Verdict; why: string } {
  const ca = colourOf(a);
  const cb = colourOf(b);
  // A necklace or a belt is judged by colour: accessories cross formality levels easily.
  const accessory = categoryOfPiece(a.piece) === 'Accessories' || categoryOfPiece(b.piece) === 'Accessories';
  // A layer goes over what is a level further off (a blazer over jeans is the smart-casual classic), as an outfit's
  // outerwear is judged more loosely than its core; a suit jacket over jeans is still two steps too many.
  const layer = categoryOfPiece(a.piece) === 'Outerwear' || categoryOfPiece(b.piece) === 'Outerwear';
  const apart = accessory ? 0 : Math.abs(levelOf(a) - levelOf(b));
  const gap = Math.max(0, apart - (layer ? 1 : 0));
  const kind = harmonyKind(ca, cb);
  const [la, lb] = [FORMALITIES[levelOf(a)]!, FORMALITIES[levelOf(b)]!];
  if (gap >= 2) {
    return {
      verdict: 'no',
      why: `the ${a.surface} read ${la} and the ${b.surface} ${lb}, ${apart === 2 ? 'two' : apart === 3 ? 'three' : 'four'} steps apart, so one of them looks out of place`,
    };
  }
  // No colour known for one of them ('should my belt match my shoes?'): the rule, not a judgement on blank colours.
  if (!ca.name || !cb.name) {
    const leather = [a, b].every((m) => /^(belt|bag|shoes|boots|loafers|oxfords|dress shoes|watch)$/.test(m.piece));
    return {
      verdict: 'yes if',
      why: leather
        ? 'keep the leathers in the same family (brown with brown, black with black) and close in shade; they need not match exactly'
        : 'the colours decide: keep them in one family, or let one of them be a neutral (navy, grey, white, black or tan)',
    };
  }
  if (kind === 'clash') return { verdict: 'no', why: `${ca.name} and ${cb.name} sit awkwardly close on the colour wheel, so they fight rather than blend` };
  if (
    kind === 'neutral' &&
    ca.kind === 'neutral' &&
    cb.kind === 'neutral' &&
    DARK.test(ca.name) &&
    DARK.test(cb.name) &&
    ca.name !== cb.name &&
    nearMiss(ca.name, cb.name)
  ) {
    return {
      verdict: 'yes if',
      why: `${ca.name} and ${cb.name} are both dark, so make the contrast clearly deliberate (a lighter shade of one), or it can look like a near-miss`,
    };
  }
  if (kind === 'triadic' || kind === 'unknown') {
    return { verdict: 'yes if', why: `${ca.name} and ${cb.name} are bold together, so keep the rest of the outfit neutral` };
  }
  const how = describeHarmony(ca, cb) ?? 'the colours sit well together';
  const level = accessory
    ? ''
    : apart === 0
      ? `, and both sit at the ${la} level`
      : apart === 1
        ? ', and they are one step apart in formality, which reads relaxed but put together'
        : `, and a ${layer ? 'layer' : 'piece'} that much dressier over the rest reads deliberately smart-casual`;
  return { verdict: 'yes', why: `colour-wise, ${how}${level}` };
}

const accessoryPair = (a: Mention, b: Mention) => categoryOfPiece(a.piece) === 'Accessories' || categoryOfPiece(b.piece) === 'Accessories';

const VERDICT_LEAD: Record<Verdict, string> = { yes: 'Yes', 'yes if': 'Yes, with one condition', no: "I'd skip it" };

/** The garment asked for: 'what jackets…', 'which shoes…', 'what colour belt…'. */
function askedFor(message: string): { piece: string; colourAsked: boolean } | null {
  // 'Which of my shirts…', 'what colour shoes…', 'what colours work with the dress for shoes?': the kind asked for, wherever it is said.
  const m =
    /\b(?:what|which|wat|wich)\s+(?:one\s+)?(?:of\s+(?:my|the|these|those)\s+)?(colou?rs?\s+|kind of\s+|type of\s+|style of\s+|shades? of\s+)?((?:[a-z-]+\s+){0,1}[a-z-]+)/i.exec(
      message,
    );
  if (!m) return null;
  const colourAsked = !!m[1] && /colou?r|shade/i.test(m[1]);
  const piece = piecesNamed(m[2]!)[0] ?? piecesNamed(/\bfor (?:my |the |some |a |an )?([a-z-]+(?: [a-z-]+)?)\s*(?:and|[?.!,]|$)/i.exec(message)?.[1] ?? '')[0];
  return piece ? { piece, colourAsked } : null;
}

/** Owned pieces of a category that go with the subject, best first, each with its score. */
/** Gear named for a sport or for the weather: chosen for the day, not as a match for a piece ('snow boots with chinos'). */
const SPORT_NAMED =
  /\b(running|training|gym|track|sports?|athletic|performance|workout|yoga|trail runners?|snow|ski|insulated|wellies|wellingtons|rain boots?)\b/i;

function rankOwned(closet: readonly ClosetItem[], wanted: (i: ClosetItem) => boolean, subject: Mention) {
  const colour = colourOf(subject);
  const level = levelOf(subject);
  return (
    closet
      // Sportswear goes with sportswear only: a sports top is not offered with jeans, nor running shoes or snow boots (by
      // their name, whatever level they were filed at) with chinos or anything smarter.
      .filter((i) => i.status === 'active' && i.id !== subject.item?.id && wanted(i) && (level === 0 || profileItem(i).formality !== 'athletic'))
      .filter((i) => level < 2 || !SPORT_NAMED.test(`${i.subcategory ?? ''} ${i.name}`))
      .map((i) => {
        const p = profileItem(i);
        const gap = Math.abs(p.formalityLevel - level);
        // A layer crosses formality more easily than what it is worn over: a blazer over dark jeans is a classic.
        const penalty = slotCategory(i) === 'Outerwear' || slotCategory(i) === 'Accessories' ? 0.15 * Math.max(0, gap - 1) : 0.35 * gap;
        return { item: i, p, score: harmonyScore(colour, p.colour) - penalty - 0.01 * Math.min(i.timesWorn, 20) };
      })
      .sort((a, b) => b.score - a.score || a.item.id - b.item.id)
  );
}

/** Colours that work with a colour, from the wardrobe's usual range, best first. */
const USUAL = ['navy', 'grey', 'white', 'black', 'brown', 'tan', 'camel', 'burgundy', 'olive'];
/** Belts, shoes and bags come in leather colours; the subject's own leather colour matches first. */
const LEATHER = ['brown', 'black', 'tan', 'cognac', 'burgundy'];
/** Shirts come in the shirting colours first. */
const SHIRTING = ['white', 'light blue', 'pink', 'lavender', 'navy', 'grey', 'black'];
export function coloursThatWork(colour: ColourInfo, n = 3, leather = false, shirting = false): string[] {
  const range = leather ? [...LEATHER].sort((a, b) => Number(b === colour.name) - Number(a === colour.name)) : shirting ? SHIRTING : USUAL;
  // Any colour that goes counts alike, so the range's own order (the classic choices first) decides.
  return range
    .filter((c) => leather || c !== colour.name)
    .filter((c) => harmonyScore(colour, colourInfo(c)) > 0.2)
    .slice(0, n);
}

export interface PiecePairingInput {
  question: ParsedQuestion;
  message: string;
  closet: readonly ClosetItem[];
  /** Kinds of piece the conversation took out of the closet ('that isn't the black tee'): said, they are no subject to pair. */
  takenOut?: readonly string[];
  /** The person's scale, for a temperature said back. */
  unit?: TempUnit;
}

/** Null when the question names no garment this builder can read; the general pairing answer takes it then. */
export function piecePairingAnswer({ question, message, closet: whole, takenOut = [], unit = 'F' }: PiecePairingInput): ClosetAnswer | null {
  // 'What can I layer under the blazer besides a plain white tee?': the piece set aside is neither a subject nor an answer.
  // One the conversation already took out of the closet ('that isn't the black tee') is set aside as well, owned or not.
  // A piece taken out is set aside too when the owned piece its words found is another of its kind (the striped tee taken out
  // leaves 'the same striped tee' matched to the teal one).
  const takenAsSaid = (m: Mention) => takenOut.includes(m.piece) && (!m.item || m.modifiers.some((w) => !words(m.item!.name).includes(w)));
  const setAside = mentionsIn(message, question.pieces, whole).filter((m) => question.avoid.includes(m.piece) || takenAsSaid(m));
  const aside = setAside.filter((m) => m.item);
  // 'What colour top goes with my plaid skirt that's not just black again?': a colour set aside is no answer either.
  const coloursAside = coloursSetAside(message, question.colours);
  const closet = whole.filter((i) => !aside.some((m) => m.item!.id === i.id) && !coloursAside.some((c) => inColour(i, c)));
  // What a piece must not look like ('so it doesn't look like fancy dress') is no piece to pair.
  const lookLike = phrasesIn(words(message), [{ id: 'like', phrases: NOT_LOOK_LIKE }])[0];
  const likeEnd = lookLike ? lookLike.at + lookLike.span : Infinity;
  const mentions = mentionsIn(message, question.pieces, whole)
    .filter((m) => m.at < likeEnd)
    .filter((m) => !setAside.some((a) => a.at === m.at) && !(aside.length && question.avoid.includes(m.piece)))
    // 'My navy jersey shift dress': two garment words of one owned piece are one piece, never a pair of it with itself.
    .filter((m, i, all) => !m.item || all.findIndex((o) => o.item?.id === m.item!.id) === i);
  if (mentions.length === 0) return null;
  const asked = askedFor(message);
  const askedMention = asked
    ? mentions.find((m) => m.piece === asked.piece && m.at === Math.min(...mentions.filter((x) => x.piece === asked.piece).map((x) => x.at)))
    : undefined;
  const subjects = mentions.filter((m) => m !== askedMention);
  // 'Does olive go with the red flannel?', 'does my striped tee go with olive? and what colour shoes': a colour asked with one
  // piece is judged against it, naming the owned pieces in that colour, before anything else asked.
  // A piece named in a colour said loosely ('the green cami' for the emerald one) is the owned piece of that kind in a colour asked.
  const subject = subjects.length === 1 ? ownedInAColourAsked(subjects[0]!, question.colours, closet) : undefined;
  const apart = subject
    ? colourAskedApart(
        message,
        // 'What colours go with my beige trousers besides white?': a colour set aside is no colour asked about.
        question.colours.filter((c) => !coloursAside.includes(c)),
        [...mentions.filter((m) => m !== subjects[0]), subject, ...setAside],
        askedMention,
      )
    : null;
  if (subject && apart) {
    const verdict = colourWithPiece(subject, apart, closet);
    const rest = asked && askedMention ? categoryAnswer(asked, askedMention, subjects[0]!, closet, question.dressCodeSaid) : null;
    return rest ? { ...rest, text: `${verdict.text} ${rest.text}`, facts: [...verdict.facts, ...rest.facts] } : verdict;
  }
  if (asked && askedMention && subjects.length) return categoryAnswer(asked, askedMention, subjects[0]!, closet, question.dressCodeSaid);
  if (subjects.length >= 2) {
    // 'Wear my brown loafers and belt with the navy trousers': the piece after 'with' is what the others are judged against.
    const partner = partnerAfterWith(message, subjects);
    const [a, b, ...more] = partner && partner !== subjects[0] ? [subjects[0]!, partner, ...subjects.slice(1).filter((m) => m !== partner)] : subjects;
    return verdictAnswer(a!, b!, closet, more);
  }
  if (subjects.length === 1 && subjects[0]!.item && subjects[0]!.modifiers.length)
    return aroundAnswer(
      subjects[0]!,
      closet,
      says(words(message), COLOUR_TALK),
      says(words(message), NOT_LOOK_LIKE),
      coloursAside,
      weatherSaidOf(question, unit),
    );
  return null;
}

/** The outfit around one owned piece the message names, however it was named: what it goes with. Null when none is named. */
export function aroundOwnedPiece(question: ParsedQuestion, message: string, closet: readonly ClosetItem[]): ClosetAnswer | null {
  const owned = mentionsIn(message, question.pieces, closet).find((m) => m.item?.status === 'active');
  return owned ? aroundAnswer(owned, closet) : null;
}

/** The piece named after the message's last 'with', when pieces are named before it too. */
function partnerAfterWith(message: string, subjects: readonly Mention[]): Mention | undefined {
  const ws = words(message);
  const withAt = ws.lastIndexOf('with');
  if (withAt < 0 || !subjects.some((m) => m.at < withAt)) return undefined;
  return subjects.filter((m) => m.at > withAt).sort((x, y) => x.at - y.at)[0];
}

/**
 * The colour a message asks about that no piece named wears ('olive' in 'does olive go with the red flannel?'), the first
 * said; null when every colour said is a named piece's own, or sits in the sentence of the piece asked for ('what colour
 * shoes, black or brown?' asks the shoes' colour).
 */
function colourAskedApart(message: string, colours: readonly string[], mentions: readonly Mention[], askedMention?: Mention): string | null {
  const shade = (c: string) => colourInfo(c.trim().replace(/gray/g, 'grey'));
  const worn = mentions.flatMap((m) => [...m.modifiers, m.colour ?? '', ...(m.item ? m.item.color.split('/') : [])]).map(shade);
  // By name: burgundy asked of a red flannel is another colour, however close on the wheel.
  const isWorn = (c: string) => worn.some((w) => w.name === shade(c).name);
  const sentences = message.split(/(?<=[.?!])\s+/);
  const askedSentence = askedMention ? sentences.find((x) => words(x).includes(askedMention.surface)) : undefined;
  // Said in a sentence that asks: 'I only ever wear it with black.' tells a habit, it asks nothing of black.
  const asking = sentences.filter((x) => x.trim().endsWith('?') || REQUEST_OPENERS.includes(words(x)[0] ?? '')).flatMap((x) => words(x));
  return colours.find((c) => asking.includes(c) && !isWorn(c) && !(askedSentence && words(askedSentence).includes(c))) ?? null;
}

/** The mention, or when it matched nothing owned, the owned piece of its kind in one of the colours said. */
function ownedInAColourAsked(m: Mention, colours: readonly string[], closet: readonly ClosetItem[]): Mention {
  if (m.item) return m;
  for (const c of colours) {
    const item = closet.find((i) => i.status === 'active' && slotCategory(i) === categoryOfPiece(m.piece) && inPalette(colourInfo(i.color), [colourInfo(c)]));
    if (item) return { ...m, item, colour: c };
  }
  return m;
}

/** 'Does olive go with the red flannel?': whether the colour goes with the piece, and the owned pieces in that colour. */
function colourWithPiece(subject: Mention, colour: string, closet: readonly ClosetItem[]): ClosetAnswer {
  const asked = colourInfo(colour);
  const own = colourOf(subject);
  const kind = harmonyKind(own, asked);
  // The colour by its name first ('magenta' is the magenta sari, not the lilac tank a few degrees off); else its near shades.
  const others = closet.filter((i) => i.status === 'active' && i.id !== subject.item?.id);
  const named = others.filter((i) => colourInfo(i.color).name === asked.name);
  const everyInColour = named.length ? named : others.filter((i) => inPalette(colourInfo(i.color), [asked]));
  const sameSlot = (i: ClosetItem) => !!subject.item && slotCategory(i) === slotCategory(subject.item);
  const inColour = everyInColour.filter((i) => !sameSlot(i));
  const instead = everyInColour.filter(sameSlot);
  const how =
    kind === 'clash'
      ? `${own.name || 'its colour'} and ${colour} sit awkwardly close on the colour wheel, so they fight rather than blend`
      : kind === 'triadic' || kind === 'unknown' || kind === 'complementary'
        ? `${colour} and ${own.name || 'its colour'} are bold together, so keep everything else neutral`
        : (describeHarmony(own, asked) ?? 'the colours sit well together');
  const lead = `${kind === 'clash' ? "I'd skip it" : 'Yes'}: ${colour} with ${mentionName(subject)}; ${how}.`;
  const pieces = inColour.slice(0, 2);
  const owned = pieces.length
    ? ` In ${colour} you have your ${listJoin(pieces.map((i) => i.name))}${kind === 'clash' ? '' : `, ${pieces.length > 1 ? 'either of which goes' : `which ${isPluralName(pieces[0]!.name) ? 'go' : 'goes'}`} with it`}.`
    : instead.length
      ? ` In ${colour} you have only your ${listJoin(instead.slice(0, 2).map((i) => i.name))}, which ${instead.length > 1 ? 'take' : 'takes'} the same place as it, so the ${colour} would be a piece to add.`
      : ` You don't own anything in ${colour} to wear with it yet.`;
  return {
    text: `${lead}${owned}`,
    itemIds: [...(subject.item ? [subject.item.id] : []), ...pieces.map((i) => i.id)],
    tipQuery: '',
    facts: [`Colour asked with ${subject.item?.name ?? subject.surface}: ${colour} (${kind})`],
  };
}

/** 'What goes with my floral skirt?': the best owned piece for each other slot. */
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Weather the person states with a pairing ('its like -15 2day w a nasty wind, wat do i layer under the parka'): the
 * pieces picked suit it and the answer says it (issue 38.5: stated facts win in every builder). Null when none is said.
 */
interface WeatherSaid {
  maxTempC: number | null;
  wet: boolean;
  /** How the answer opens on it: 'At -15°C / 5°F', or 'Dressed for the cold and wind'. */
  opening: string;
}
function weatherSaidOf(q: ParsedQuestion, unit: TempUnit): WeatherSaid | null {
  const cold = q.weather.includes('cold') || q.weather.includes('snow') || q.weather.includes('ice') || (q.tempC !== null && q.tempC <= 5);
  const hot = q.weather.includes('hot') || (q.tempC !== null && q.tempC >= 27);
  const wet = q.weather.includes('rain') || q.weather.includes('snow');
  const said = [...(cold ? ['cold'] : hot ? ['heat'] : []), ...(['rain', 'snow', 'wind'] as const).filter((w) => q.weather.includes(w))];
  if (!said.length) return null;
  const opening = q.tempC !== null ? `At ${temperatureText(q.tempC, q.tempC, unit)}` : `Dressed for the ${listJoin(said)}`;
  return { maxTempC: q.tempC ?? (cold ? 2 : hot ? 30 : null), wet, opening };
}

function aroundAnswer(
  subject: Mention,
  closet: readonly ClosetItem[],
  coloursAsked = false,
  plainer = false,
  coloursAside: readonly string[] = [],
  weather: WeatherSaid | null = null,
): ClosetAnswer | null {
  const own = profileItem(subject.item!);
  const taken = new Set<Category>([slotCategory(subject.item!), ...(own.onePiece ? (['Tops', 'Bottoms'] as Category[]) : [])]);
  // A piece the weather said would punish (shorts at -15, a wool coat in the heat) is passed over while another of its slot suits.
  const suits = (i: ClosetItem) => weather?.maxTempC == null || temperaturePenalty(profileItem(i), weather.maxTempC, weather.wet) === 0;
  const picks = (['Tops', 'Bottoms', 'Shoes', 'Outerwear'] as Category[])
    .filter((c) => !taken.has(c))
    .map((c) => {
      const all = rankOwned(closet, (i) => slotCategory(i) === c && !(c === 'Tops' && profileItem(i).onePiece), subject);
      const ranked = all.some((r) => suits(r.item)) ? all.filter((r) => suits(r.item)) : all;
      return plainer
        ? plainestAround(ranked, subject, isStatement(subject.item!))
        : ranked.find((r) => r.score > 0 && Math.abs(r.p.formalityLevel - levelOf(subject)) <= 1);
    })
    .filter((r): r is NonNullable<typeof r> => !!r)
    .slice(0, 3);
  if (!picks.length) return null;
  // 'How do I style the fringe jacket so it doesn't look like a costume?': plain pieces that do not echo it, the piece the one statement.
  if (plainer && !isStatement(subject.item!))
    return {
      text: `To keep your ${subject.item!.name} from looking stiff, wear it against pieces a step more casual: your ${listJoin(picks.map((r) => r.item.name))}.`,
      itemIds: [subject.item!.id, ...picks.map((r) => r.item.id)],
      tipQuery: '',
      facts: [`Pairing for ${subject.item!.name}, dressed down: ${picks.map((r) => r.item.name).join(', ')}`],
    };
  if (plainer)
    return {
      text: `Let your ${subject.item!.name} be the only statement: wear it with plain pieces that don't echo it, your ${listJoin(picks.map((r) => r.item.name))}, at its ${FORMALITIES[levelOf(subject)]} level or a step smarter.`,
      itemIds: [subject.item!.id, ...picks.map((r) => r.item.id)],
      tipQuery: '',
      facts: [`Pairing for ${subject.item!.name}, toned down: ${picks.map((r) => r.item.name).join(', ')}`],
    };
  const why = describeHarmony(colourOf(subject), picks[0]!.p.colour);
  // Asked which colours go with it ('what colours go with sage? got the sage dress'): the colours first, beyond what is owned.
  const colours = coloursAsked
    ? coloursThatWork(colourOf(subject), 4 + coloursAside.length)
        .filter((c) => !coloursAside.includes(c))
        .slice(0, 4)
    : [];
  const lead = colours.length ? `${capitalise(colourOf(subject).name)} goes with ${listJoin(colours)}. ` : '';
  return {
    text: `${lead}${weather ? `${weather.opening}, with` : 'With'} ${mentionName(subject)}, try your ${listJoin(picks.map((r) => r.item.name))}${why ? `: ${why}` : ''}, all close to its ${FORMALITIES[levelOf(subject)]} level.`,
    itemIds: [subject.item!.id, ...picks.map((r) => r.item.id)],
    tipQuery: '',
    facts: [`Pairing for ${subject.item!.name}: ${picks.map((r) => r.item.name).join(', ')}`],
  };
}

/** Asked to keep a piece from looking like something ('so it doesn't look like a costume', 'without looking like I'm off to a building site'). */
// prettier-ignore
const NOT_LOOK_LIKE: readonly string[] = [
  "doesn't/doesnt/don't/dont/won't/wont look like", 'does/do/will not look like', 'without looking like', 'not look/looking like',
  'less costume-y/costumey/costumy', 'too costume-y/costumey/costumy', 'less like a/an',
];
/** Colours that echo nothing: the plain base a statement piece stands on. */
const PLAIN_COLOURS: ReadonlySet<string> = new Set([
  'black',
  'white',
  'grey',
  'charcoal',
  'navy',
  'cream',
  'ivory',
  'off-white',
  'denim',
  'indigo',
  'stone',
  'beige',
]);
/** Words of a name that make a piece a statement of its own: two of them side by side read as a costume. */
// prettier-ignore
const STATEMENT_WORDS: ReadonlySet<string> = new Set(['fringe', 'fringed', 'plaid', 'tartan', 'check', 'checked', 'western', 'cowboy', 'embroidered',
  'embroidery', 'sequin', 'sequinned', 'print', 'printed', 'floral', 'leopard', 'zebra', 'paisley', 'tie-dye', 'pearl-snap', 'bolo', 'fair-isle', 'novelty',
  'canvas', 'double-knee', 'carpenter', 'work']);

/** Loungewear reads as the gym or the sofa, never as the plain base of a look. */
// prettier-ignore
const LOUNGE: ReadonlySet<string> = new Set(['jogger', 'joggers', 'sweatpants', 'track', 'trackpants', 'trackies', 'leggings', 'hoodie', 'sweatshirt', 'fleece-lined',
  'pyjamas', 'pajamas']);
/** A name's words, hyphenated ones kept whole ('double-knee', 'fleece-lined'). */
const nameWords = (name: string) => name.toLowerCase().split(/[^a-z-]+/);
const hasWordOf = (set: ReadonlySet<string>, name: string) => nameWords(name).some((w) => set.has(w));

/** Of a slot's owned pieces, the plainest at the piece's level or a step smarter, sharing none of its statement words. */
function plainestAround(ranked: ReturnType<typeof rankOwned>, subject: Mention, statement: boolean) {
  const level = levelOf(subject);
  // A statement piece stands on plain pieces at its level or a step smarter; a plain one ('so my navy blazer doesn't look like a
  // school uniform') is kept from its stock look by pieces a step more casual.
  const from = statement ? level : level - 1;
  const to = statement ? level + 1 : level - 1;
  const plain = (r: ReturnType<typeof rankOwned>[number]) =>
    (PLAIN_COLOURS.has(colourInfo(r.item.color).name ?? '') ? 1 : 0) -
    (hasWordOf(STATEMENT_WORDS, r.item.name) ? 1 : 0) +
    (r.p.formalityLevel > level ? 0.25 : 0);
  return ranked
    .filter((r) => r.p.formalityLevel >= from && r.p.formalityLevel <= to && r.score > -0.5 && !hasWordOf(LOUNGE, r.item.name))
    .sort((a, b) => plain(b) - plain(a) || b.score - a.score)[0];
}

/** A piece that makes a statement of its own: by a word of its name, or a colour that is no plain base. */
function isStatement(item: ClosetItem): boolean {
  return hasWordOf(STATEMENT_WORDS, item.name) || !PLAIN_COLOURS.has(colourInfo(item.color).name ?? '');
}

/** 'Can I wear my tan boots with the khaki chinos?': a verdict on the two, and a third owned piece that goes with both. */
function verdictAnswer(a: Mention, b: Mention, closet: readonly ClosetItem[], named: readonly Mention[] = []): ClosetAnswer {
  const { verdict, why } = judge(a, b);
  const ids = [a.item?.id, b.item?.id].filter((x): x is number => typeof x === 'number');
  const sentences = [`${VERDICT_LEAD[verdict]}: ${mentionName(a)} with ${mentionName(b)}.`, `${why.charAt(0).toUpperCase()}${why.slice(1)}.`];
  const taken = new Set<Category>([categoryOfPiece(a.piece), categoryOfPiece(b.piece)]);
  const onePiece = (m: Mention) => (m.item ? profileItem(m.item).onePiece : /^(dress|jumpsuit)$/.test(m.piece));
  if (onePiece(a) || onePiece(b)) taken.add('Tops').add('Bottoms');
  // A suit is its jacket and trousers: only a shirt or shoes finish it.
  if ([a, b].some((m) => /^(suit|tuxedo)$/.test(m.piece))) taken.add('Bottoms').add('Outerwear');
  if (verdict !== 'no' && (a.item || b.item)) {
    // Finish it with a piece of the slot still open, chosen against both.
    const open = (['Tops', 'Bottoms', 'Shoes', 'Outerwear'] as Category[]).find((c) => !taken.has(c));
    // Other owned pieces the person named are the ones planned ('…under the sage shirt, with the olive cargo trousers'): they
    // finish it, whatever their slot, and no other piece is added.
    const planned = named.flatMap((m) => (m.item && m.item.id !== a.item?.id && m.item.id !== b.item?.id ? [m.item] : []));
    if (planned.length) {
      const one = planned.length === 1 && !isPluralName(planned[0]!.name);
      sentences.push(`Your ${listJoin(planned.map((i) => i.name))} ${one ? 'finishes' : 'finish'} it, as you planned.`);
      ids.push(...planned.map((i) => i.id));
    } else if (open) {
      const best = rankOwned(closet, (i) => slotCategory(i) === open && !profileItem(i).onePiece && i.id !== a.item?.id && i.id !== b.item?.id, a).find(
        (r) => r.score > -0.3 && harmonyScore(colourOf(b), r.p.colour) > -0.3 && Math.abs(r.p.formalityLevel - levelOf(b)) <= 1,
      );
      if (best) {
        sentences.push(`Finish it with your ${best.item.name}.`);
        ids.push(best.item.id);
      }
    }
  } else if (verdict === 'no' && !accessoryPair(a, b)) {
    // A 'no' says what would work instead with the first piece, from the second piece's slot.
    const slot = categoryOfPiece(b.piece);
    const instead = rankOwned(closet, (i) => slotCategory(i) === slot && i.id !== b.item?.id, a).find((r) => r.score > 0.2);
    if (instead) {
      sentences.push(`Your ${instead.item.name} would work better with ${a.item ? `the ${a.item.name}` : `the ${a.surface}`}.`);
      ids.push(instead.item.id);
    }
  }
  // 'Black shoes with a navy suit? I only have the black derbies and the brown oxfords': short of a plain yes, the other owned
  // piece named for the same slot is weighed too, and said when it is the surer match.
  if (verdict !== 'yes') {
    const alternative = named
      .filter((m) => m.item && m.item.id !== a.item?.id && m.item.id !== b.item?.id)
      .map((m) =>
        slotCategory(m.item!) === categoryOfPiece(a.piece) ? { m, with: b } : slotCategory(m.item!) === categoryOfPiece(b.piece) ? { m, with: a } : null,
      )
      .find((x) => x !== null && judge(x.m, x.with).verdict === 'yes');
    if (alternative) {
      sentences.push(
        `Your ${alternative.m.item!.name} ${isPluralName(alternative.m.item!.name) ? 'are' : 'is'} the surer match with ${mentionName(alternative.with)}.`,
      );
      ids.push(alternative.m.item!.id);
    }
  }
  // 'My shoes' said in general is no missing piece when shoes are owned; a described one ('a red skirt') is.
  const missing = [a, b].filter(
    (m) => !m.item && (m.modifiers.length > 0 || !closet.some((i) => i.status === 'active' && slotCategory(i) === categoryOfPiece(m.piece))),
  );
  if (missing.length)
    sentences.push(
      `I don't see ${listJoin(missing.map((m) => [...m.modifiers, m.surface].join(' ')))} in your closet, so I judged by ${missing.length > 1 ? 'their' : 'its'} ${missing.some((m) => colourOf(m).name) ? 'colour and kind' : 'kind'}.`,
    );
  return { text: sentences.join(' '), itemIds: ids, tipQuery: '', facts: [`Pairing verdict: ${mentionName(a)} with ${mentionName(b)}: ${verdict}`] };
}

/** 'What jackets work with my white jeans?': only owned pieces of that kind, ranked; what to look for when none fits. */
function categoryAnswer(
  asked: { piece: string; colourAsked: boolean },
  askedMention: Mention,
  subject: Mention,
  closet: readonly ClosetItem[],
  /** The look asked for in the person's words ('casual'), said back. */
  look: string | null = null,
): ClosetAnswer {
  const category = categoryOfPiece(asked.piece);
  const specific = !/^(shoes|top|jacket|coat|jewellery)$/.test(asked.piece) || category === 'Accessories';
  const wanted = (i: ClosetItem) => {
    if (slotCategory(i) !== category) return false;
    const kinds = piecesNamed(`${i.subcategory ?? ''} ${i.name}`);
    // A dress shirt and an oxford shirt are shirts; ankle boots are boots: the kind asked is the head noun of the piece's kind.
    const isAsked = (k: string) => k === asked.piece || k.endsWith(` ${asked.piece}`);
    if (specific && category === 'Accessories') return kinds.some(isAsked);
    // A dress is not offered as a top, nor a suit jacket as a casual jacket unless asked.
    if (category === 'Tops' && kinds.some((k) => k === 'dress' || k === 'jumpsuit')) return asked.piece === 'dress' || asked.piece === 'jumpsuit';
    if (specific && !/^(jacket|coat)$/.test(asked.piece) && kinds.length && !kinds.some(isAsked)) return asked.piece === 'shoes';
    return true;
  };
  const ranked = rankOwned(closet, wanted, subject);
  const good = ranked.filter((r) => r.score > 0);
  const bad = ranked.filter((r) => r.score <= -0.3);
  const plural = (p: string) => (/s$/.test(p) ? p : p === 'jewellery' ? p : /[^f]f$/.test(p) ? `${p.slice(0, -1)}ves` : `${p}s`);
  const word = askedMention.surface.replace(/s$/, '');
  const subj = mentionName(subject);
  const colours = coloursThatWork(
    colourOf(subject),
    3,
    /^(belt|bag|shoes|boots|loafers|oxfords|dress shoes)$/.test(asked.piece),
    /^(shirt|dress shirt|button-down|blouse)$/.test(asked.piece),
  );
  const sentences: string[] = [];
  const ids = subject.item ? [subject.item.id] : [];
  if (good.length) {
    const top = good.slice(0, 3);
    ids.push(...top.map((r) => r.item.id));
    const first = top[0]!;
    const why = describeHarmony(colourOf(subject), first.p.colour);
    sentences.push(
      `With ${subj}${look ? ` for a ${look} look` : ''}, your ${listJoin(top.map((r) => r.item.name))} ${top.length === 1 ? `${isPluralName(first.item.name) ? 'are' : 'is'} the best match` : 'are the best matches'}${why ? `: ${why}` : ''}, ${Math.abs(first.p.formalityLevel - levelOf(subject)) === 0 ? 'at the same level of dressiness' : 'close enough in formality'}.`,
    );
    if (bad[0])
      sentences.push(
        `Skip your ${bad[0].item.name} with it: ${bad[0].p.colour.name} ${harmonyKind(colourOf(subject), bad[0].p.colour) === 'clash' ? 'clashes' : 'sits too far off in formality'}.`,
      );
  } else if (ranked.length === 0) {
    // Nothing of the kind is owned: say so rather than 'none of your bags suits it'.
    sentences.push(`You don't own ${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word} to go with ${subj} yet.`);
  } else {
    sentences.push(`None of your ${plural(word)} suits ${subj} well.`);
  }
  // No colour known for the piece ('my coat', with several owned): no colour list to offer.
  if ((asked.colourAsked || !good.length) && colours.length) {
    sentences.push(
      `${asked.colourAsked ? `For the colour, ${colours.slice(0, 2).join(' or ')} ${plural(word)} work with ${colourOf(subject).name}` : `Look for ${plural(word)} in ${listJoin(colours)}`}${category === 'Accessories' && asked.piece === 'belt' ? ', ideally matching your shoes' : ''}.`,
    );
  }
  return {
    text: sentences.join(' '),
    itemIds: ids,
    tipQuery: '',
    facts: [`Pairing: ${plural(word)} with ${subj}: ${good.map((r) => r.item.name).join(', ') || 'none owned'}`],
  };
}
