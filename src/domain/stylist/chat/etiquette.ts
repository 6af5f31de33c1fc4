import { slotCategory } from '../../../shared/closet-slots';
import { DRESS_CODE_RULES, DRESS_CODES, parseDressCode, type DressCode } from '../dress-code';
import { profileItem } from '../item-profile';
import { piecesNamed, type ParsedQuestion } from '../question';
import type { ClosetItem } from '../types';
import type { Wardrobe } from './answer';
import { appropriateAnswer, DARK } from './appropriate';
import { mentionsIn } from './owned-match';
import { aroundOwnedPiece } from './piece-pairing';
import { occasionWithArticle } from '../question/occasion-phrase';
import { statedColours } from '../question/stated-colours';

/**
 * Etiquette questions answered, not refused: the common rules of what to wear where (white at a
 * wedding, white after Labor Day, black at a wedding, jeans at the office, colour at a funeral,
 * hats indoors) and what a written dress code means, with the owned pieces that meet it.
 */

interface Rule {
  /** Read on the question's words, lower case with spaces around. */
  when: (t: string, q: ParsedQuestion) => boolean;
  answer: string;
  /** A rule about a colour: the person's own pieces in it are judged by the rule ('my best dress is black'). */
  colour?: { colours: readonly string[]; fine: boolean; levels?: readonly string[] };
  /** A rule about a kind of piece in general: the verdict on the person's own piece for the occasion named comes first. */
  general?: true;
}

/** Parties before a wedding, as the occasion is named ('her bridal shower', 'the hen do', 'a bachelorette weekend'). */
const PRE_WEDDING = / (bridal|wedding shower|couples shower|hen|hens|bachelorette|bachelorette's|stagette) /;

// prettier-ignore
const RULES: Rule[] = [
  { when: (t) => / labou?r day | memorial day /.test(t), answer: "Yes: the no-white-after-Labor-Day rule is long retired, so wear white any time of year. In colder months, winter white in heavier fabrics (wool, cashmere, corduroy) looks most at home." },
  // The no-white rule is the wedding day's: the parties before it, asked about in their own name, let guests wear white.
  { when: (t, q) => / white | ivory | cream /.test(t) && PRE_WEDDING.test(q.occasionName ? ` ${q.occasionName} ` : t), colour: { colours: ['white', 'ivory', 'cream'], fine: true, levels: ['formal', 'business', 'smart casual'] }, answer: "White is usually fine here: the no-white rule belongs to the wedding day itself. Some brides like to wear white to their own party, so a quick word with the host or the bride settles it." },
  { when: (t, q) => / white | ivory | cream /.test(t) && q.occasions.includes('wedding'), colour: { colours: ['white', 'ivory', 'cream'], fine: false }, answer: "Skip white, ivory and cream as a wedding guest: they're the couple's colours unless the invitation asks for them. A pale print or a soft colour gives the same fresh look without the question." },
  { when: (t, q) => / black /.test(t) && q.occasions.includes('wedding'), colour: { colours: ['black'], fine: true }, answer: 'Yes, black is fine at most weddings now, especially in the evening. Lift it with a colour or metallic accessory so it reads as celebration rather than mourning.' },
  { when: (t, q) => / red | bright | colou?r(ful)? | pattern /.test(t) && q.occasions.includes('funeral') && !statedColours(t), colour: { colours: ['red', 'pink', 'yellow', 'orange', 'coral'], fine: false }, answer: 'Keep to dark, muted colours (black, navy, charcoal) at a funeral unless the family asks for colour. A small muted accent is fine; a bright red or a loud pattern draws attention away from the day.' },
  { when: (t, q) => / jeans | denim /.test(t) && (q.occasions.includes('work') || q.occasions.includes('meeting') || q.occasions.includes('job interview')), general: true, answer: "Dark, clean jeans pass in most business-casual offices, especially on Fridays, but not at an interview or a client meeting. When unsure, match what your manager wears." },
  { when: (t, q) => / jeans | denim /.test(t) && (q.occasions.includes('wedding') || q.occasions.includes('funeral') || q.occasions.includes('church')), general: true, answer: "Only if the invitation or the community says casual: for most weddings, funerals and services, trousers or a skirt one step dressier than jeans is the respectful choice." },
  { when: (t, q) => / (hat|hats|fascinators?) /.test(t) && (q.occasions.includes('wedding') || / (races|derby|garden party) /.test(t)), answer: "A hat or fascinator is welcome at a daytime wedding, the races or a garden party; keep the brim modest so no one behind you loses the view, and take a large one off for the meal. Leave caps and beanies at home, and skip hats at an evening ceremony." },
  { when: (t) => / (hat|hats|cap|caps) /.test(t) && / (indoors|inside|restaurant|church|table|dinner) /.test(t), answer: "Take a cap or casual hat off indoors, at the table and in a place of worship. Fashion hats that are part of a formal outfit, and religious head coverings, are the exception." },
  { when: (t) => / (match|matching) (my|your|our) (date|partner|husband|wife|boyfriend|girlfriend) /.test(t), answer: "Coordinate rather than match: share one colour or the same level of dressiness, and let each outfit stand on its own." },
  { when: (t) => / (outshine|upstage) /.test(t), answer: "Don't try to outshine the hosts: dress to the invitation's level, and keep to one statement piece rather than several." },
  { when: (t) => / sneakers? | trainers? /.test(t) && / (suit|wedding|formal|office) /.test(t), general: true, answer: 'Clean, minimal leather sneakers can go with a suit at a creative office or a relaxed party, but not at a formal wedding, an interview or anything black tie: there, leather dress shoes.' },
];

export interface EtiquetteAnswerInput {
  question: ParsedQuestion;
  message: string;
  closet: readonly ClosetItem[];
  wardrobe: Wardrobe;
}

/** What a written dress code means, in one sentence each. */
// prettier-ignore
/** What a dress code means, for the wardrobe the person dresses from: menswear hears no dresses, womenswear no ties. */
const CODE_MEANING: Record<string, Record<Wardrobe, string>> = {
  formal: {
    menswear: 'Black tie or formal means a tuxedo, or at least a dark suit, with a white dress shirt, a bow tie or dark tie and black oxfords.',
    womenswear: 'Black tie or formal means a floor-length gown or a very elegant cocktail dress, with dressy heels or flats.',
    mixed: 'Black tie or formal means a tuxedo or dark suit with a bow tie or tie, or a floor-length or very elegant cocktail dress.',
  },
  cocktail: {
    menswear: 'Cocktail attire means a dark suit with a crisp shirt (a tie optional) and leather dress shoes.',
    womenswear: 'Cocktail attire means a knee- to midi-length dress or dressy separates, with heels or smart flats.',
    mixed: 'Cocktail attire means a dark suit (a tie optional) or a knee- to midi-length dress or dressy separates.',
  },
  'business formal': {
    menswear: 'Business formal means a dark suit and tie with a dress shirt and oxfords.',
    womenswear: 'Business formal means a tailored suit or a sheath dress with a blazer, and closed-toe shoes.',
    mixed: 'Business formal means a dark suit and tie, or a tailored suit or sheath dress with closed-toe shoes.',
  },
  'business casual': {
    menswear: 'Business casual means chinos or tailored trousers with a collared shirt or fine knit, and loafers or leather shoes; no tie needed.',
    womenswear: 'Business casual means tailored trousers or a midi skirt with a blouse or fine knit, and loafers, flats or low heels.',
    mixed: 'Business casual means chinos or tailored trousers and a collared shirt or fine knit, or a skirt or trousers with a blouse; no tie needed.',
  },
  'smart casual': {
    menswear: 'Smart casual means polished everyday pieces: dark jeans or chinos, a crisp shirt or fine knit, and clean leather shoes or boots.',
    womenswear: 'Smart casual means polished everyday pieces: dark jeans or a midi skirt, a silk-look top or fine knit, and ankle boots or clean leather shoes.',
    mixed: 'Smart casual means polished everyday pieces: dark jeans or chinos, a crisp shirt or fine knit, and clean leather shoes or boots.',
  },
  casual: {
    menswear: 'Casual means what you would wear on a relaxed weekend, clean and in good repair.',
    womenswear: 'Casual means what you would wear on a relaxed weekend, clean and in good repair.',
    mixed: 'Casual means what you would wear on a relaxed weekend, clean and in good repair.',
  },
  athletic: { menswear: 'Athletic means sportswear you can move in.', womenswear: 'Athletic means sportswear you can move in.', mixed: 'Athletic means sportswear you can move in.' },
};

/**
 * Dress codes as invitations write them, finer than the seven levels the engine dresses to: 'creative
 * black tie' and 'festive attire' are each a level plus a twist, and saying only the level answers a
 * different question. Longer terms are read first, so 'black tie optional' is never 'black tie'.
 */
interface NamedCode {
  terms: readonly string[];
  /** The level the engine dresses to for it. */
  code: DressCode;
  meaning: Record<Wardrobe, string>;
}
const same = (m: string): Record<Wardrobe, string> => ({ menswear: m, womenswear: m, mixed: m });
// prettier-ignore
const NAMED_CODES: readonly NamedCode[] = [
  { terms: ['white tie'], code: 'formal', meaning: {
    menswear: 'White tie is the most formal code there is: a black tailcoat, a white wing-collar shirt, a white bow tie and waistcoat, and black patent shoes.',
    womenswear: 'White tie is the most formal code there is: a full-length evening gown, with long gloves and your finest jewellery welcome.',
    mixed: 'White tie is the most formal code there is: a tailcoat with a white bow tie and waistcoat, or a full-length evening gown.' } },
  { terms: ['creative black tie'], code: 'formal', meaning: {
    menswear: 'Creative black tie means black-tie formality with room for personality: a tuxedo or dark suit, with a twist such as a velvet jacket, a coloured or patterned bow tie, or a dark shirt.',
    womenswear: 'Creative black tie means black-tie formality with room for personality: a floor-length gown, an elegant cocktail dress or dressy evening separates, in a bold colour, print, metallic or statement accessory.',
    mixed: 'Creative black tie means black-tie formality with room for personality: a tuxedo or dark suit with a velvet jacket or bold bow tie, or a gown or dressy separates in a bold colour or print.' } },
  { terms: ['black tie optional', 'black tie preferred'], code: 'formal', meaning: {
    menswear: 'Black tie optional means a tuxedo is welcome but a dark suit with a tie is just as right.',
    womenswear: 'Black tie optional means a floor-length gown, an elegant cocktail dress or dressy evening separates.',
    mixed: 'Black tie optional means a tuxedo or a dark suit with a tie, or a gown, an elegant cocktail dress or dressy separates.' } },
  { terms: ['black tie'], code: 'formal', meaning: {
    menswear: 'Black tie means a tuxedo (a black dinner suit) with a white dress shirt, a black bow tie and black patent or polished oxfords.',
    womenswear: 'Black tie means a floor-length gown, or a very elegant cocktail dress, with dressy heels or flats.',
    mixed: 'Black tie means a tuxedo with a black bow tie, or a floor-length gown or very elegant cocktail dress.' } },
  { terms: ['festive attire', 'holiday attire', 'festive'], code: 'cocktail', meaning: {
    menswear: 'Festive attire means cocktail-level dressing with a seasonal, celebratory touch: a suit or blazer and trousers, livened with a colour such as deep red or green, velvet, or a fun tie or pocket square.',
    womenswear: 'Festive attire means cocktail-level dressing with a seasonal, celebratory touch: a dress or dressy separates in a rich colour like red or emerald, velvet, sequins or a bit of sparkle.',
    mixed: 'Festive attire means cocktail-level dressing with a seasonal, celebratory touch: a suit or a dress, livened with a rich colour like red or green, velvet, or a bit of sparkle.' } },
  { terms: ['semi formal', 'semiformal', 'semi-formal'], code: 'cocktail', meaning: {
    menswear: 'Semi-formal means a suit (a tie optional in the daytime, welcome in the evening) with leather dress shoes.',
    womenswear: 'Semi-formal means a knee- to midi-length dress, a dressy jumpsuit or elegant separates, with heels or smart flats.',
    mixed: 'Semi-formal means a suit (a tie optional) or a knee- to midi-length dress or elegant separates.' } },
  { terms: ['cocktail attire', 'cocktail'], code: 'cocktail', meaning: CODE_MEANING.cocktail! },
  { terms: ['business formal'], code: 'business formal', meaning: CODE_MEANING['business formal']! },
  { terms: ['business casual'], code: 'business casual', meaning: CODE_MEANING['business casual']! },
  { terms: ['smart casual'], code: 'smart casual', meaning: CODE_MEANING['smart casual']! },
  { terms: ['dressy casual'], code: 'smart casual', meaning: same('Dressy casual means smart casual with a little polish: dark jeans or tailored trousers, a nice top or shirt, and leather shoes or boots.') },
];

/** The dress codes the text names, in the order named, each once; `t` is lower case with spaces around. */
export function namedCodesIn(t: string): NamedCode[] {
  // Quoted as on the card ("'festive attire'") or hyphenated ('black-tie'): the same words.
  let rest = ` ${t.replace(/[-'"]/g, ' ')} `;
  const found: { at: number; code: NamedCode }[] = [];
  const terms = NAMED_CODES.flatMap((code) => code.terms.map((term) => ({ term: term.replace(/-/g, ' '), code }))).sort(
    (a, b) => b.term.length - a.term.length,
  );
  for (const { term, code } of terms) {
    const at = rest.indexOf(` ${term} `);
    if (at < 0) continue;
    rest = `${rest.slice(0, at + 1)}${'_'.repeat(term.length)}${rest.slice(at + 1 + term.length)}`;
    if (!found.some((f) => f.code === code)) found.push({ at, code });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.code);
}

/** Words that ask two codes' difference ('cocktail vs black tie', 'difference between...'). */
const COMPARES = / (vs|v|versus|difference|diff|differ|different|compared|compare|between) /;
/** Words that ask what a code means. */
const ASKS_MEANING = / (mean|means|meaning|what is|what's|whats|explain|define|stand for|expect|expected) /;

/** 'Cocktail attire vs black tie?': each said for the wardrobe, then the step between them. */
function compareCodes(a: NamedCode, b: NamedCode, wardrobe: Wardrobe): { text: string; facts: string[] } {
  const rank = (c: NamedCode) => DRESS_CODES.indexOf(c.code);
  const [lower, higher] = rank(a) <= rank(b) ? [a, b] : [b, a];
  const step =
    rank(lower) === rank(higher)
      ? `Both sit at the same level; the difference is the detail each allows.`
      : `The difference: ${higher.terms[0]} is the dressier of the two, so what passes at ${lower.terms[0]} falls short there.`;
  return { text: `${a.meaning[wardrobe]} ${b.meaning[wardrobe]} ${step}`, facts: [`Dress codes compared: ${a.terms[0]} and ${b.terms[0]}`] };
}

/** 'Can I wear white after Labor Day?', 'what does cocktail attire mean?': the rule, with the owned pieces where they help. */
export function etiquetteAnswer({ question, message, closet, wardrobe }: EtiquetteAnswerInput): { text: string; facts: string[] } {
  const t = ` ${message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')} `;
  const shoeSuit = shoesWithSuit(question, message, closet);
  if (shoeSuit) return shoeSuit;
  // A code named as the invitation writes it ('festive attire', 'creative black tie'): its own meaning, not only its level's.
  const named = namedCodesIn(t);
  if (named.length >= 2 && COMPARES.test(t)) return compareCodes(named[0]!, named[1]!, wardrobe);
  if (named.length === 1 && ASKS_MEANING.test(t)) return explainCode(named[0]!.code, question, message, closet, wardrobe, named[0]!.meaning[wardrobe]);
  const rule = RULES.find((r) => r.when(t, question));
  if (rule && !rule.general) {
    const own = rule.colour ? ownedInColour(rule.colour, question, message, closet) : null;
    return { text: own ? `${rule.answer} ${own}` : rule.answer, facts: ['Etiquette rule'] };
  }
  // 'The family said casual': the code the hosts named is the rule, and a sombre day still asks for dark and neat.
  const stated = statedCodeVerdict(question, message, closet);
  if (stated) return stated;
  // 'Can I wear my suede boots in the snow?': the piece against the weather, when no occasion is named.
  if (!question.occasions.length) {
    const weather = weatherVerdict(question, message, closet);
    if (weather) return weather;
  }
  // 'Cocktail attire: what does that mean? Jeans ok?': the code named and asked about is explained first, the pieces judged against it.
  const asked = question.dressCodeExplicit && question.dressCode && / (mean|means|meaning|what is|what's|whats|explain|define|stand for) /.test(t);
  if (asked && question.dressCode) return explainCode(question.dressCode, question, message, closet, wardrobe);
  // A piece for an occasion ('jeans to a rehearsal dinner'): the verdict on that piece there, with what the closet has instead.
  const verdict = question.pieces.length ? appropriateAnswer({ question, message, closet }) : null;
  if (verdict) return { text: verdict.text, facts: verdict.facts };
  if (rule) return { text: rule.answer, facts: ['Etiquette rule'] };
  // The dress code is explained only when the question names one, not when an occasion merely implies it.
  const code = question.dressCodeExplicit ? question.dressCode : parseDressCode(message);
  if (code) return explainCode(code, question, message, closet, wardrobe);
  const occasion = appropriateAnswer({ question, message, closet });
  if (occasion) return { text: occasion.text, facts: occasion.facts };
  const weather = weatherVerdict(question, message, closet);
  if (weather) return weather;
  // 'Can I still wear my denim midi skirt, or is it trying too hard?': an owned piece weighed against no occasion is worn;
  // what answers the doubt is what it goes with.
  const around = aroundOwnedPiece(question, message, closet);
  if (around) return { text: `Yes, wear it: what keeps a piece looking easy is what it goes with. ${around.text}`, facts: around.facts };
  return {
    text: "When the rules are unclear, follow the invitation or the host, dress one step up rather than down, and avoid anything that competes with the guest of honour. Tell me the occasion and I'll say exactly what fits from your closet.",
    facts: ['Etiquette: general rule'],
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const active = (closet: readonly ClosetItem[]) => closet.filter((i) => i.status === 'active');

/** The owned pieces a colour rule is about: those the person names, or for a piece named by kind alone ('my best dress is black'), the owned ones of that kind in the colour. */
function ownedInColour(colour: NonNullable<Rule['colour']>, question: ParsedQuestion, message: string, closet: readonly ClosetItem[]): string | null {
  const inColour = (i: ClosetItem) => colour.colours.some((c) => ` ${`${i.color} ${i.name}`.toLowerCase()} `.includes(` ${c} `));
  const pieces = mentionsIn(message, question.pieces, closet).flatMap((m) =>
    m.item
      ? [m.item]
      : active(closet)
          .filter((i) => inColour(i) && piecesNamed(`${i.subcategory ?? ''} ${i.name}`).includes(m.piece))
          .slice(0, 1),
  );
  const named = [...new Set(pieces.filter(inColour))];
  // 'Can you wear black to a wedding?' names no piece: the person's dressiest piece in that colour is the one the rule is about.
  const said = named.length || !colour.fine ? named : dressiestIn(closet, inColour, colour.levels);
  if (!said.length) return null;
  const names = said.map((i) => i.name).join(' and ');
  const are = said.length > 1 || pluralName(said[0]!.name) ? 'are' : 'is';
  if (!colour.fine) return `So I'd leave your ${names} for another day.`;
  // What lifts it is an owned piece in a colour or metal, never another piece in the rule's colour.
  const lifts = active(closet).filter((i) => !said.includes(i) && !inColour(i) && !DARK.has(i.color.toLowerCase()));
  const lift = lifts.find((i) => slotCategory(i) === 'Accessories') ?? lifts.find((i) => slotCategory(i) === 'Shoes');
  return `So your ${names} ${are} right for it${lift ? `: lift ${said.length > 1 ? 'them' : 'it'} with your ${lift.name}` : ''}.`;
}

/** The owned clothing piece in a colour that dresses up the most (no accessories or shoes: the rule is about what is worn). */
function dressiestIn(closet: readonly ClosetItem[], inColour: (i: ClosetItem) => boolean, levels?: readonly string[]): ClosetItem[] {
  const rank = levels ?? ['formal', 'business'];
  const worn = active(closet).filter((i) => inColour(i) && ['Tops', 'Bottoms'].includes(slotCategory(i)));
  const best = worn
    .filter((i) => rank.includes(profileItem(i).formality))
    .sort((a, b) => rank.indexOf(profileItem(a).formality) - rank.indexOf(profileItem(b).formality));
  return best.slice(0, 1);
}

const SOMBRE_OCCASIONS = new Set(['funeral', 'memorial', 'wake']);
const QUIETEST = ['black', 'charcoal', 'navy', 'dark grey', 'grey', 'gray'];

/** 'Loafers' are them, a 'Dress' is it. */
function pluralName(name: string): boolean {
  return /s$/i.test(name) && !/(ss|dress)$/i.test(name);
}

/** A casual code named by the family for a sombre day ('is a hoodie disrespectful if the family said casual'): their word decides, dark and neat shows the care. */
function statedCodeVerdict(question: ParsedQuestion, message: string, closet: readonly ClosetItem[]): { text: string; facts: string[] } | null {
  const code = question.dressCodeExplicit ? question.dressCode : null;
  const occasion = question.occasions.find((o) => SOMBRE_OCCASIONS.has(o));
  if (!code || !occasion || !question.pieces.length) return null;
  const rule = DRESS_CODE_RULES[code];
  const subject = mentionsIn(message, question.pieces, closet)[0];
  if (!subject) return null;
  const name = subject.item ? `your ${subject.item.name}` : `a ${subject.piece}`;
  const level = subject.item ? profileItem(subject.item).formality : null;
  const within = level === null || rule.extra.includes(level);
  // The step up: dark owned pieces at or within the code, top and bottom, other than the piece asked about.
  const dark = active(closet).filter((i) => i.id !== subject.item?.id && DARK.has(i.color.toLowerCase()) && rule.extra.includes(profileItem(i).formality));
  // Black, charcoal and navy read as mourning colours; olive or brown only when nothing quieter is owned.
  const quiet = (i: ClosetItem) => {
    const k = QUIETEST.indexOf(i.color.toLowerCase());
    return k < 0 ? QUIETEST.length : k;
  };
  const pick = ['Tops', 'Bottoms']
    .map((c) => dark.filter((i) => slotCategory(i) === c).sort((a, b) => quiet(a) - quiet(b))[0])
    .filter((i): i is ClosetItem => !!i);
  const said = question.dressCodeSaid ?? rule.label;
  const verdict = within
    ? `Not if the family asked for ${said}: at a ${occasion} their word is the dress code, so ${name} is within it as long as it is plain, dark and clean.`
    : `Even with the family asking for ${said}, ${name} is a step below it for a ${occasion}.`;
  const up = pick.length ? ` A quiet step up still shows care without ignoring their wish: your ${pick.map((i) => i.name).join(' with your ')}.` : '';
  return { text: `${verdict}${up}`, facts: [`Etiquette: ${occasion}, stated code ${code}`] };
}

/** Which shoe colours go with a suit of each colour (a tailoring convention): a table, read by the colours said. */
// prettier-ignore
const SHOES_FOR_SUIT: Record<string, readonly string[]> = {
  navy: ['brown', 'dark brown', 'tan', 'burgundy', 'oxblood', 'black'],
  blue: ['brown', 'dark brown', 'tan', 'burgundy', 'black'],
  grey: ['black', 'burgundy', 'oxblood', 'dark brown', 'brown'],
  charcoal: ['black', 'burgundy', 'oxblood', 'dark brown'],
  black: ['black'],
  brown: ['brown', 'dark brown', 'burgundy', 'tan'],
  beige: ['brown', 'tan', 'dark brown', 'burgundy'],
  tan: ['brown', 'dark brown', 'burgundy'],
  olive: ['brown', 'dark brown', 'burgundy'],
  green: ['brown', 'dark brown', 'burgundy'],
};
const SHOE_PIECES = new Set(['shoes', 'loafers', 'oxfords', 'dress shoes', 'boots', 'brogues', 'derbies']);

/** 'Brown shoes with a navy suit at a wedding, or a faux pas?': the convention for those colours, then the owned pair named, at the occasion's level. */
function shoesWithSuit(question: ParsedQuestion, message: string, closet: readonly ClosetItem[]): { text: string; facts: string[] } | null {
  const mentions = mentionsIn(message, question.pieces, closet);
  const shoe = mentions.find((m) => SHOE_PIECES.has(m.piece) && m.colour);
  const suit = mentions.find((m) => /^(suit|suit jacket|tuxedo)$/.test(m.piece) && m.colour);
  if (!shoe || !suit) return null;
  const shoeColour = shoe.colour!.toLowerCase();
  const suitColour = suit.colour!.toLowerCase().replace('gray', 'grey');
  const allowed = SHOES_FOR_SUIT[suitColour];
  if (!allowed) return null;
  const fine = allowed.includes(shoeColour);
  const where = question.occasions[0] ? ` at a ${question.occasions[0]}` : '';
  const lead = fine
    ? `Yes: ${shoeColour} shoes with a ${suitColour} suit are a classic, not a faux pas, and fine${where}; the more formal the day, the darker and more polished the leather, and a lace-up beats a slip-on.`
    : `I'd avoid it: ${shoeColour} shoes fight a ${suitColour} suit; ${listColours(allowed)} shoes are what it is worn with.`;
  // The owned pair, judged at the occasion's level: a loafer is right for a relaxed day, an oxford for a formal one.
  const code = question.dressCode;
  const owned = shoe.item;
  const formal = code === 'formal' || code === 'business formal' || code === 'cocktail';
  const dressier = active(closet).find(
    (i) =>
      slotCategory(i) === 'Shoes' && i.id !== owned?.id && allowed.includes(i.color.toLowerCase()) && ['business', 'formal'].includes(profileItem(i).formality),
  );
  let mine = '';
  if (owned && fine) {
    const level = profileItem(owned).formality;
    const enough = !formal || ['business', 'formal'].includes(level);
    mine = enough
      ? ` Your ${owned.name} ${pluralName(owned.name) ? 'work' : 'works'} with it.`
      : ` Your ${owned.name} suit a daytime or relaxed one${dressier ? `; for a formal evening, your ${dressier.name}` : ''}.`;
  } else if (!fine && dressier) mine = ` Your ${dressier.name} would be right instead.`;
  return { text: `${lead}${mine}`, facts: [`Etiquette: ${shoeColour} shoes with a ${suitColour} suit`] };
}

function listColours(colours: readonly string[]): string {
  const few = colours.slice(0, 3);
  return few.length > 1 ? `${few.slice(0, -1).join(', ')} or ${few.at(-1)}` : few[0]!;
}

/** A dress code explained for the wardrobe, with the owned pieces that meet it and a word on any owned piece named that does not. */
function explainCode(
  code: DressCode,
  question: ParsedQuestion,
  message: string,
  closet: readonly ClosetItem[],
  wardrobe: Wardrobe,
  /** The meaning of the code as the message named it, when finer than its level's. */
  namedMeaning?: string,
): { text: string; facts: string[] } {
  const rule = DRESS_CODE_RULES[code];
  const meets = (i: ClosetItem) => rule.core.includes(profileItem(i).formality);
  const fits = closet.filter((i) => i.status === 'active' && meets(i) && slotCategory(i) !== 'Accessories').slice(0, 3);
  const owned = fits.length ? ` From your closet, your ${fits.map((i) => i.name).join(', ')} ${fits.length === 1 ? 'meets' : 'meet'} it.` : '';
  // 'Jeans ok?': an owned piece named that falls short of the code is said to, so the question asked is answered.
  const short = mentionsIn(message, question.pieces, closet)
    .map((m) => m.item)
    .filter((i): i is ClosetItem => !!i && !meets(i) && !fits.includes(i));
  const plural = short.length > 1 || /s$/i.test(short[0]?.name ?? '');
  const below = short.length ? ` Your ${short.map((i) => i.name).join(' and ')} ${plural ? 'are' : 'is'} too casual for it.` : '';
  // 'What is business casual for a client dinner?': the meaning, said for the occasion named.
  const where = question.occasionName ?? (question.occasions[0] && question.occasions[0] !== code ? question.occasions[0] : null);
  const meaning = namedMeaning ?? CODE_MEANING[code]?.[wardrobe] ?? `It calls for ${rule.label}.`;
  // 'New job starts Monday': the day said is kept, so the answer is about that day.
  const when = question.day ? (/^(today|tonight|tomorrow)$/.test(question.day.label) ? question.day.label : `on ${question.day.label}`) : '';
  const lead = where ? `At ${occasionWithArticle(where)}${when ? ` ${when}` : ''}` : when ? capital(when) : '';
  const said = lead ? `${lead}, ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}` : meaning;
  return { text: `${said}${owned}${below}`, facts: [`Dress code explained: ${code}`] };
}

const RUINED_BY: Record<NonNullable<ReturnType<typeof profileItem>['rainSensitive']>, string> = {
  suede: 'suede soaks up water and stains',
  silk: 'silk water-marks',
  'white linen': 'white linen turns see-through and shows every splash',
  canvas: 'canvas soaks through',
  'white leather': 'white leather marks and scuffs in the wet',
};

/** An owned piece named with the weather ('my suede boots in the snow', 'my wool coat if it's 85'): yes or no for that weather, and the owned alternative. */
export function weatherVerdict(question: ParsedQuestion, message: string, closet: readonly ClosetItem[]): { text: string; facts: string[] } | null {
  const wet = question.weather.includes('rain') || question.weather.includes('snow');
  const icy = question.weather.includes('ice');
  const cold = icy || question.weather.includes('cold') || question.weather.includes('snow') || (question.tempC !== null && question.tempC < 8);
  const hot = question.weather.includes('hot') || question.weather.includes('humid') || (question.tempC !== null && question.tempC >= 27);
  if (!wet && !cold && !hot) return null;
  const owned = mentionsIn(message, question.pieces, closet).find((m) => m.item)?.item;
  if (!owned) return null;
  const p = profileItem(owned);
  const when = question.weather.includes('snow') ? 'the snow' : wet ? 'the rain' : cold ? 'the cold' : 'the heat';
  const category = slotCategory(owned);
  const others = closet.filter((i) => i.status === 'active' && i.id !== owned.id && slotCategory(i) === category).map(profileItem);
  const light = /\b(shorts|sandals?|slides|flip-?flops|linen|tank)\b/i.test(`${owned.subcategory ?? ''} ${owned.name}`) || p.warmth === 'light';
  // On ice any sole slips: the shoes asked about are worn with slip-on grips, whatever else suits them.
  if (icy && category === 'Shoes') {
    const are = pluralName(owned.name) ? 'are' : 'is';
    const boots = /\bboots?\b/i.test(owned.name);
    return {
      text: `Only with grips: on icy pavements any sole slips, so put slip-on ice grips (traction cleats) over your ${owned.name}${boots ? '' : `, or wear boots with a deep-lugged rubber sole`}, take shorter steps and keep your hands free for balance. ${boots ? `Otherwise your ${owned.name} ${are} fine for the cold.` : ''}`.trim(),
      facts: [`Weather verdict: ${owned.name} need grips on ice`],
    };
  }
  // A dress or skirt made for warm days still goes into the cold layered, as people wear a slip dress in winter: a knit over or
  // under it, opaque tights, boots and the coat. Shorts, sandals and a tank do not layer so.
  const layersIntoCold = (p.onePiece || /\bskirt\b/i.test(owned.name)) && !/\b(linen|sundress|beach|swim)\b/i.test(owned.name);
  if (cold && light && !wet && layersIntoCold) {
    const active = closet.filter((i) => i.status === 'active' && i.id !== owned.id).map(profileItem);
    const knit =
      active.find((o) => slotCategory(o.item) === 'Tops' && /\b(turtleneck|roll-?neck|polo neck|fine knit|merino|cashmere)\b/i.test(o.item.name)) ??
      active.find((o) => slotCategory(o.item) === 'Tops' && o.warmth !== 'light' && !o.onePiece);
    const tights = active.find((o) => /\btights\b/i.test(o.item.name));
    const boots = active.find((o) => slotCategory(o.item) === 'Shoes' && /\bboots?\b/i.test(o.item.name));
    const coat = active.find((o) => slotCategory(o.item) === 'Outerwear' && (o.coldRated || o.warmth === 'warm'));
    const parts = [
      knit ? `your ${knit.item.name} under or over it` : 'a fine knit or turtleneck under or over it',
      tights ? `your ${tights.item.name}` : 'opaque tights',
      boots ? `your ${boots.item.name}` : 'boots',
      coat ? `your ${coat.item.name} on top` : 'a warm coat on top',
    ];
    return {
      text: `Yes, layered: your ${owned.name} is light on its own, so wear ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}.`,
      facts: [`Weather verdict: ${owned.name} layered for ${when}`],
    };
  }
  let problem: string | null = null;
  let better: typeof others = [];
  if (wet && p.rainSensitive) {
    problem = RUINED_BY[p.rainSensitive];
    better = others.filter((o) => !o.rainSensitive).sort((a, b) => Number(b.waterResistant) - Number(a.waterResistant));
  } else if (cold && light) {
    problem = 'it is made for warm days and will leave you cold';
    better = others.filter((o) => o.warmth !== 'light').sort((a, b) => (b.warmth === 'warm' ? 1 : 0) - (a.warmth === 'warm' ? 1 : 0));
  } else if (hot && p.warmth === 'warm') {
    problem = 'it is too warm for that heat';
    better = others.filter((o) => o.warmth === 'light' || o.warmth === 'medium');
  }
  // A coat not made for the cold (a trench, a light jacket) still does with a warm knit under it; the warm coat does the coldest days.
  if (!problem && cold && category === 'Outerwear' && p.warmth !== 'warm' && !/\b(down|puffer|parka|insulated|padded|shearling)\b/i.test(owned.name)) {
    const active = closet.filter((i) => i.status === 'active').map(profileItem);
    const knit =
      active.find((o) => slotCategory(o.item) === 'Tops' && !o.onePiece && o.warmth === 'warm') ??
      active.find((o) => slotCategory(o.item) === 'Tops' && /\b(sweater|jumper|knit|turtleneck|merino|cardigan)\b/i.test(o.item.name));
    const scarf = active.find((o) => /\bscarf\b/i.test(o.item.name));
    const coat = others.find((o) => o.coldRated || o.warmth === 'warm');
    const under = knit ? `your ${knit.item.name} under it` : 'a warm knit under it';
    return {
      text: `Only with layers: your ${owned.name} ${/s$/.test(owned.name) ? 'are' : 'is'} no winter coat, so wear ${under}${scarf ? ` and your ${scarf.item.name}` : ' and a scarf'}${coat ? `, and switch to your ${coat.item.name} on the coldest days` : ''}.`,
      facts: [`Weather verdict: ${owned.name} needs layers in ${when}`],
    };
  }
  if (!problem) {
    const why =
      wet && p.waterResistant
        ? 'it sheds water'
        : cold && p.warmth === 'warm'
          ? 'it is one of your warmest pieces'
          : 'nothing about it suffers in that weather';
    return {
      text: `Yes: your ${owned.name} ${/s$/.test(owned.name) ? 'are' : 'is'} fine in ${when}, since ${why}.`,
      facts: [`Weather verdict: ${owned.name} suits ${when}`],
    };
  }
  const instead = better[0]?.item;
  const noLayer = hot && category === 'Outerwear';
  return {
    text: `I'd keep your ${owned.name} for another day: ${problem}.${noLayer ? ' In that heat you need no coat at all.' : instead ? ` Wear your ${instead.name} in ${when} instead.` : ` None of your other pieces of that kind suits ${when}, so that is worth adding.`}`,
    facts: [`Weather verdict: ${owned.name} not for ${when}`],
  };
}
