import type { ParsedQuestion } from '../question';
import type { FitArea, FitIssue } from '../question/trip-and-fit';
import type { ClosetItem } from '../types';
import type { ClosetAnswer } from './answer';
import { BULK } from '../reading/cues';
import { says } from '../reading/phrases';
import { listJoin } from './closet-pick';
import { categoryOfPiece, mentionName, mentionsIn, type Mention } from './owned-match';

/**
 * Fit answers composed from the garment and the fit problem named: what a tailor can do about
 * that part of that garment (and roughly how far), what they cannot, and what to look for when
 * buying. The person's own piece is named when they own one.
 */

interface AreaAdvice {
  /** What alteration fixes it, by the direction of the problem; null: a tailor cannot fix it well. */
  fix: Partial<Record<FitIssue, string>>;
  /** Said when the direction cannot be fixed, or as the honest limit. */
  limit: string;
  /** The honest limit of one direction's fix, where the general limit is about the other direction. */
  limits?: Partial<Record<FitIssue, string>>;
  /** What to check when buying. */
  lookFor: string;
}

// prettier-ignore
const AREAS: Record<FitArea, AreaAdvice> = {
  shoulders: {
    fix: {},
    limit: 'shoulders are the one part a tailor can hardly change: rebuilding them costs more than the garment is usually worth',
    lookFor: 'the shoulder seam sitting at the edge of your shoulder bone, with no dent or ripple below it; buy for the shoulders and alter the rest',
  },
  sleeves: {
    fix: { long: 'shortening sleeves is a quick, cheap job (easiest with non-working cuff buttons)', short: 'lengthening is possible only when there is spare fabric folded inside the cuff, usually 2–4 cm', loose: 'sleeves can be slimmed along the seam', tight: 'a tight sleeve can be let out only by the seam allowance, often very little' },
    limit: 'working buttonholes at the cuff limit how much a sleeve can be shortened',
    lookFor: 'a sleeve that ends at the wrist bone, showing about 1 cm of shirt cuff under a jacket',
  },
  length: {
    fix: { long: 'taking up a hem is the simplest alteration (on jeans, ask to keep the original hem)', short: 'letting down works only when there is hem allowance inside; check for 2–4 cm folded up' },
    limit: 'a lined, pleated or patterned hem costs more, and a let-down hem can leave a faint line',
    lookFor: 'trousers that just touch the shoe with at most a slight break; tops that end mid-fly or at the hip',
  },
  waist: {
    fix: { loose: 'taking in a waist by up to about 5 cm is routine through the back seam', tight: 'letting out a waist depends on the seam allowance, usually 2–3 cm at most' },
    limit: 'more than about 5 cm changes the balance of the pockets and seat, so it is better to size down',
    // Too tight is the other way round: a waist let out past its seam allowance cannot be, so the next size up.
    limits: { tight: 'past the seam allowance there is no cloth left to let out, so beyond 2–3 cm buy the next size up' },
    lookFor: 'a waist that closes without pulling and sits where it was cut to (high, mid or low rise)',
  },
  chest: {
    fix: { loose: 'a jacket or shirt can be taken in at the side and back seams', tight: 'there is rarely more than 2 cm to let out across the chest' },
    limit: 'buttons that pull into an X mean the garment is a size too small: a tailor cannot add fabric',
    lookFor: 'buttons that close flat with a fist of room inside the chest',
  },
  seat: {
    fix: { loose: 'the seat and thighs can be taken in and the legs tapered', tight: 'the seat can be let out only by the seam allowance, often 1–2 cm' },
    limit: 'tight thighs or hips usually mean a different cut, not an alteration',
    limits: { loose: 'taking in more than about a size through the seat pulls the back pockets together and changes the line, so beyond that replace them' },
    lookFor: 'a cut made for your build (straight or relaxed through the thigh, then tapered), with no pulling lines across the front',
  },
  rise: {
    fix: { loose: 'a long rise can be shortened a little at the waistband' },
    limit: 'a short rise cannot be lengthened',
    lookFor: 'a rise that lets the waistband sit where you like without the crotch pulling or hanging low',
  },
  neckline: {
    fix: {
      loose: 'a gaping neckline can be taken in at the shoulder or side seams, or stitch the crossover of a wrap a little higher; the quick fix is a hidden snap or a small safety pin where the wrap crosses, or double-sided fashion tape',
      tight: 'a neckline can be lowered or widened slightly, but not raised again',
    },
    limit: 'a wrap cut for a bigger bust or a longer torso will keep opening, and taking in too much pulls the wrap off-centre',
    lookFor: 'a wrap or V that crosses at or above the bust and fastens at your natural waist, or a faux-wrap that is sewn shut',
  },
  collar: {
    fix: {},
    limit: "a collar can't really be altered: a tight collar means a size up (the body can then be taken in), and a gaping jacket collar is a construction fault",
    lookFor: 'a shirt collar that takes one finger when buttoned, and a jacket collar that lies flat against the shirt',
  },
  back: {
    fix: { loose: 'a jacket or shirt can be taken in down the centre back seam', tight: 'a tight back can be let out only a little' },
    limit: 'pulling across the shoulder blades usually means the shoulders are too narrow, which cannot be fixed',
    lookFor: 'a back that lies smooth when you reach forward',
  },
};

const AREA_AT: Record<FitArea, string> = {
  shoulders: 'at the shoulders',
  sleeves: 'in the sleeves',
  length: 'in length',
  waist: 'at the waist',
  chest: 'across the chest',
  seat: 'in the seat and thighs',
  rise: 'in the rise',
  collar: 'at the collar',
  neckline: 'at the neckline',
  back: 'across the back',
};

const ISSUE_WORD: Record<FitIssue, string> = { tight: 'too tight', loose: 'too loose', long: 'too long', short: 'too short' };

export interface FitAnswerInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  /** The message as written: 'my wrap dress' is the wrap dress, not another dress. */
  message?: string;
}

/** The owned piece the question names, by garment word and colour. */
function ownedPiece(question: ParsedQuestion, closet: readonly ClosetItem[]): ClosetItem | null {
  const garment = question.pieces[0];
  if (!garment) return null;
  const words = garment.split(' ');
  const matches = closet.filter(
    (i) => i.status !== 'archived' && words.every((w) => `${i.subcategory ?? ''} ${i.name}`.toLowerCase().includes(w.replace(/s$/, ''))),
  );
  const coloured = matches.filter((i) => question.colours.some((c) => `${i.color} ${i.name}`.toLowerCase().includes(c)));
  return coloured[0] ?? matches[0] ?? null;
}

/** The parts that decide how each kind of garment fits, most telling first. */
// prettier-ignore
const GARMENT_AREAS: [RegExp, FitArea[]][] = [
  [/^(blazer|suit jacket|suit|tuxedo|coat|jacket|trench coat|raincoat|rain jacket|leather jacket|denim jacket)$/, ['shoulders', 'chest', 'sleeves']],
  [/^(jeans|chinos|trousers|shorts|leggings)$/, ['waist', 'seat', 'length']],
  [/^(dress|jumpsuit)$/, ['shoulders', 'waist', 'length']],
  [/^(skirt)$/, ['waist', 'length']],
  [/^(dress shirt|shirt|button-down)$/, ['collar', 'shoulders', 'sleeves']],
  [/^(t-shirt|polo|sweater|cardigan|hoodie|blouse|top|vest)$/, ['shoulders', 'chest', 'length']],
];
const SHOE_FIT =
  "a thumb's width between your longest toe and the end, a heel that does not slip as you walk, and the widest part of your foot at the widest part of the shoe; try them on late in the day, when feet are largest";
/** A pair half a size too big, or slipping at the heel: what takes up the room. */
const SHOES_TOO_BIG =
  'Half a size too big is fixable: stick-on heel grips stop the slip, a half or full insole takes up length, and thicker wool socks do the rest; a cobbler can add a tongue pad.';
/** A pair that pinches: what gives it room. */
const SHOES_TOO_TIGHT = 'Leather gives: a cobbler can stretch the width, and shoe stretchers or wearing them at home with thick socks do it slowly.';

/** 'How should a hoodie fit?': what good fit looks like for that garment, part by part, naming the owned one. */
function fitGuide(input: FitAnswerInput): ClosetAnswer | null {
  const { question } = input;
  const garmentWord = question.pieces[0];
  if (!garmentWord) return null;
  const mentions = input.message ? mentionsIn(input.message, question.pieces, input.closet) : [];
  // Sleeves and shoulders belong to a jacket or top, not the suit's trousers.
  const upper = !!question.fitArea && ['shoulders', 'sleeves', 'chest', 'collar', 'back', 'neckline'].includes(question.fitArea);
  const candidates = [
    ...mentions.filter((m) => m.item).map((m) => m.item!),
    ...(ownedPiece(question, input.closet) ? [ownedPiece(question, input.closet)!] : []),
  ];
  const owned = candidates.find((i) => !upper || i.category !== 'Bottoms') ?? (upper ? null : (candidates[0] ?? null));
  const garment = owned ? `your ${owned.name}` : /s$/.test(garmentWord) ? garmentWord : `a ${garmentWord}`;
  if (/^(shoes|boots|sneakers|loafers|heels|oxfords|flats|sandals|dress shoes)$/.test(garmentWord)) {
    // A pair said to be too big or to slip at the heel is fixed, not only measured.
    const fix = question.fitIssue === 'loose' ? ` ${SHOES_TOO_BIG}` : question.fitIssue === 'tight' ? ` ${SHOES_TOO_TIGHT}` : '';
    return { text: `For ${garment}, good fit means ${SHOE_FIT}.${fix}`, itemIds: owned ? [owned.id] : [], tipQuery: '', facts: [`Fit guide: ${garmentWord}`] };
  }
  const areas = question.fitArea ? [question.fitArea] : GARMENT_AREAS.find(([re]) => re.test(garmentWord))?.[1];
  if (!areas) return null;
  const lines = areas
    .map((a) => AREAS[a].lookFor.replace(/; tops that end mid-fly or at the hip$/, ''))
    .map((l, i) =>
      areas[i] === 'length' && /^(t-shirt|polo|sweater|cardigan|hoodie|blouse|top|vest)$/.test(garmentWord) ? 'a hem that ends at the hip or mid-fly' : l,
    );
  return {
    text: `For ${garment}, good fit looks like this: ${lines.join('; ')}. If one part is off, a tailor can fix length and width, but not the shoulders.`,
    itemIds: owned ? [owned.id] : [],
    tipQuery: '',
    facts: [`Fit guide: ${garmentWord}, ${areas.join(', ')}`],
  };
}

/** The length advice is written for trousers and tops at once; a garment named hears only its own half. */
function lookForPiece(lookFor: string, piece: string | null): string {
  if (!piece) return lookFor;
  const bottom = categoryOfPiece(piece) === 'Bottoms';
  // Split by position, not a pattern with two open runs (quadratic on a long line).
  const [head, tail] = ['trousers that ', '; tops that '];
  const cut = lookFor.indexOf(tail);
  if (!lookFor.startsWith(head) || cut < 0) return lookFor;
  const [t, top] = [lookFor.slice(head.length, cut), lookFor.slice(cut + tail.length)];
  return bottom ? `${piece} that ${t}` : `a ${piece} that ${top.replace(/^end/, 'ends')}`;
}

/** Bottoms that take a rolled cuff: casual cloth that looks meant when turned up; tailored cloth is hemmed. */
const CUFFABLE = new Set(['jeans', 'chinos', 'shorts']);
const TAILORED_BOTTOMS = new Set(['trousers', 'suit']);

function cuffAdvice(piece: string | null, shoesSaid: boolean): string | null {
  if (piece && CUFFABLE.has(piece))
    return `A cuff is the no-sew option: one or two neat turns of about 4 cm suit ${piece} with boots or trainers; hem them instead if you want a clean line with every shoe.`;
  // With shoes named, the answer is about the shoes; turn-ups would be a third subject.
  if (piece && TAILORED_BOTTOMS.has(piece) && !shoesSaid)
    return 'Tailored trousers are hemmed rather than rolled; a tailor can add turn-ups if you like the weight at the ankle.';
  return null;
}

/** The shoes named in the message, owned name first: a trouser hem is set for them. */
function shoeNames(mentions: readonly Mention[]): string[] {
  const shoes = mentions.filter((m) => (m.item ? m.item.category === 'Shoes' : categoryOfPiece(m.piece) === 'Shoes'));
  return [...new Set(shoes.map((m) => (m.item ? `your ${m.item.name}` : mentionName(m))))];
}

/** Shoes that lift the foot, and with it a long hem off the floor. */
const LIFTING = /\b(heels?|pumps|platforms?|wedges?|stilettos?|block-heel)\b/i;

function hemForShoes(shoes: readonly string[]): string {
  const [first, second] = shoes;
  // 'Hem them or just wear heels?': the heel holds the hem up only on the days it is worn.
  if (!second && LIFTING.test(first!))
    return `Wearing ${first} lifts the hem off the floor, so on those days leave them; if you wear them with flats at least as often, hem them to just touch the flats, since a hem is set for one shoe.`;
  if (second)
    return `A hem is set for one shoe: hemmed to touch ${first} with a slight break, they will sit a little short over ${second}, so hem for the pair you wear with them most, or split the difference with a slight break over both.`;
  return `A hem is set for one shoe: low, slim shoes like ${first} show every extra centimetre while a chunkier boot holds the hem up, so if ${first} are the pair you wear with them most, hem them to just touch the shoe with a slight break; if not, leave them.`;
}

/** Weighing an alteration against a new one ('take them to a tailor or replace them?', 'alter it or buy new?'). */
/** Where a fit said of the whole piece is altered: its length when too long or short, else the waist of a bottom or the body of a top. */
function impliedArea(question: Pick<ParsedQuestion, 'fitIssue' | 'pieces'>): FitArea {
  if (question.fitIssue === 'long' || question.fitIssue === 'short') return 'length';
  return categoryOfPiece(question.pieces[0] ?? '') === 'Bottoms' ? 'waist' : 'chest';
}

/** Words that weigh a tailor's fix ('worth taking them to my tailor', 'take them in, or buy new?'). */
const FIX_WEIGHED = ['tailor/tailors/tailoring/alter/altered/altering/alterations', 'take/taking/taken them/it in', 'them/it taken in'];
function fixWeighed(message: string): boolean {
  const ws = wordsOf(message);
  return says(ws, TAILOR_OR_REPLACE) || says(ws, FIX_WEIGHED);
}

const TAILOR_OR_REPLACE = ['replace/replacing/replaced it/them/they', 'or replace/replacing', 'or buy/get new/another', 'worth altering/tailoring/fixing'];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);

/** Words of a piece's name that say it is thin enough to go under another ('merino base layer', 'striped long-sleeve tee'). */
// prettier-ignore
const THIN_LAYER = ['merino', 'base layer', 'tee', 't-shirt', 'long-sleeve', 'turtleneck', 'roll-neck', 'fine', 'fine-knit', 'thin', 'lightweight', 'cotton', 'silk', 'jersey', 'cashmere', 'shirt', 'blouse', 'polo', 'cardigan', 'camisole'];
/** Words that say a piece is the thick kind ('chunky cable knit', 'fisherman sweater'). */
/** Outer layers cut with room for a thick knit, and those cut close over a thin one. */
const ROOMY = ['chore', 'parka', 'puffer', 'field', 'barn', 'overshirt', 'shacket', 'oversized', 'bomber', 'duffle', 'anorak', 'workwear'];
const TAILORED_OUTER = ['blazer', 'peacoat', 'overcoat', 'trench', 'suit', 'sport coat', 'tailored'];
const THICK = ['chunky', 'cable', 'fisherman', 'aran', 'shearling', 'fleece', 'puffer', 'quilted', 'sherpa', 'hoodie', 'bulky'];

const nameSays = (item: ClosetItem, table: readonly string[]) => {
  const name = ` ${`${item.name} ${item.subcategory ?? ''}`.toLowerCase()} `;
  return table.some((w) => name.includes(` ${w} `) || name.includes(` ${w}`));
};

/**
 * 'Is the fisherman sweater too bulky under the peacoat?': a thick piece under a layer cut for a thinner one.
 * Answers the bulk: a finer piece from the closet under that layer, and where the thick one goes instead.
 */
function bulkAnswer(input: FitAnswerInput): ClosetAnswer | null {
  const message = input.message ?? '';
  const ws = wordsOf(message);
  if (!says(ws, BULK)) return null;
  // Bottoms that will not do up are tight at the waist, not over-layered: nothing is worn under them ('the trousers won't do up').
  if (input.question.fitArea === 'waist' && input.question.fitIssue === 'tight' && !says(ws, ['under/underneath/beneath', 'thick/bulky/chunky/puffy']))
    return null;
  const mentions = mentionsIn(message, input.question.pieces, input.closet);
  const under = ws.findIndex((w) => w === 'under' || w === 'underneath' || w === 'beneath');
  const byCategory = (m: Mention) => (m.item ? m.item.category : categoryOfPiece(m.piece));
  // The piece written first is the one worn inside unless the message puts it over another ('the coat over my sweater').
  const outerMention = mentions.find((m) => byCategory(m) === 'Outerwear') ?? (under >= 0 ? mentions[mentions.length - 1] : undefined);
  const innerMention = mentions.find((m) => m !== outerMention) ?? null;
  if (!innerMention) return null;
  const inner = mentionName(innerMention);
  const outer = outerMention ? mentionName(outerMention) : 'a coat or jacket';
  const used = new Set([innerMention.item?.id, outerMention?.item?.id]);
  const active = input.closet.filter((i) => i.status !== 'archived' && !used.has(i.id));
  // Finer pieces that fill the same place: tops cut thin, thinnest kinds first, never another thick knit.
  const finer = active
    .filter((i) => i.category === 'Tops' && !nameSays(i, THICK))
    .sort((a, b) => Number(nameSays(b, THIN_LAYER)) - Number(nameSays(a, THIN_LAYER)) || a.id - b.id)
    .slice(0, 2);
  // A roomier layer the thick piece can go under instead: another outer piece, not a tailored coat.
  const roomier =
    active.filter((i) => i.category === 'Outerwear' && nameSays(i, ROOMY))[0] ?? active.find((i) => i.category === 'Outerwear' && !nameSays(i, TAILORED_OUTER));
  const innerName = inner.replace(/^your /, 'the ');
  const lead = `Yes: ${inner} is too bulky for ${outer}; a coat's sleeves are cut for a thinner layer, so a thick knit bunches at the arms and pulls across the shoulders.`;
  const swap = finer.length
    ? `Under ${outer}, wear something finer instead, like your ${listJoin(finer.map((i) => i.name))}: a thinner, fine-knit layer such as merino keeps the warmth without the bulk.`
    : `Under ${outer}, wear a thinner, fine-knit layer instead (merino or a fine cotton knit keeps the warmth without the bulk).`;
  const keep = roomier
    ? `Keep ${innerName} for a roomier layer like your ${roomier.name}, or size up when you next buy a coat meant to go over chunky knits.`
    : `Keep ${innerName} as the outer layer on its own, or size up when you next buy a coat meant to go over chunky knits.`;
  return {
    text: `${lead} ${swap} ${keep}`,
    itemIds: [...finer, ...(roomier ? [roomier] : [])].map((i) => i.id),
    tipQuery: '',
    facts: [`Fit: ${innerMention.piece} too bulky under ${outerMention?.piece ?? 'outer layer'}`],
  };
}

/** A fit answer for the part and problem named; with no part named, what good fit looks like for the garment; null when no garment is named either. */
/** How people ask whether a tight piece will ease with wear. */
const STRETCH_ASKED = /\b(stretch(es|ed)? out|stretch|give|loosen( up)?|break (them |it )?in|wear (them |it )?in|relax|ease up)\b/i;

/**
 * What a fabric does with wear, for a piece said to be tight: raw or rigid denim and leather give and mould, a knit
 * relaxes a little, stretch denim and synthetics spring back. Null when no stretch is asked.
 */
function stretchVerdict(message: string, owned: ClosetItem | null): string | null {
  if (!STRETCH_ASKED.test(message)) return null;
  const text = `${message} ${owned?.name ?? ''} ${owned?.material ?? ''}`.toLowerCase();
  if (/\b(stretch|elastane|spandex|lycra|jeggings?)\b/.test(text.replace(STRETCH_ASKED, '')))
    return 'Stretch denim and other fabrics with elastane spring back, so they will not give for good: if they are tight now, they stay tight.';
  if (/\b(raw|rigid|selvedge|selvage|unwashed|dry) (denim|jeans?)\b|\b100% cotton\b/.test(text))
    return 'Raw and rigid denim do give: with a few weeks of wear expect about 2–3 cm at the waist and some ease through the thighs as the cotton moulds to you, so if they button without strain, wear them in before paying for an alteration.';
  if (/\bleather\b/.test(text))
    return 'Leather gives and moulds to you with wear, about half a size in shoes and a little at the elbows and shoulders of a jacket, so a snug fit now is usually right.';
  if (/\b(wool|knit|merino|cashmere|jumper|sweater)\b/.test(text))
    return 'A knit relaxes a little with wear and can be eased by blocking it damp, but it will not gain a size.';
  return 'Most woven fabrics do not stretch for good, so what is tight now stays tight.';
}

export function fitAnswer(input: FitAnswerInput): ClosetAnswer | null {
  const bulk = bulkAnswer(input);
  if (bulk) return bulk;
  // 'Lost 6 kg and the kurta feels baggy: tailor or replace?': a whole piece too loose or tight, with its fix weighed, is
  // taken in or let out where a tailor does it (the waist of a bottom, the body of a top).
  const implied = input.question.fitArea === null && input.question.fitIssue !== null && fixWeighed(input.message ?? '') ? impliedArea(input.question) : null;
  const question = implied ? { ...input.question, fitArea: implied } : input.question;
  if (!question.fitArea || (!question.fitIssue && /\bhow\b.*\b(should|do|does|must|supposed)\b/i.test(input.message ?? ''))) return fitGuide(input);
  const advice = AREAS[question.fitArea];
  const mentions = input.message ? mentionsIn(input.message, question.pieces, input.closet) : [];
  // The piece with the fit problem is a garment: shoes named beside it ('hem them or just wear heels?') are what it is worn with.
  const garmentFirst = [...mentions.filter((m) => m.item && m.item.category !== 'Shoes'), ...mentions.filter((m) => m.item)];
  const owned = mentions.length ? (garmentFirst[0]?.item ?? null) : ownedPiece(question, input.closet);
  const garment = owned ? `your ${owned.name}` : mentions[0] ? mentionName(mentions[0]) : question.pieces[0] ? `a ${question.pieces[0]}` : 'a garment';
  const issue = question.fitIssue;
  const problem = `${issue ? ISSUE_WORD[issue] : 'fitting badly'} ${AREA_AT[question.fitArea]}`;
  const fix = issue ? advice.fix[issue] : undefined;
  const limit = (issue && advice.limits?.[issue]) || advice.limit;
  // 'Take them to a tailor or replace them?': the choice asked is answered first.
  const them = /s$/.test(question.pieces[0] ?? '') ? 'them' : 'it';
  const weighed = says(wordsOf(input.message ?? ''), TAILOR_OR_REPLACE);
  const lead = weighed
    ? fix
      ? `Take ${garment.replace(/^your /, 'your ')} to a tailor rather than replacing ${them}: ${problem} is fixable, since ${fix}.`
      : `Replace ${them} rather than paying a tailor: ${problem} is hard to fix, since ${limit}.`
    : fix
      ? `For ${garment}, ${problem}, a tailor can help: ${fix}.`
      : `For ${garment}, ${problem}, be realistic: ${limit}.`;
  // 'Will they stretch out, or should I get them altered?': what the fabric does with wear comes first.
  const stretch = issue === 'tight' && input.message ? stretchVerdict(input.message, owned) : null;
  const sentences = stretch ? [stretch, lead] : [lead];
  const lengthy = question.fitArea === 'length' && issue === 'long';
  // Too long: the no-sew fix where the garment takes one, and the shoes said, since a hem is set for a shoe.
  const shoes = lengthy ? shoeNames(mentions) : [];
  const cuff = lengthy ? cuffAdvice(question.pieces[0] ?? null, shoes.length > 0) : null;
  if (cuff) sentences.push(cuff);
  if (shoes.length) sentences.push(hemForShoes(shoes));
  else if (fix) sentences.push(`The limit: ${limit}.`);
  sentences.push(`When buying, look for ${lookForPiece(advice.lookFor, question.pieces[0] ?? null)}.`);
  return {
    text: sentences.join(' '),
    itemIds: owned ? [owned.id] : [],
    tipQuery: '',
    facts: [`Fit: ${question.pieces[0] ?? 'garment'}, ${problem}; ${fix ? 'alterable' : 'not alterable'}`],
  };
}
