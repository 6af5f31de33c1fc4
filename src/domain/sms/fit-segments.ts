import { SegmentedMessage } from 'sms-segments-calculator';
import { trimEndOf } from '../../shared/plain-text';

/** A reply may take two segments: 306 GSM-7 characters, or 134 when anything needs UCS-2. */
export const MAX_REPLY_SEGMENTS = 2;

/** GSM 03.38: the basic set (one septet) and the extension table (two septets: escape + char). */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/** Whether a character is written in GSM-7 (the basic set or its extension table). */
export const isGsm7Char = (ch: string) => GSM_BASIC.has(ch) || GSM_EXTENDED.has(ch);

/**
 * Septets when the text is plain GSM-7, else null. A cheap pre-check: most texts are short and
 * plain, and the calculator (grapheme splitting, segment objects) is the costly part of a send.
 */
function gsmSeptets(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM_BASIC.has(ch)) n += 1;
    else if (GSM_EXTENDED.has(ch)) n += 2;
    else return null;
  }
  return n;
}

/** Segments a text takes: GSM-7 counted here, anything else by Twilio's calculator. */
export const segmentCount = (text: string) => {
  // One GSM-7 segment holds 160 septets, two 306; UCS-2 holds 70 UTF-16 units, two 134.
  const septets = gsmSeptets(text);
  if (septets !== null) {
    if (septets <= 160) return 1;
    if (septets <= 306) return 2;
  } else {
    if (text.length <= 70) return 1;
    if (text.length <= 134) return 2;
  }
  return new SegmentedMessage(text).segmentsCount;
};

/**
 * Whether a text takes at most `maxSegments`: up to two, decided by its length alone (more than two
 * segments' worth is more than two), so a long text never reaches the calculator, which takes tens of
 * milliseconds on a few thousand characters.
 */
export function fitsIn(text: string, maxSegments: number): boolean {
  if (maxSegments > 2) return segmentCount(text) <= maxSegments;
  const septets = gsmSeptets(text);
  if (septets !== null) return septets <= (maxSegments === 2 ? 306 : 160);
  return text.length <= (maxSegments === 2 ? 134 : 70);
}

/**
 * Shortens a text to fit `maxSegments`, cutting only between words and marking the cut with '...'
 * (GSM-7, so the ellipsis never forces UCS-2). The segment count comes from Twilio's calculator,
 * which knows the GSM-7 extension characters that take two septets.
 */
export function fitSegments(text: string, maxSegments = MAX_REPLY_SEGMENTS): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (fitsIn(clean, maxSegments)) return clean;
  const words = clean.split(' ');
  // Binary search on the number of whole words kept.
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fitsIn(words.slice(0, mid).join(' ') + '...', maxSegments)) lo = mid;
    else hi = mid - 1;
  }
  if (lo === 0) {
    // One enormous 'word': nothing to cut between, so cut by characters (still never mid-surrogate),
    // the most that fit found by halving (one character at a time took minutes on a few thousand).
    const chars = [...clean];
    let most = 0;
    let over = chars.length;
    while (most < over) {
      const mid = Math.ceil((most + over) / 2);
      if (fitsIn(chars.slice(0, mid).join('') + '...', maxSegments)) most = mid;
      else over = mid - 1;
    }
    return chars.slice(0, most).join('') + '...';
  }
  return trimEndOf(words.slice(0, lo).join(' '), /[\s,;:-]/) + '...';
}

export const segmentInfo = (text: string) => {
  const m = new SegmentedMessage(text);
  return { encoding: m.encodingName, segments: m.segmentsCount };
};
