import { slotCategory } from '../../../shared/closet-slots';
import { FORMALITIES, type Category, type Formality } from '../../../shared/closet-constants';
import { colourInfo, harmonyScore } from '../colour-harmony';
import { DRESS_CODE_RULES, dressCodeFromTitle, type DressCode } from '../dress-code';
import { profileItem } from '../item-profile';
import type { ParsedQuestion } from '../question';
import type { ClosetItem } from '../types';
import { listJoin } from './closet-pick';
import { levelWithRequest } from './colour-request';
import { asWritten, occasionWithArticle } from '../question/occasion-phrase';
import { isPluralName } from '../grammar';
import { footNeedsIn, saysSoftGround } from '../reading/feet';
import { BODY_NOUNS, PERSON_NOUNS } from '../reading/event-frames';
import { itemsReferredTo } from './item-references';
import { isWorkUniform } from '../work-uniform';
import { wrongForTheDay } from '../temperature-fit';
import { HOT_FROM_C, warmthLevel } from '../weather-bands';
import { words } from '../question/lexicon';
import { categoryOfPiece, mentionName, mentionsIn, type Mention } from './owned-match';
import { standingOf, statedColours, statedColoursText, type StatedColours } from '../question/stated-colours';

/**
 * 'Can I wear jeans to a rehearsal dinner?', 'is a grey suit fine for a funeral?', 'what do people
 * wear to a bris?': a verdict on the piece named for the occasion named (from the dress code the
 * occasion implies and the piece's formality), why, and the owned pieces that would do. The
 * occasion is echoed in the person's own words, so an occasion the stylist has no table row for
 * is still named back rather than replaced by 'tell me the occasion'.
 */

/** Occasions the outfit tables do not carry, by the words people use for them, with the dress code guests usually meet. */
// prettier-ignore
const MORE_OCCASIONS: [RegExp, DressCode][] = [
  [/\b(law firm|bank|investment|finance|consulting firm|court|courtroom|hearing|corporate|board)\b/, 'business formal'],
  [/\b(bris|brit milah|christening|baptism|naming ceremony|communion|confirmation|bar mitzvah|bat mitzvah|religious service|synagogue|mosque|temple|church)\b/, 'business casual'],
  [/\b(shower|baby shower|bridal shower|engagement lunch|luncheon|tea party|garden party|afternoon tea|book club|open house)\b/, 'smart casual'],
  [/\b(first day|new job|orientation|onboarding|office|work)\b/, 'business casual'],
  [/\b(startup|tech company|agency|studio|creative)\b/, 'smart casual'],
  [/\b(wake|memorial|celebration of life|shiva|viewing|vigil)\b/, 'business formal'],
];

/** The occasion as the person wrote it: the words after 'to', 'for' or 'at' that are not a verb ('to a bridal shower'). */
const KIND_WORD: Record<Category, string> = {
  Tops: 'tops',
  Bottoms: 'bottoms',
  'Dresses & jumpsuits': 'dresses',
  Outerwear: 'layers',
  'Suits & tailoring': 'tailored pieces',
  Shoes: 'shoes',
  Bags: 'bags',
  Accessories: 'accessories',
  Jewellery: 'jewellery',
  Activewear: 'activewear',
  Swim: 'swimwear',
};

export function occasionPhrase(message: string): string | null {
  const t = message.toLowerCase().replace(/[’‘]/g, "'");
  const re =
    /\b(?:to|for|at)\s+(?:(a|an|the|my|our|his|her|their|someone's|a friend's)\s+)?([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,5}?)(?=\s*(?:[?.!,;]|$|\s(?:tomorrow|tonight|today|next|this|on|in|if|when|or|but|with|as|since|because|so)\b))/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(t))) {
    re.lastIndex = m.index + 1;
    const words = m[2]!;
    if (/^(wear|be|go|have|dress|put|look|get|do|know|bring|buy|keep|match|pair|me|you|it|them|this|that|work out)\b/.test(words)) continue;
    // 'at my age', 'for my height', 'for my feet': a person or a body said, the reading's tables of them, never an occasion.
    const head = words.split(/\s+/).at(-1) ?? '';
    if (PERSON_NOUNS.has(head) || BODY_NOUNS.has(head)) continue;
    // Said back in the second person and as written: 'at my cousin's house' is 'at your cousin's house', 'St Mary's' keeps its capitals.
    const said = `${m[1] && !/^(my|our|his|her|their)$/.test(m[1]) ? `${m[1]} ` : /^[aeiou]/.test(words) ? 'an ' : 'a '}${words}`
      .replace(/^a (first|new)/, 'a $1')
      .replace(/\b(my|our)\b/g, 'your');
    return asWritten(said, message);
  }
  return null;
}

/** The dress code an occasion phrase calls for: the outfit tables' first, then the occasions only etiquette meets. */
export function occasionCode(phrase: string, question: ParsedQuestion): DressCode {
  // The occasion's own words first: 'too formal for a barbecue' names formality, not the barbecue's dress code.
  // An interview is dressed as the reading set it, with the workplace said ('an interview at a record label').
  const interview = question.occasions[0] === 'job interview';
  return (
    (interview && !/\btoo (formal|casual|dressy)\b/.test(phrase) ? question.dressCode : null) ??
    dressCodeFromTitle(phrase) ??
    (question.dressCodeExplicit && !/\btoo (formal|casual|dressy)\b/.test(phrase) ? question.dressCode : null) ??
    MORE_OCCASIONS.find(([re]) => re.test(phrase))?.[1] ??
    question.dressCode ??
    'smart casual'
  );
}

// prettier-ignore
const PIECE_FORMALITY: Record<string, Formality> = {
  sneakers: 'casual', 't-shirt': 'casual', hoodie: 'casual', jeans: 'casual', shorts: 'casual', leggings: 'athletic', sandals: 'casual',
  'denim jacket': 'casual', polo: 'smart casual', swimsuit: 'athletic', chinos: 'smart casual', boots: 'smart casual', sweater: 'smart casual',
  cardigan: 'smart casual', skirt: 'smart casual', loafers: 'smart casual', flats: 'smart casual', shirt: 'smart casual', 'button-down': 'smart casual',
  blouse: 'smart casual', dress: 'smart casual', jumpsuit: 'smart casual', blazer: 'business', trousers: 'business', heels: 'business', oxfords: 'business',
  'dress shirt': 'business', suit: 'business', 'suit jacket': 'business', tuxedo: 'formal', 'dress shoes': 'formal', tie: 'business',
};

const SOMBRE = /\b(funeral|wake|memorial|celebration of life|shiva|viewing|vigil)\b/;
/** Colours that read as dark and quiet: the closest a sombre day can get from a casual closet. */
export const DARK = new Set(['black', 'charcoal', 'navy', 'dark grey', 'grey', 'gray', 'brown', 'dark brown', 'indigo', 'olive', 'burgundy']);
const BRIGHT = new Set([
  'white',
  'ivory',
  'cream',
  'red',
  'pink',
  'hot pink',
  'yellow',
  'orange',
  'coral',
  'lavender',
  'mint',
  'light blue',
  'light grey',
  'beige',
  'tan',
  'khaki',
]);

type Verdict = 'Yes' | 'Yes, if' | 'No';

/** The owned piece of the same kind as `piece` in a dark or muted colour, the darkest and dressiest first; undefined when none. */
function darkerOfKind(piece: ClosetItem, active: readonly ClosetItem[]): ClosetItem | undefined {
  return active
    .filter((i) => i.id !== piece.id && slotCategory(i) === slotCategory(piece))
    .map(profileItem)
    .filter((p) => !BRIGHT.has(p.colour.name) && p.formality !== 'athletic')
    .sort((a, b) => Number(DARK.has(b.colour.name)) - Number(DARK.has(a.colour.name)) || b.formalityLevel - a.formalityLevel || a.item.id - b.item.id)[0]?.item;
}

/** Kinds of garment that come both casual and dressy. */
const SPANS = /^(dress|jumpsuit|skirt|blouse|top|trousers|shirt|heels|flats|boots|blazer|jacket|coat|sweater|bag)$/;

const FORMALITY_WORD: Record<Formality, string> = {
  athletic: 'sportswear',
  casual: 'casual',
  'smart casual': 'smart casual',
  business: 'business wear',
  formal: 'formal wear',
};

function levelOf(m: Mention): Formality {
  return m.item ? profileItem(m.item).formality : (PIECE_FORMALITY[m.piece] ?? 'smart casual');
}

export interface AppropriateInput {
  question: ParsedQuestion;
  message: string;
  closet: readonly ClosetItem[];
}

/** Whether a piece asked about is outside a colour request: in a colour ruled out, or a garment (not shoes or a layer) in none of the colours asked for. */
function offRequest(stated: StatedColours, m: Mention): boolean {
  const standing = standingOf(stated, m.item?.color ?? m.colour ?? null, m.item?.name ?? m.surface);
  const core = ['Tops', 'Bottoms', 'Dresses & jumpsuits', 'Suits & tailoring'].includes(categoryOfPiece(m.piece));
  return standing === 'out' || (standing === 'allowed' && core && stated.wear.length > 0 && !!(m.item?.color ?? m.colour));
}

/** Null when no occasion can be read: the general etiquette answer takes it then. */
export function appropriateAnswer({ question, message, closet }: AppropriateInput): { text: string; facts: string[]; itemIds: number[] } | null {
  // The occasion named beats the place it is held ('the funeral is at the Hindu temple' is about the funeral).
  const atPlace = occasionPhrase(message);
  const named = question.occasionName ?? question.occasions[0] ?? null;
  const head = named?.split(' ').pop() ?? '';
  const placeOnly = !!atPlace && !!named && !atPlace.toLowerCase().includes(head) && message.toLowerCase().includes(head);
  const where = atPlace ?? (question.occasions[0] ? `a ${question.occasions[0]}` : null);
  const phrase = placeOnly ? occasionWithArticle(named!) : where;
  if (!phrase || !where) return null;
  const stated = statedColours(message);
  // The place still sets the level ('an interview at a design agency' is dressed for the agency).
  const code =
    (stated && levelWithRequest(stated, question.occasions[0] ?? null, occasionCode(where, question), question.dressCodeExplicit)) ||
    occasionCode(where, question);
  const rule = DRESS_CODE_RULES[code];
  const mentions = mentionsIn(message, question.pieces, closet);
  // 'Is the guayabera ok for the party?': a piece written by a word of its own name that no garment table holds is still
  // the owned one (item-references.ts), so the verdict is on it and says what to wear with it.
  const byName = mentions[0] && !mentions[0].item ? itemsReferredTo(message, closet).find((r) => !r.negated && !r.supposed) : undefined;
  const subject = mentions[0] && byName ? { ...mentions[0], item: byName.item } : mentions[0];
  // Colours the hosts asked for ('wear white', 'no black') beat a sombre day's dark, muted ones.
  const sombre = (SOMBRE.test(phrase) || question.occasions.includes('funeral')) && !stated;
  const active = closet.filter((i) => i.status === 'active');
  const fits = (i: ClosetItem) => {
    const p = profileItem(i);
    const allowed = slotCategory(i) === 'Outerwear' || slotCategory(i) === 'Accessories' ? rule.extra : rule.core;
    return allowed.includes(p.formality) && !(sombre && BRIGHT.has(p.colour.name)) && !(stated && standingOf(stated, i.color, i.name) === 'out');
  };
  const colours = sombre ? ' in dark, muted colours' : stated ? ` in ${statedColoursText(stated)}${stated.by ? `, as ${stated.by} asked` : ''}` : '';
  // Pieces in a colour the hosts asked for come first.
  const asked = (i: ClosetItem) => (stated && standingOf(stated, i.color, i.name) === 'asked' ? 1 : 0);
  // Around a piece asked about, the pieces whose colours go with it come first ('the guayabera' with khaki, not black work pants).
  const anchorColour = subject?.item ? colourInfo(subject.item.color) : null;
  const harmony = (i: ClosetItem) => (anchorColour ? Math.round(harmonyScore(anchorColour, colourInfo(i.color)) * 4) : 0);
  const byWear = (a: ClosetItem, b: ClosetItem) => asked(b) - asked(a) || harmony(b) - harmony(a) || a.timesWorn - b.timesWorn || a.id - b.id;
  // A work uniform, its protective gear and pieces named for work (work pants, steel toes) stay at work unless the occasion is the job.
  const atWork = question.occasions.includes('work');
  const forWork = (i: ClosetItem) => isWorkUniform(i) || /\bwork\b/i.test(i.name);
  const usable = active.filter((i) => slotCategory(i) !== 'Accessories' && fits(i) && i.id !== subject?.item?.id && (atWork || !forWork(i)));
  /** One outfit's worth: a one-piece or a top and a bottom, then shoes. */
  const outfit = (): ClosetItem[] => {
    const one = usable.filter((i) => profileItem(i).onePiece).sort(byWear)[0];
    const top = usable.filter((i) => slotCategory(i) === 'Tops' && !profileItem(i).onePiece).sort(byWear)[0];
    const bottom = usable.filter((i) => slotCategory(i) === 'Bottoms').sort(byWear)[0];
    const shoes = usable.filter((i) => slotCategory(i) === 'Shoes').sort(byWear)[0];
    const core = top && bottom ? [top, bottom] : one ? [one] : [top, bottom].filter((x): x is ClosetItem => !!x);
    return [...core, ...(shoes ? [shoes] : [])];
  };
  /** The owned pieces of the same kind that would do instead ('jeans' → trousers or a skirt; a dress counts as a bottom). */
  const sameKind = (category: ReturnType<typeof categoryOfPiece>) =>
    usable
      .filter((i) => slotCategory(i) === category || ((category === 'Bottoms' || category === 'Tops') && profileItem(i).onePiece))
      .sort(byWear)
      .slice(0, 2);
  /** Nothing of the kind at the level: the dressiest owned one above the piece asked about, the nearest the closet comes. */
  const closestOfKind = (category: ReturnType<typeof categoryOfPiece>): ClosetItem | undefined => {
    const floor = subject?.item ? profileItem(subject.item).formalityLevel : -1;
    return active
      .map(profileItem)
      .filter(
        (p) =>
          slotCategory(p.item) === category &&
          p.item.id !== subject?.item?.id &&
          p.formality !== 'athletic' &&
          p.formalityLevel > floor &&
          (atWork || !forWork(p.item)),
      )
      .sort((a, b) => b.formalityLevel - a.formalityLevel || a.item.id - b.item.id)[0]?.item;
  };
  // 'Must it be navy?' asks about the colour, not whether the piece is required.
  const colourRule = /\b(have to|has to|must|need to|needs to|supposed to) be (black|navy|dark|white|grey|gray|charcoal|a dark colou?r)\b/i.exec(message);
  const obligation = !colourRule && /\b(have to|has to|must|required|need to|supposed to|expected to)\b/i.test(message);
  if (!subject) {
    const owned = outfit();
    // Nothing at the level: the closest owned outfit (the dressiest pieces, dark for a sombre day) and what to look for.
    const profiles = owned.length ? [] : active.map(profileItem).filter((p) => p.formality !== 'athletic' && !(sombre && BRIGHT.has(p.colour.name)));
    const nearest = (category: string) =>
      profiles
        .filter((p) => slotCategory(p.item) === category)
        .sort((a, b) => b.formalityLevel - a.formalityLevel || Number(DARK.has(b.colour.name)) - Number(DARK.has(a.colour.name)) || a.item.id - b.item.id)[0]
        ?.item;
    const closest = ['Tops', 'Bottoms', 'Shoes', 'Outerwear'].map(nearest).filter((i): i is ClosetItem => !!i);
    const closetLine = owned.length
      ? `From your closet, your ${listJoin(owned.map((i) => i.name))} would be right.`
      : closest.length >= 2
        ? `Nothing in your closet reaches ${rule.label} yet: the closest is your ${listJoin(closest.map((i) => i.name))}, and one outfit at that level is worth finding before the day.`
        : `Nothing in your closet reaches ${rule.label} yet, so look for one outfit at that level before the day.`;
    return {
      text: `For ${phrase}, guests usually wear ${rule.label}${colours}${stated ? '' : ', unless the invitation says otherwise'}. ${closetLine}`,
      facts: [`Etiquette: ${phrase} calls for ${rule.label}`],
      itemIds: (owned.length ? owned : closest).map((i) => i.id),
    };
  }
  const formality = levelOf(subject);
  /** What to wear the piece with when it passes: the rest of an outfit at the level, from the closet. */
  const wearWith = (dressUp = false) => {
    if (!subject.item) return '';
    const own = slotCategory(subject.item);
    const rest = outfit().filter((i) => slotCategory(i) !== own && !(profileItem(subject.item!).onePiece && ['Tops', 'Bottoms'].includes(slotCategory(i))));
    const it = isPluralName(subject.item.name) ? 'them' : 'it';
    return rest.length ? ` ${dressUp ? `Dress ${it} up` : `Wear ${it}`} with your ${listJoin(rest.map((i) => i.name))}.` : '';
  };
  const allowed = categoryOfPiece(subject.piece) === 'Outerwear' || categoryOfPiece(subject.piece) === 'Accessories' ? rule.extra : rule.core;
  const lowest = Math.min(...allowed.map((f) => FORMALITIES.indexOf(f)));
  const at = FORMALITIES.indexOf(formality);
  const colour = colourInfo(subject.item?.color ?? subject.colour);
  const tooBright = sombre && BRIGHT.has(colour.name);
  const name = mentionName(subject);
  let verdict: Verdict;
  let why: string;
  const tooFormalAsked = /\btoo (formal|dressy|smart|fancy|much)\b|\boverdressed\b/i.test(message);
  const tooCasualAsked = /\btoo (casual|relaxed|sloppy|plain)\b|\bunderdressed\b|\b(formal|smart|dressy) enough\b/i.test(message);
  const target = FORMALITIES.indexOf(rule.target);
  // 'Is the yellow raincoat too much for a funeral?': too bright is the answer, whatever its level (below).
  if ((tooFormalAsked || tooCasualAsked) && !tooBright) {
    // 'Too formal for X?' is answered as asked: yes means it is too formal.
    // Nobody is too dressed for a funeral: 'too much' there is about show, which the colour and what goes with it answer.
    const over = at > target && !sombre;
    const under = at < lowest;
    const yes = tooFormalAsked ? over : under;
    if (sombre && tooFormalAsked && !yes && !tooBright)
      return {
        text: `${isPluralName(subject.surface) ? "They're" : "It's"} fine: nobody is too dressed for ${phrase}, and ${name} ${isPluralName(subject.surface) ? 'are' : 'is'} ${FORMALITY_WORD[formality]}. Keep everything around ${isPluralName(subject.surface) ? 'them' : 'it'} quiet and simple, with nothing shiny or loud.${wearWith()}`,
        facts: [`Etiquette: ${subject.surface} at ${phrase}: fine, kept understated (${rule.label})`],
        itemIds: subject.item ? [subject.item.id] : [],
      };
    // Said as a finding, not a bare yes or no: 'is it okay, or too casual?' asks two questions at once.
    const instead = sameKind(categoryOfPiece(subject.piece));
    const text = yes
      ? `${tooFormalAsked ? "It's a little dressy" : "It's too casual"}: ${phrase} calls for ${rule.label}, and ${name} ${isPluralName(subject.surface) ? 'are' : 'is'} ${FORMALITY_WORD[formality]}. ${
          tooFormalAsked
            ? 'Wear it with your most relaxed pieces (a tee, jeans, clean sneakers) so it reads easy, or leave it at home.'
            : instead.length
              ? `${instead.length === 1 ? 'Your' : 'Either your'} ${instead.map((i) => i.name).join(' or your ')} would be right instead.`
              : 'Step it up with your smartest pieces around it.'
        }`
      : `${isPluralName(subject.surface) ? "They're" : "It's"} fine: ${phrase} calls for ${rule.label}, and ${name} ${isPluralName(subject.surface) ? 'sit' : 'sits'} right at that level.${wearWith()}`;
    return {
      text,
      facts: [`Etiquette: ${subject.surface} at ${phrase}: ${yes ? (tooFormalAsked ? 'too formal' : 'too casual') : 'fine'} (${rule.label})`],
      itemIds: subject.item ? [subject.item.id] : [],
    };
  }
  if (obligation) {
    verdict = 'No';
    const plural = isPluralName(subject.surface);
    why = `${plural ? subject.surface : `a ${subject.surface}`} ${plural ? "aren't" : "isn't"} required at ${phrase}: anything at ${rule.label} works`;
  } else if (stated && offRequest(stated, subject)) {
    // A colour the hosts ruled out, or a core piece outside the colours they asked for: their word decides.
    verdict = 'No';
    why = `${stated.by ?? 'the hosts'} asked for ${statedColoursText(stated)}, and ${name} ${isPluralName(subject.surface) ? 'are' : 'is'} ${colour.name || 'another colour'}`;
  } else if (allowed.includes(formality) && !tooBright) {
    verdict = 'Yes';
    why = `${phrase} calls for ${rule.label}, and ${name} ${isPluralName(subject.surface) ? 'sit' : 'sits'} ${formality === rule.target ? 'right at that level' : 'within it'}`;
  } else if (tooBright) {
    // The owned piece of the same kind in a dark or muted colour is worn instead, whatever its level: a coat over the
    // outfit is seen before anything under it.
    const darker = subject.item ? darkerOfKind(subject.item, active) : undefined;
    verdict = allowed.includes(formality) && !darker ? 'Yes, if' : 'No';
    why = darker
      ? `${phrase} calls for dark, muted colours, so ${colour.name} stands out; wear your ${darker.name} instead`
      : `${phrase} calls for dark, muted colours, so ${colour.name} stands out${allowed.includes(formality) ? '; it works only in a darker shade or under a dark layer' : ''}`;
  } else if (!subject.item && at < lowest && SPANS.test(subject.piece)) {
    // A jumpsuit or a skirt can be casual or dressy: not owned, it is judged by what it would take.
    verdict = 'Yes, if';
    why = `${phrase} calls for ${rule.label}, so it has to be a dressy one (silk, satin or crepe, cleanly tailored), not an everyday one`;
  } else if (at === lowest - 1) {
    verdict = 'Yes, if';
    why = `${phrase} calls for ${rule.label}, a step above ${name}, so it works only dressed up with the smartest pieces around it (and only if the hosts keep it relaxed)`;
  } else {
    verdict = 'No';
    const are = isPluralName(subject.surface) ? 'are' : 'is';
    why = `${phrase} calls for ${rule.label}, and ${name} ${are} ${FORMALITY_WORD[formality]}, ${at < lowest ? 'too relaxed for it' : 'dressier than it calls for'}`;
  }
  const category = categoryOfPiece(subject.piece);
  const instead = verdict === 'Yes' ? [] : obligation ? outfit() : sameKind(category);
  const kindWord = KIND_WORD[category];
  const nearest = verdict === 'Yes' || instead.length ? undefined : closestOfKind(category);
  const closetLine =
    verdict === 'Yes'
      ? wearWith()
      : instead.length
        ? obligation
          ? ` Your ${listJoin(instead.map((i) => i.name))} would do nicely.`
          : verdict === 'Yes, if'
            ? // The condition made concrete: the smartest owned pieces around it, then what is already at the level.
              `${wearWith(true)} If not, your ${instead.map((i) => i.name).join(' or your ')} ${instead.length === 1 ? 'is' : 'are'} already at that level.`
            : ` ${instead.length === 1 ? 'Your' : 'Either your'} ${instead.map((i) => i.name).join(' or your ')} would be right instead.`
        : nearest
          ? ` None of your ${kindWord} reaches ${rule.label} yet: your ${nearest.name} ${isPluralName(nearest.name) ? 'come' : 'comes'} closest, and ${category === 'Shoes' ? 'a pair' : 'one'} at that level is the piece to look for.`
          : ` None of your ${kindWord} reaches ${rule.label} yet, so that is the piece to look for.`;
  const comfortLine = kinderShoesLine(message, subject, active, allowed);
  // A temperature said beats the occasion's say ('the wool coat for the wedding? it'll be 30'): the piece that passes the
  // level still has to suit the day, and one of its kind that does is named.
  const objection = subject.item && question.tempC !== null ? wrongForTheDay(profileItem(subject.item), question.tempC) : null;
  // The warmest of its kind on a cold day, the lightest on a hot one.
  const towardsTheDay = (i: ClosetItem) => warmthLevel(profileItem(i).warmth) * (question.tempC! >= HOT_FROM_C ? 1 : -1);
  const suited = objection
    ? sameKind(category)
        .filter((i) => !wrongForTheDay(profileItem(i), question.tempC!))
        .sort((a, b) => towardsTheDay(a) - towardsTheDay(b))[0]
    : undefined;
  const weatherLine = objection
    ? ` In this weather, though, your ${subject.item!.name} ${isPluralName(subject.item!.name) ? 'are' : 'is'} ${objection}${
        suited ? `: your ${suited.name} ${isPluralName(suited.name) ? 'are' : 'is'} the better choice` : ''
      }.`
    : '';
  const modestyLine = verdict !== 'No' && subject.item && question.occasions[0] === 'church' ? coverLine(subject.item, active) : '';
  const colourLine =
    colourRule && verdict !== 'No' && colour.name && colour.name !== colourRule[2]!.toLowerCase()
      ? ` It doesn't have to be ${colourRule[2]!.toLowerCase()}: ${colour.name} is just as ${sombre ? 'respectful' : 'right'}.`
      : '';
  return {
    text: `${verdict === 'Yes, if' ? 'Yes, with a condition' : verdict}: ${why}.${closetLine}${modestyLine}${colourLine}${comfortLine}${weatherLine}`,
    facts: [`Etiquette verdict: ${subject.surface} at ${phrase}: ${verdict} (${rule.label})`],
    itemIds: [...(subject.item ? [subject.item.id] : []), ...instead.map((i) => i.id)],
  };
}

/** Pieces that bare the shoulders or the legs, by their name: a place of worship asks for them covered. */
const BARE_SHOULDERS =
  /\b(slip|cami|camisole|tank|strapless|spaghetti|sleeveless|halter|off[- ]the[- ]shoulder|off[- ]shoulder|bandeau|tube|crop(ped)? top|bralette)\b/i;
const BARE_LEGS = /\b(mini|shorts|hot pants|short skirt|skort)\b/i;
/** What covers them, by name: a layer for the shoulders, a longer bottom for the legs. */
// Softest first: a cardigan or a shawl before a jacket.
const COVERS_SHOULDERS = [
  'cardigan',
  'shawl',
  'pashmina',
  'wrap',
  'kimono',
  'shrug',
  'bolero',
  'stole',
  'scarf',
  'ruana',
  'poncho',
  'overshirt',
  'blazer',
  'jacket',
];
const COVERS_LEGS = ['maxi', 'midi', 'long skirt', 'wide leg', 'palazzo', 'trousers', 'pants', 'flares', 'jeans'];
/** The first cover word a piece's name holds, as its rank; -1 for none. */
const coverRank = (covers: readonly string[], name: string) => {
  const said = ` ${words(name).join(' ')} `;
  return covers.findIndex((w) => said.includes(` ${w.replace('-', ' ')} `));
};

/**
 * Temples, churches, mosques and gurdwaras ask for covered shoulders and knees: a piece that bares either passes only with
 * what covers it, named from the closet when one is owned ('a temple visit in the slip dress? with the cardigan over it').
 */
function coverLine(item: ClosetItem, closet: readonly ClosetItem[]): string {
  const shoulders = BARE_SHOULDERS.test(item.name);
  const legs = BARE_LEGS.test(item.name);
  if (!shoulders && !legs) return '';
  const covers = shoulders ? COVERS_SHOULDERS : COVERS_LEGS;
  const cover = closet
    .filter((i) => i.id !== item.id && coverRank(covers, i.name) >= 0 && !BARE_LEGS.test(i.name))
    .sort((a, b) => coverRank(covers, a.name) - coverRank(covers, b.name))[0];
  const what = shoulders ? 'shoulders' : 'knees';
  return cover
    ? ` Places of worship ask for covered ${what}, so ${shoulders ? `wear your ${cover.name} over it` : `choose your ${cover.name} instead`} inside.`
    : ` Places of worship ask for covered ${what}, so bring ${shoulders ? 'a cardigan or shawl to wear over it' : 'something longer to change into'} inside.`;
}

/** Heeled shoes by their name. */
const HEELED = /\b(heels?|heeled|stilettos?|pumps?|slingbacks?)\b/i;
/** Shoes kinder to a body under strain, by their name. */
const GENTLER = /\b(flats?|block|low|kitten|wedges?|loafers?|ballet|kolhapuri|chappals?|sneakers?|trainers?|brogues?|oxfords?|cushioned)\b/i;
/** A body under strain, said ('my knees are bad', 'sore feet', 'a long night standing', 'on my feet all day'). */
const STRAIN =
  /\b(knees?|feet|foot|back|ankles?|hips?)\b[^.?!]{0,20}\b(bad|sore|hurts?|hurting|aching|aches?|weak|dodgy|killing)\b|\b(bad|sore|dodgy|weak|aching)\s+(knees?|feet|back|ankles?|hips?)\b|\bon (my|our) feet\b|\bstanding\b/i;

/**
 * Heels asked about by someone who says their body is under strain ('r the gold heels ok for the reception, my knees r bad
 * now n its a long nite standing'): the level is not the only question (issue 38.5, stated facts win). The owned pair kinder
 * to it at the level is named; nothing is said when no strain is said or no kinder pair is owned.
 */
function kinderShoesLine(message: string, subject: Mention, closet: readonly ClosetItem[], allowed: readonly string[]): string {
  const strain = STRAIN.exec(message);
  // A foot condition or soft ground said ('will my bunion kill me', 'the ceremony is on grass') weighs as a strain does.
  const need = footNeedsIn(words(message))[0];
  const soft = saysSoftGround(words(message));
  const heeled = subject.item ? slotCategory(subject.item) === 'Shoes' && HEELED.test(subject.item.name) : HEELED.test(subject.surface);
  if (!(strain || need || soft) || !heeled) return '';
  const kinder = closet
    .filter((i) => i.id !== subject.item?.id && slotCategory(i) === 'Shoes' && GENTLER.test(i.name) && !/\b(stilettos?|pumps?)\b/i.test(i.name))
    .sort((a, b) => Number(allowed.includes(profileItem(b).formality)) - Number(allowed.includes(profileItem(a).formality)) || a.id - b.id)[0];
  if (!kinder) return '';
  const body = (strain?.[1] ?? strain?.[4])?.toLowerCase();
  if (soft && !strain && !need)
    return ` A thin heel sinks into soft ground, so your ${kinder.name} ${isPluralName(kinder.name) ? 'are' : 'is'} the steadier choice.`;
  return ` With ${need ? need.said : body ? `your ${body}` : 'so long on your feet'} to think of, your ${kinder.name} ${isPluralName(kinder.name) ? 'are' : 'is'} the more comfortable choice, and still ${isPluralName(kinder.name) ? 'look' : 'looks'} right.`;
}
