import { slotCategory } from '../../../shared/closet-slots';
import type { Category } from '../../../shared/closet-constants';
import { piecesNamed, type ParsedQuestion } from '../question';
import type { FabricId, ProblemId } from '../question/lexicon';
import type { ClosetItem } from '../types';
import {
  FABRIC_CAUTION,
  FABRIC_NAME,
  GENERAL_METHOD,
  HOME_OR_CLEANER,
  HOME_OR_CLEANER_ASKED,
  DAMAGE_SAID,
  KNIT_WORDS,
  MEND,
  MEND_LEAD,
  MEND_VERDICT,
  MOTHS_AFTER,
  NOT_TAILORED_WORDS,
  PROBLEM_LEAD,
  SALVAGE,
  SALVAGE_ASKED,
  SHAPE_METHOD,
  SHOE_METHOD,
  TEAR_SAID,
  SET_IN_BY_STAIN,
  SET_IN_CLEANER,
  SET_IN_CLEANER_LINE,
  SET_IN_METHOD,
  SET_IN_SAID,
  SPECIFIC_METHOD,
  type CareProblem,
  type Damage,
  type MendBy,
} from './care-table';
import { says } from '../reading/phrases';
import type { ClosetAnswer } from './answer';
import { fabricOfItem, PIECE_FABRIC } from './fabric-of';
import { mentionsIn } from './owned-match';
import { storageAnswer } from './storage';
import { colouringAnswer } from './colouring';

export { fabricOfItem };

/**
 * Care, stain and storage answers composed from what the question names: the problem (a stain
 * by its cause, shrinking, creases, storage...), the fabric (said, or read from the owned piece
 * named, or the usual fabric of the garment), and the person's own piece when they have one.
 * A fabric without its own method for the problem gets the general method plus its caution.
 */

/** Colours a mark of each kind has, so 'white salt lines' or 'yellow sweat stains' do not read as the garment's colour. */
/** Fibres a warm machine wash harms (felting, water spots, weakening): they take their own wash instead. */
const DELICATE_FABRICS: ReadonlySet<string> = new Set(['silk', 'wool', 'cashmere']);
/** Hats built to a shape (a knitted beanie is not: it is washed and dried flat like any knit). */
const HATS: ReadonlySet<string> = new Set([
  'hat',
  'hats',
  'cap',
  'caps',
  'fedora',
  'panama',
  'trilby',
  'boater',
  'stetson',
  'cowboy hat',
  'bucket hat',
  'sun hat',
]);
/** A general step that washes warm or hot ('wash it warm if the label allows', 'the warmest water the label allows'). */
const washesWarm = (step: string) => /\bwash(ing)?\b/i.test(step) && /\b(warm|warmest|hot|hottest)\b/i.test(step);

const MARK_COLOURS: Record<string, readonly string[]> = {
  'stain:salt': ['white'],
  'stain:sweat': ['yellow', 'white'],
  'stain:wine': ['red', 'purple', 'wine'],
  'stain:tomato': ['red', 'orange'],
  'stain:curry': ['yellow', 'orange'],
  'stain:rust': ['rust', 'orange', 'brown'],
  'stain:grass': ['green'],
  'stain:coffee': ['brown'],
  'stain:mud': ['brown'],
  'stain:blood': ['red'],
  'stain:ink': ['blue', 'black'],
  'stain:makeup': ['red', 'pink'],
};

/** Shoes keep their shape by how they are stored, whatever they are made of. */
const SHOE_STORAGE = [
  'clean them and let them dry fully first',
  'put shoe trees or rolled paper inside so they keep their shape, and never stack them',
  'keep them on a rack or in boxes out of sunlight, heaviest pairs at the bottom',
];

/** Tailored pieces are brushed, steamed and rarely dry-cleaned, never washed like a knit. */
const TAILORED_CARE = [
  'brush it after each wear and let it rest a day on a shaped hanger',
  'spot-clean a mark with a barely damp cloth and steam out creases',
  'dry-clean it only a few times a season, or when it is visibly dirty, since each cleaning wears the cloth',
];
/** Shoes that hurt are broken in or stretched, not altered like cloth. */
const SHOE_COMFORT = [
  'wear them at home with thick socks for an hour at a time, so the leather moulds to your feet',
  'put heel grips or moleskin where they rub, and a cobbler can stretch a tight toe box',
  'if they still pinch at the widest part after a week, they are likely a half size too small',
];
const TAILORED_PIECES = /^(suit|suit jacket|blazer|coat|trench coat|tie)$/;

/** The closet categories a garment word names, for matching an owned piece by kind. */
function categoryOf(piece: string): Category | null {
  if (/^(boots|sneakers|loafers|heels|sandals|flats|oxfords|shoes|dress shoes)$/.test(piece)) return 'Shoes';
  if (/(coat|jacket|blazer|vest)$/.test(piece) || piece === 'raincoat') return 'Outerwear';
  if (/^(jeans|chinos|trousers|shorts|skirt|leggings)$/.test(piece)) return 'Bottoms';
  if (/^(scarf|belt|bag|hat|watch|jewellery|tie|socks)$/.test(piece)) return 'Accessories';
  return 'Tops';
}

/** The owned piece the question is about: by garment word and colour, or by kind and fabric. */
function ownedPiece(question: ParsedQuestion, closet: readonly ClosetItem[]): ClosetItem | null {
  let best: { item: ClosetItem; score: number } | null = null;
  for (const item of closet) {
    if (item.status === 'archived') continue;
    const pieces = piecesNamed(`${item.subcategory ?? ''} ${item.name}`);
    const pieceHit = question.pieces.some((p) => pieces.includes(p));
    const kindHit = question.pieces.some((p) => categoryOf(p) === slotCategory(item));
    const fabric = fabricOfItem(item);
    const fabricHit = question.fabric !== null && fabric === question.fabric;
    const colour = `${item.color} ${item.name}`.toLowerCase().replace('gray', 'grey');
    // 'My black tee' is not the grey one; a colour that may describe the mark itself ('white salt lines', 'red wine') says nothing of the piece.
    const garmentColours = question.colours.filter((c) => !(MARK_COLOURS[question.problem ?? ''] ?? []).includes(c));
    const colourHit = garmentColours.some((c) => colour.includes(c));
    if (garmentColours.length && !colourHit) continue;
    // A fabric asked about must be the piece's fabric; a garment asked about must be its kind.
    if (question.fabric && fabric && !fabricHit) continue;
    if (question.pieces.length && !pieceHit && !kindHit) continue;
    if (!pieceHit && !fabricHit) continue;
    // A colour may describe the stain ('white salt lines'), so it ranks pieces rather than ruling them out.
    const score = (pieceHit ? 3 : kindHit ? 1 : 0) + (fabricHit ? 2 : 0) + (colourHit ? 2 : 0);
    if (!best || score > best.score) best = { item, score };
  }
  return best?.item ?? null;
}

function careProblem(question: ParsedQuestion): CareProblem {
  const p = question.problem;
  if (!p) return 'wash';
  return (p.startsWith('stain:') ? p.slice('stain:'.length) : p) as CareProblem;
}

function sentence(step: string): string {
  const s = step.trim();
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?]$/.test(s) ? '' : '.'}`;
}

export interface CareAnswerInput {
  question: ParsedQuestion;
  closet: readonly ClosetItem[];
  /** The message as written: garments are matched to owned items by the words before them ('my white shirt'). */
  message?: string;
}

/** A message's words as the phrase tables read them (lower case, apostrophes kept). */
function wordsOfMessage(message: string): string[] {
  return message
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^a-z0-9'-]+/)
    .filter(Boolean);
}

/** Name words that say nothing of which piece is meant. */
const NAME_STOP: ReadonlySet<string> = new Set(['the', 'a', 'an', 'and', 'with', 'of', 'my']);

/**
 * The owned piece named by its own words ('my merino crewneck' is the Charcoal Merino Crewneck, not the Black Merino Tee;
 * 'my running shoes' the Running Shoes among two pairs of sneakers; 'the puffer' the Black Puffer Jacket among three coats):
 * its last word said with at least one more of its words, or, for a piece of the kind asked, a word no other owned name has.
 * The one with most of its words said; null when none is, or two tie.
 */
export function ownedByWords(said: readonly string[], closet: readonly ClosetItem[], pieces: readonly string[]): ClosetItem | null {
  const bare = (w: string) => w.replace(/s$/, '');
  const heard = new Set(said.map(bare));
  const live = closet.filter((item) => item.status !== 'archived');
  const nameWords = new Map(
    live.map((item) => [
      item,
      wordsOfMessage(item.name.replace(/gray/gi, 'grey'))
        .filter((w) => !NAME_STOP.has(w))
        .map(bare),
    ]),
  );
  const scored = live
    .map((item) => {
      const ws = nameWords.get(item)!;
      const hits = ws.filter((w) => heard.has(w));
      const head = ws[ws.length - 1];
      const byHead = head !== undefined && heard.has(head) && (hits.length >= 2 || ws.length === 1);
      const ofKind = pieces.some((p) => piecesNamed(`${item.subcategory ?? ''} ${item.name}`).includes(p) || categoryOf(p) === slotCategory(item));
      const own = hits.some((w) => item.color.toLowerCase() !== w && [...nameWords].every(([other, ows]) => other === item || !ows.includes(w)));
      // With no garment word said ('grease on my good tan moleskins', 'salt lines on my Dr. Martens'), a word only this piece's
      // name holds is enough.
      return { item, hits: byHead || (ofKind && own) || (pieces.length === 0 && own) ? hits.length : 0 };
    })
    .filter((x) => x.hits > 0)
    .sort((a, b) => b.hits - a.hits);
  const [first, second] = scored;
  return first && (!second || second.hits < first.hits) ? first.item : null;
}

/** Words that ask for a mend ('can I fix it', 'worth repairing', 'darn it myself'), besides asking whether it is done for. */
const MEND_ASKED: readonly string[] = ['fix/fixed/fixing/mend/mended/mending/repair/repaired/repairing/darn/patch/patching/sew/sewing/stitch'];
/** Washing asked beside a mend ('how should I wash it, and what about the hole?'). */
const WASH_ASKED: readonly string[] = ['wash/washing/launder/laundering/clean/cleaning', 'wash/clean it/this/them'];

/** The damage a repair is for, by the words said ('lost a button', 'a run in my tights'); a hole or tear when nothing else is said. */
function damageOf(said: readonly string[], piece: string | null): Damage {
  if (piece === 'tights') return 'ladder';
  return DAMAGE_SAID.find((row) => says(said, row.phrases))?.id ?? 'hole';
}

/** How a hole or tear is mended on this piece: darned in a knit, patched in a woven cloth, glued in leather, taped on down. */
function mendBy(fabric: FabricId | null, named: readonly string[], category: Category | null): MendBy {
  if (fabric === 'leather' || fabric === 'suede') return 'leather';
  if (fabric === 'down') return 'down';
  if (named.some((w) => KNIT_WORDS.has(w))) return 'knit';
  return (fabric === 'wool' || fabric === 'cashmere') && category === 'Tops' ? 'knit' : 'woven';
}

/** Problems the wash itself takes away, so a fabric's own method for them answers 'how do I wash it?' too. */
const WASHED_OUT: ReadonlySet<CareProblem> = new Set(['smell']);

const NOT_STAINS: ReadonlySet<CareProblem> = new Set([
  'comfort',
  'shrink',
  'crease',
  'pilling',
  'smell',
  'stretch',
  'fade',
  'shine',
  'moths',
  'repair',
  'storage',
  'proofing',
  'wash',
]);
const isStain = (p: CareProblem) => !NOT_STAINS.has(p);

function asCare(p: ProblemId): CareProblem {
  return (p.startsWith('stain:') ? p.slice('stain:'.length) : p) as CareProblem;
}

/** 'How do I get grass stains out of my chinos?': the method for that problem on that fabric, on the person's own piece. */
export function careAnswer({ question, closet, message }: CareAnswerInput): ClosetAnswer {
  // 'I look washed out in beige' is about the person's colouring, not laundry: the colours that suit them answer it.
  const colouring = message ? colouringAnswer({ message, closet, colours: question.colours }) : null;
  if (colouring) return colouring;
  const problem = careProblem(question);
  if (problem === 'storage' && message) return storageAnswer({ question, closet, message });
  // Garments written in the message decide which owned piece is meant ('my linen pants' are not the black trousers of unknown cloth);
  // with none written ('how do I wash cashmere?'), the fabric or kind finds it.
  const mentions = message ? mentionsIn(message, question.pieces, closet) : [];
  const named = mentions.find((m) => m.item);
  const said = message ? wordsOfMessage(message) : [];
  // A piece named by its own words ('my merino crewneck') is that piece, whatever the garment lists make of the words.
  const owned = named?.item ?? ownedByWords(said, closet, question.pieces) ?? (mentions.length ? null : ownedPiece(question, closet));
  const piece = (named?.piece ?? question.pieces[0]) || null;
  const fabric: FabricId | null = question.fabric ?? (owned ? fabricOfItem(owned) : null) ?? (piece ? (PIECE_FABRIC[piece] ?? null) : null);
  const fabricName = fabric ? FABRIC_NAME[fabric] : null;
  const plural = piece ? /s$/.test(piece) && !/dress$/.test(piece) : false;
  const subject = owned
    ? `your ${owned.name}`
    : piece
      ? `${plural ? '' : 'a '}${fabricName && !piece.includes(fabricName) && PIECE_FABRIC[piece] !== fabric ? `${fabricName} ` : ''}${piece}`
      : fabricName
        ? fabricName
        : 'clothes';
  const shoes = ((owned ? slotCategory(owned) : null) ?? (piece ? categoryOf(piece) : null)) === 'Shoes';
  const ownedPieces = owned ? piecesNamed(`${owned.subcategory ?? ''} ${owned.name}`) : [];
  // A parka, a puffer or a shell is technical outerwear, washed as its fabric says, not brushed and steamed like tailoring.
  const technical = [...said, ...(owned ? wordsOfMessage(owned.name) : [])].some((w) => NOT_TAILORED_WORDS.has(w));
  // A hat, a pair of shoes or a bag keeps its shape by its build, not its knit ('my Panama hat got crushed').
  const category = (owned ? slotCategory(owned) : null) ?? (piece ? categoryOf(piece) : null);
  const bag = owned?.category === 'Bags' || (piece !== null && categoryOf(piece) === 'Bags');
  const shaped = shoes
    ? 'shoes'
    : [piece, ...ownedPieces, ...(owned ? wordsOfMessage(owned.name) : [])].some((x) => x !== null && HATS.has(x))
      ? 'hat'
      : bag
        ? 'bag'
        : null;
  const methodFor = (p: CareProblem) => {
    const tailored =
      p === 'wash' && [piece, ...ownedPieces].some((x) => x !== null && TAILORED_PIECES.test(x)) && fabric !== 'down' && fabric !== 'synthetic' && !technical;
    const specific =
      (tailored ? TAILORED_CARE : undefined) ??
      (p === 'stretch' && shaped ? SHAPE_METHOD[shaped] : undefined) ??
      // A shoe's smell lives in its insoles and lining, whatever the upper is made of.
      (shoes && p === 'smell' ? SHOE_METHOD.smell : undefined) ??
      (fabric ? SPECIFIC_METHOD[fabric]?.[p] : undefined) ??
      (shoes ? SHOE_METHOD[p] : undefined) ??
      (shoes && p === 'storage' ? SHOE_STORAGE : undefined) ??
      (shoes && p === 'comfort' ? SHOE_COMFORT : undefined);
    // A general method's warm wash would harm a delicate fibre: its step of washing gives way to the fabric's own wash.
    const ownWash = fabric ? SPECIFIC_METHOD[fabric]?.wash?.[0] : undefined;
    const general = ownWash && DELICATE_FABRICS.has(fabric!) ? GENERAL_METHOD[p].map((step) => (washesWarm(step) ? ownWash : step)) : GENERAL_METHOD[p];
    return { steps: (specific ?? general).map(sentence), specific: !!specific };
  };
  const fabricNote = owned && fabricName && !owned.name.toLowerCase().includes(fabric!) ? ` (${fabricName})` : '';
  const lower = (x: string) => `${x.charAt(0).toLowerCase()}${x.slice(1)}`;
  // Two problems named ('wine on it, and it shrank'): both answered, two steps each, so neither is dropped.
  const all: CareProblem[] = [...new Set((question.problems ?? []).map(asCare))].filter((p) => p !== 'wash' && p !== 'stain');
  // 'Is it ruined?', 'fix it or toss it?': the verdict first, then how.
  const salvageAsked = says(said, SALVAGE_ASKED);
  // A hole, tear, ladder, lost button or split seam asked about ('fix it myself or toss it?'): how to mend it, on this piece.
  const mendAsked = problem === 'repair' || (all.includes('repair') && (salvageAsked || says(said, MEND_ASKED)));
  if (mendAsked) {
    const damage = damageOf(said, owned ? (piecesNamed(owned.name)[0] ?? piece) : piece);
    const nameWords = [...(owned ? wordsOfMessage(`${owned.subcategory ?? ''} ${owned.name}`) : []), ...(piece ? wordsOfMessage(piece) : [])];
    const steps = (damage === 'hole' ? MEND.hole[mendBy(fabric, nameWords, category)] : MEND[damage]).map(sentence);
    const parts = [
      ...(salvageAsked ? [MEND_VERDICT[damage]] : []),
      `${damage === 'hole' && says(said, TEAR_SAID) ? `To mend the tear in ${subject}` : MEND_LEAD[damage](subject)}${fabricNote}: ${lower(steps[0]!)}`,
      ...steps.slice(1),
      // A moth hole: mended, then one line so the moths don't come back.
      ...(said.some((w) => /^moth/.test(w)) ? [MOTHS_AFTER] : []),
    ];
    // 'How should I wash it, and what can be done about the hole?', '…and it smells musty': the washing asked beside the mend is
    // answered too, by the fabric's own method.
    const washToo = all.includes('smell') ? 'smell' : says(said, WASH_ASKED) ? 'wash' : null;
    if (washToo) {
      const { steps: wash } = methodFor(washToo);
      parts.push(`${washToo === 'smell' ? 'For the smell' : 'To wash it'}${fabricNote}: ${lower(wash[0]!)}${wash[1] ? `, then ${lower(wash[1])}` : ''}.`);
    }
    // 'Coffee stains all over the tee, and the hoodie cuffs are fraying': a stain said beside the mend is answered too, on
    // the piece it is on when that is another one.
    const stainToo = all.find((p) => p !== 'repair' && p !== 'smell' && isStain(p));
    if (stainToo) {
      const other = question.pieces.find((x) => !(owned ? piecesNamed(owned.name) : [piece]).includes(x));
      const { steps: out } = methodFor(stainToo);
      parts.push(`${PROBLEM_LEAD[stainToo](other ? `the ${other}` : 'it')}: ${lower(out[0]!)} ${out[1] ?? ''}`.trim());
    }
    return {
      text: parts.join(' '),
      itemIds: owned ? [owned.id] : [],
      tipQuery: '',
      facts: [`Care: mend a ${damage}${fabricName ? ` in ${fabricName}` : ''}${owned ? `, the user's ${owned.name}` : ''}`],
    };
  }
  // 'How do I wash the down parka? It smells like campfire': where the fabric has its own method for the problem, that method is the wash.
  // A smell is washed out; 'without shrinking it' still asks the wash.
  const fabricHandles =
    problem === 'wash' && all.length === 1 && WASHED_OUT.has(all[0]!) && fabric !== null && SPECIFIC_METHOD[fabric]?.[all[0]!] !== undefined;
  if (fabricHandles)
    return careAnswer({
      question: { ...question, problem: question.problems.find((p) => asCare(p) === all[0]) ?? null, problems: question.problems.filter((p) => p !== 'wash') },
      closet,
      message,
    });
  // 'How do I wash it? It's also pilling': the washing, then the other problem.
  const washAndMore = problem === 'wash' && all.length >= 1;
  if ((all.length >= 2 && (all as readonly CareProblem[]).includes(problem)) || washAndMore) {
    const parts = [problem, ...all.filter((p) => p !== problem)].slice(0, 2).map((p, i) => {
      const { steps } = methodFor(p);
      return `${PROBLEM_LEAD[p](i === 0 ? subject : 'it')}${i === 0 ? fabricNote : ''}: ${lower(steps[0]!)} ${steps[1] ?? ''}`.trim();
    });
    return {
      text: parts.join(' '),
      itemIds: owned ? [owned.id] : [],
      tipQuery: '',
      facts: [`Care: ${all.slice(0, 2).join(' and ')}${fabricName ? ` on ${fabricName}` : ''}${owned ? `, the user's ${owned.name}` : ''}`],
    };
  }
  // 'What if it's already dried?': a stain that has set takes the set-in method (or the dry cleaner, on a delicate fabric).
  const setIn = isStain(problem) && says(said, SET_IN_SAID);
  // The substance decides how a set stain comes out (oil through a wash wants a degreaser, not a soak); a delicate fabric goes to the cleaner.
  const { steps, specific } = setIn
    ? {
        steps: fabric && SET_IN_CLEANER.has(fabric) ? [SET_IN_CLEANER_LINE(fabricName!)] : (SET_IN_BY_STAIN[problem] ?? SET_IN_METHOD).map(sentence),
        specific: true,
      }
    : methodFor(problem);
  const [first, ...rest] = steps;
  const lead = `${PROBLEM_LEAD[problem](subject)}${fabricNote}${setIn ? ', now it has set' : ''}: ${lower(first!)}`;
  // 'Are they ruined?': the verdict for this problem on this fabric, before the method.
  const salvage = salvageAsked ? (SALVAGE[problem] ?? (isStain(problem) ? SALVAGE.stain : undefined)) : undefined;
  const verdict = salvage ? [(fabric ? salvage[fabric] : undefined) ?? salvage.any] : [];
  const parts = [...verdict, lead, ...rest];
  // 'Can I wash it at home or does it have to go to the dry cleaner?': the choice asked, for this fabric.
  const homeOrCleaner = fabric && says(said, HOME_OR_CLEANER_ASKED) ? HOME_OR_CLEANER[fabric] : null;
  if (homeOrCleaner) parts.push(homeOrCleaner);
  // The fabric's caution, unless its own method already carries it; unknown fabric: the label decides.
  else if (!specific) parts.push(fabric ? FABRIC_CAUTION[fabric] : 'Check the care label first, and test anything new on an inside seam.');
  const text = parts.join(' ');
  return {
    text,
    itemIds: owned ? [owned.id] : [],
    tipQuery: '',
    facts: [`Care: ${problem}${fabricName ? ` on ${fabricName}` : ''}${owned ? `, the user's ${owned.name}` : ''}`],
  };
}
