import { slotCategory } from '../../../shared/closet-slots';
import type { Category } from '../../../shared/closet-constants';
import { piecesNamed, type ParsedQuestion } from '../question';
import { firstConcept, FABRICS, type FabricId } from '../question/lexicon';
import type { ClosetItem } from '../types';
import { FABRIC_CAUTION, FABRIC_NAME, GENERAL_METHOD, PROBLEM_LEAD, SPECIFIC_METHOD, type CareProblem } from './care-table';
import type { ClosetAnswer } from './answer';

/**
 * Care, stain and storage answers composed from what the question names: the problem (a stain
 * by its cause, shrinking, creases, storage...), the fabric (said, or read from the owned piece
 * named, or the usual fabric of the garment), and the person's own piece when they have one.
 * A fabric without its own method for the problem gets the general method plus its caution.
 */

/** The usual fabric of a garment when nothing else says. */
const PIECE_FABRIC: Record<string, FabricId> = {
  jeans: 'denim',
  'denim jacket': 'denim',
  chinos: 'cotton',
  't-shirt': 'cotton',
  shirt: 'cotton',
  'dress shirt': 'cotton',
  'button-down': 'cotton',
  polo: 'cotton',
  hoodie: 'cotton',
  'trench coat': 'cotton',
  suit: 'wool',
  'suit jacket': 'wool',
  sweater: 'wool',
  cardigan: 'wool',
  scarf: 'wool',
  'leather jacket': 'leather',
  loafers: 'leather',
  oxfords: 'leather',
  'dress shoes': 'leather',
  belt: 'leather',
  leggings: 'synthetic',
  'rain jacket': 'synthetic',
  raincoat: 'synthetic',
  tie: 'silk',
};

/** Colours a mark of each kind has, so 'white salt lines' or 'yellow sweat stains' do not read as the garment's colour. */
const MARK_COLOURS: Record<string, readonly string[]> = {
  'stain:salt': ['white'],
  'stain:sweat': ['yellow', 'white'],
  'stain:wine': ['red', 'purple'],
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

/** The fabric of an owned item: its material field, else its name ('Camel Cashmere Sweater'), else its garment's usual fabric. */
export function fabricOfItem(item: Pick<ClosetItem, 'name' | 'subcategory' | 'material'>): FabricId | null {
  const named = firstConcept(`${item.subcategory ?? ''} ${item.name}`, FABRICS);
  if (named) return named;
  const m = item.material;
  if (m && m !== 'other' && m !== 'knit') return m as FabricId;
  if (m === 'knit') return 'wool';
  const piece = piecesNamed(`${item.subcategory ?? ''} ${item.name}`)[0];
  return piece ? (PIECE_FABRIC[piece] ?? null) : null;
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
}

/** 'How do I get grass stains out of my chinos?': the method for that problem on that fabric, on the person's own piece. */
export function careAnswer({ question, closet }: CareAnswerInput): ClosetAnswer {
  const problem = careProblem(question);
  const owned = ownedPiece(question, closet);
  const piece = question.pieces[0] ?? null;
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
  const tailored =
    problem === 'wash' && [piece, ...ownedPieces].some((p) => p !== null && TAILORED_PIECES.test(p)) && fabric !== 'down' && fabric !== 'synthetic';
  const specific =
    (tailored ? TAILORED_CARE : undefined) ??
    (fabric ? SPECIFIC_METHOD[fabric]?.[problem] : undefined) ??
    (shoes && problem === 'storage' ? SHOE_STORAGE : undefined) ??
    (shoes && problem === 'comfort' ? SHOE_COMFORT : undefined);
  const steps = specific ?? GENERAL_METHOD[problem];
  const [first, ...rest] = steps.map(sentence);
  const lead = `${PROBLEM_LEAD[problem](subject)}${owned && fabricName && !owned.name.toLowerCase().includes(fabric!) ? ` (${fabricName})` : ''}: ${first!.charAt(0).toLowerCase()}${first!.slice(1)}`;
  const parts = [lead, ...rest];
  // The fabric's caution, unless its own method already carries it; unknown fabric: the label decides.
  if (!specific) parts.push(fabric ? FABRIC_CAUTION[fabric] : 'Check the care label first, and test anything new on an inside seam.');
  const text = parts.join(' ');
  return {
    text,
    itemIds: owned ? [owned.id] : [],
    tipQuery: '',
    facts: [`Care: ${problem}${fabricName ? ` on ${fabricName}` : ''}${owned ? `, the user's ${owned.name}` : ''}`],
  };
}
