import { segmentCount } from './fit-segments';
import { trimEndOf } from '../../shared/plain-text';

/**
 * The daily outfit written as a text, not a web note squeezed into one: whole clauses, each its
 * own sentence, in the order a person reads them ('Today: …. 50-63F, rain likely: take the
 * trench. Board meeting 6pm. Reply 2 for another look. https://…/t'). When it does not fit one
 * segment, whole clauses go, least important first; a sentence is never cut.
 */

export interface OutfitTextInput {
  /** The pieces as the closet names them, in outfit order. */
  pieces: readonly string[];
  weather: {
    minTempC: number;
    maxTempC: number;
    wet: boolean;
    /** Below freezing: the wet is likely snow. */
    freezing: boolean;
  } | null;
  unit: 'F' | 'C';
  /** On a wet day, the water-resistant piece of the outfit worth naming ('take the trench'); null: take an umbrella. */
  rainPiece: string | null;
  /** The day's headline event (its dress code decided the outfit). */
  event: { title: string; startTime: string | null } | null;
  /** The short link to today's outfit page, or null when the app does not know its address. */
  link: string | null;
  /** False when no other combination exists: the text then does not offer one. */
  canOfferAnother: boolean;
  /** When nothing owned reaches the day's dress code: what the outfit falls short of and what to add; never given up. */
  shortOf?: string | null;
}

/** One segment is the aim; two when even the essentials need it (MAX_REPLY_SEGMENTS). */
const SEGMENT_TARGETS = [1, 2] as const;

/**
 * Typographic punctuation a phone or a closet name brings in, as GSM-7: one curly apostrophe in a
 * brand name would otherwise turn the whole text into UCS-2 (70 characters a segment, not 160).
 */
export function toGsmPunctuation(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u00A0/g, ' ');
}

/** '18:00' → '6pm', '09:30' → '9:30am'. */
export function shortTime(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const h = Number(match[1]);
  const m = match[2]!;
  const suffix = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}${m === '00' ? '' : `:${m}`}${suffix}`;
}

const toUnit = (c: number, unit: 'F' | 'C') => Math.round(unit === 'F' ? (c * 9) / 5 + 32 : c);

/** '50-63F' rather than '50–63°F': the degree sign and the en dash are not GSM-7. */
function weatherClause(input: OutfitTextInput): string | null {
  const w = input.weather;
  if (!w) return null;
  const range = `${toUnit(w.minTempC, input.unit)}-${toUnit(w.maxTempC, input.unit)}${input.unit}`;
  if (!w.wet) return `${range}.`;
  const wet = w.freezing ? 'snow or rain likely' : 'rain likely';
  return `${range}, ${wet}: ${input.rainPiece ? `take the ${input.rainPiece}` : 'take an umbrella'}.`;
}

function eventClause(input: OutfitTextInput): string | null {
  if (!input.event) return null;
  const title = trimEndOf(input.event.title.trim(), '.!?');
  if (!title) return null;
  return `${title}${input.event.startTime ? ` ${shortTime(input.event.startTime)}` : ''}.`;
}

/** 'Today: A + B + C.', or with the last pieces folded into '+ 2 more' when the names alone are too long. */
function piecesClause(pieces: readonly string[], shown = pieces.length): string {
  const rest = pieces.length - shown;
  return `Today: ${pieces.slice(0, shown).join(' + ')}${rest > 0 ? ` + ${rest} more` : ''}.`;
}

function join(clauses: readonly (string | null)[]): string {
  return toGsmPunctuation(clauses.filter(Boolean).join(' ')).replace(/\s+/g, ' ').trim();
}

export function outfitText(input: OutfitTextInput): string {
  const next = input.canOfferAnother ? 'Reply 2 for another look.' : null;
  // A bare link at the end: phones make it tappable, and a label would cost a clause.
  const link = input.link;
  const weather = weatherClause(input);
  const event = eventClause(input);
  // The pieces, the next step and the link always go; the rest, most important first, is given up from the end.
  const optional = [weather, event].filter((c): c is string => c !== null);
  // Reading order: pieces, weather, event, the next step, the link.
  const write = (pieces: string, kept: ReadonlySet<string>) => join([pieces, input.shortOf ?? null, ...optional.filter((c) => kept.has(c)), next, link]);

  // Every piece named comes before fitting one segment; folding names into '+ N more' is the last resort.
  for (let shown = input.pieces.length; shown >= 1; shown--) {
    const pieces = piecesClause(input.pieces, shown);
    for (const target of SEGMENT_TARGETS) {
      // Strictly least important first: the event never stays at the weather's expense.
      for (let k = optional.length; k >= 0; k--) {
        const text = write(pieces, new Set(optional.slice(0, k)));
        if (segmentCount(text) <= target) return text;
      }
    }
  }
  // A single name longer than two segments: sent whole rather than cut.
  return write(piecesClause(input.pieces, 1), new Set());
}

/** Splits a note into its sentences (a full stop, question or exclamation mark followed by a space). */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * Advice instead of an outfit (an empty or too-small closet): the note's sentences, the last ones
 * given up first to fit, then the one thing to do by text.
 */
export function closetAdviceText(brandName: string, note: string, maxSegments = 2): string {
  const ask = 'Text me a photo of a piece to add it to your closet.';
  const sentences = sentencesOf(toGsmPunctuation(note));
  for (let n = sentences.length; n >= 1; n--) {
    const text = join([`${brandName}:`, ...sentences.slice(0, n), ask]);
    if (segmentCount(text) <= maxSegments) return text;
  }
  return join([`${brandName}:`, ask]);
}
