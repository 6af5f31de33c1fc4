/**
 * Plain text from untrusted markup and strings, in one pass each (issue 37, ADR 0102). The
 * backtracking patterns these replace (`/<[^>]*>/g`, `/\/+$/`) rescan the rest of the text from
 * every '<' or '/' that leads nowhere, so a feed full of '<' froze the process for seconds.
 */

/** Elements whose content is code, not text: dropped with their tags. */
const CODE_ELEMENTS = ['script', 'style'] as const;

function startsWithAt(text: string, at: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const c = text.charCodeAt(at + k);
    // ASCII upper case to lower case; nothing else changes.
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== word.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * Tags replaced by `replacement` (a space), `<script>` and `<style>` elements dropped whole, a '<' with no '>'
 * after it kept as text (what `/<[^>]*>/g` did), in linear time: each search for a '>' or a
 * closing tag starts where the last one ended, and a search that found nothing is never repeated.
 */
export function stripMarkup(text: string, replacement = ' '): string {
  let out = '';
  let from = 0;
  // The first '>' at or after `from`, or -1 when none is left.
  let close = -2;
  const closers = new Map<string, number>();
  let i = text.indexOf('<');
  while (i >= 0) {
    if (close !== -1 && close < i) close = text.indexOf('>', i);
    if (close === -1) break;
    let end = close + 1;
    const element = CODE_ELEMENTS.find((name) => startsWithAt(text, i + 1, name));
    if (element) {
      const closer = `</${element}>`;
      let at = closers.get(element) ?? -2;
      if (at !== -1 && at < close) {
        at = indexOfIgnoringCase(text, closer, close + 1);
        closers.set(element, at);
      }
      if (at !== -1) end = at + closer.length;
    }
    out += text.slice(from, i) + replacement;
    from = end;
    i = text.indexOf('<', end);
  }
  return out + text.slice(from);
}

/** `needle` (lower case ASCII) in `text` from `from` on, ASCII letters compared without case; -1 when absent. */
function indexOfIgnoringCase(text: string, needle: string, from: number): number {
  const first = needle.charCodeAt(0);
  for (let i = from; i + needle.length <= text.length; i++) {
    if (text.charCodeAt(i) === first && startsWithAt(text, i + 1, needle.slice(1))) return i;
  }
  return -1;
}

/**
 * The text without the given characters at its end ('https://x.example///' → 'https://x.example' for '/'):
 * `chars` lists them, or is a pattern one character is tested against. `/[.!]+$/` rescanned a long run of
 * marks from each of them.
 */
export function trimEndOf(text: string, chars: string | RegExp): string {
  const trims = typeof chars === 'string' ? (c: string) => chars.includes(c) : (c: string) => chars.test(c);
  let end = text.length;
  while (end > 0 && trims(text[end - 1]!)) end--;
  return text.slice(0, end);
}

const isEndMark = (c: string | undefined) => c === '.' || c === '!' || c === '?';

/**
 * The sentences of a text, each with its end marks, where a mark before a digit ('3.5', '$1.50')
 * ends nothing: exactly what `text.match(/[^.!?]+(?:[.!?](?!\d)|$)+/g) ?? []` returns, in one
 * pass. That pattern retried every start inside a long run of words that led to '.5'.
 */
export function sentenceMatches(text: string): string[] {
  const out: string[] = [];
  const n = text.length;
  const digitAt = (k: number) => k < n && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57;
  let i = 0;
  while (i < n) {
    if (isEndMark(text[i])) {
      i++;
      continue;
    }
    let end = i;
    while (end < n && !isEndMark(text[end])) end++;
    if (end === n) {
      out.push(text.slice(i));
      break;
    }
    // A run whose mark comes before a digit is no sentence, from any of its starts.
    if (digitAt(end + 1)) {
      i = end + 1;
      continue;
    }
    let k = end;
    while (k < n && isEndMark(text[k]) && !digitAt(k + 1)) k++;
    out.push(text.slice(i, k));
    i = k;
  }
  return out;
}
