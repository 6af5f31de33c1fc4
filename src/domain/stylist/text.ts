/** Free-text matching shared by the inference tables: lower case, punctuation to spaces, whole words only. */

export function normalizeText(text: string | null | undefined): string {
  return ` ${(text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim()} `;
}

/**
 * Phrases → values, looked up by the word n-grams of a text rather than by scanning every
 * phrase: a 200-item closet is profiled on every request, so this is the engine's hot path.
 */
export interface KeywordTable<T> {
  byPhrase: Map<string, { value: T; order: number }>;
  maxWords: number;
}

export function keywordTable<T>(groups: [T, string[]][]): KeywordTable<T> {
  const byPhrase = new Map<string, { value: T; order: number }>();
  let maxWords = 1;
  let order = 0;
  for (const [value, phrases] of groups) {
    for (const raw of phrases) {
      const phrase = normalizeText(raw).trim();
      if (!byPhrase.has(phrase)) byPhrase.set(phrase, { value, order: order++ });
      maxWords = Math.max(maxWords, phrase.split(' ').length);
    }
  }
  return { byPhrase, maxWords };
}

/** Whole-word match of a phrase, tolerating a plural 's' or 'es' ('loafers', 'dresses'). */
export function containsPhrase(normalized: string, phrase: string): boolean {
  return normalized.includes(` ${phrase} `) || normalized.includes(` ${phrase}s `) || normalized.includes(` ${phrase}es `);
}

function singulars(word: string): string[] {
  const out = [word];
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

/**
 * The value of the longest phrase found in the normalized text, so 'oxford shirt' beats
 * 'oxford' and 'dress shoes' beats 'dress'; between phrases of equal length, the one listed first.
 */
export function lookup<T>(table: KeywordTable<T>, normalized: string): T | undefined {
  const words = normalized.trim().split(' ').filter(Boolean);
  let best: { value: T; order: number; length: number } | undefined;
  for (let start = 0; start < words.length; start++) {
    let prefix = '';
    for (let n = 1; n <= table.maxWords && start + n <= words.length; n++) {
      const last = words[start + n - 1]!;
      for (const form of singulars(last)) {
        const phrase = prefix ? `${prefix} ${form}` : form;
        const hit = table.byPhrase.get(phrase);
        if (hit && (!best || phrase.length > best.length || (phrase.length === best.length && hit.order < best.order))) {
          best = { ...hit, length: phrase.length };
        }
      }
      prefix = prefix ? `${prefix} ${last}` : last;
    }
  }
  return best?.value;
}
