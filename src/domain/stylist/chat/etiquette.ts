import { slotCategory } from '../../../shared/closet-slots';
import { DRESS_CODE_RULES, parseDressCode, type DressCode } from '../dress-code';
import { profileItem } from '../item-profile';
import type { ParsedQuestion } from '../question';
import type { ClosetItem } from '../types';
import type { Wardrobe } from './answer';
import { appropriateAnswer } from './appropriate';
import { mentionsIn } from './owned-match';
import { occasionWithArticle } from '../question/occasion-phrase';

/**
 * Etiquette questions answered, not refused: the common rules of what to wear where (white at a
 * wedding, white after Labor Day, black at a wedding, jeans at the office, colour at a funeral,
 * hats indoors) and what a written dress code means, with the owned pieces that meet it.
 */

interface Rule {
  /** Read on the question's words, lower case with spaces around. */
  when: (t: string, q: ParsedQuestion) => boolean;
  answer: string;
  /** A rule about a kind of piece in general: the verdict on the person's own piece for the occasion named comes first. */
  general?: true;
}

// prettier-ignore
const RULES: Rule[] = [
  { when: (t) => / labou?r day | memorial day /.test(t), answer: "Yes: the no-white-after-Labor-Day rule is long retired, so wear white any time of year. In colder months, winter white in heavier fabrics (wool, cashmere, corduroy) looks most at home." },
  { when: (t, q) => / white | ivory | cream /.test(t) && q.occasions.includes('wedding'), answer: "Skip white, ivory and cream as a wedding guest: they're the couple's colours unless the invitation asks for them. A pale print or a soft colour gives the same fresh look without the question." },
  { when: (t, q) => / black /.test(t) && q.occasions.includes('wedding'), answer: 'Yes, black is fine at most weddings now, especially in the evening. Lift it with a colour or metallic accessory so it reads as celebration rather than mourning.' },
  { when: (t, q) => / red | bright | colou?r(ful)? | pattern /.test(t) && q.occasions.includes('funeral'), answer: 'Keep to dark, muted colours (black, navy, charcoal) at a funeral unless the family asks for colour. A small muted accent is fine; a bright red or a loud pattern draws attention away from the day.' },
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

/** 'Can I wear white after Labor Day?', 'what does cocktail attire mean?': the rule, with the owned pieces where they help. */
export function etiquetteAnswer({ question, message, closet, wardrobe }: EtiquetteAnswerInput): { text: string; facts: string[] } {
  const t = ` ${message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')} `;
  const rule = RULES.find((r) => r.when(t, question));
  if (rule && !rule.general) return { text: rule.answer, facts: ['Etiquette rule'] };
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
  return {
    text: "When the rules are unclear, follow the invitation or the host, dress one step up rather than down, and avoid anything that competes with the guest of honour. Tell me the occasion and I'll say exactly what fits from your closet.",
    facts: ['Etiquette: general rule'],
  };
}

/** A dress code explained for the wardrobe, with the owned pieces that meet it and a word on any owned piece named that does not. */
function explainCode(
  code: DressCode,
  question: ParsedQuestion,
  message: string,
  closet: readonly ClosetItem[],
  wardrobe: Wardrobe,
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
  const meaning = CODE_MEANING[code]?.[wardrobe] ?? `It calls for ${rule.label}.`;
  const said = where ? `At ${occasionWithArticle(where)}, ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}` : meaning;
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
  const cold = question.weather.includes('cold') || question.weather.includes('snow') || (question.tempC !== null && question.tempC < 8);
  const hot = question.weather.includes('hot') || question.weather.includes('humid') || (question.tempC !== null && question.tempC >= 27);
  if (!wet && !cold && !hot) return null;
  const owned = mentionsIn(message, question.pieces, closet).find((m) => m.item)?.item;
  if (!owned) return null;
  const p = profileItem(owned);
  const when = question.weather.includes('snow') ? 'the snow' : wet ? 'the rain' : cold ? 'the cold' : 'the heat';
  const category = slotCategory(owned);
  const others = closet.filter((i) => i.status === 'active' && i.id !== owned.id && slotCategory(i) === category).map(profileItem);
  const light = /\b(shorts|sandals?|slides|flip-?flops|linen|tank)\b/i.test(`${owned.subcategory ?? ''} ${owned.name}`) || p.warmth === 'light';
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
