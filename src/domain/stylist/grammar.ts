/**
 * Agreement with a piece's own name: 'Black boots keep you dry', 'the Wool coat keeps you warm'.
 * A name is plural when its last word is a plural noun: it ends in s but not in ss, us or is,
 * and is not one of the singular words that end in s.
 */
const SINGULAR_IN_S = new Set(['canvas', 'dress', 'bus', 'lens', 'chaos', 'atlas', 'bias', 'iris', 'gas', 'cutlass', 'jersey', 'fleece']);
/** Pairs that are one piece but take a plural verb: 'trousers keep', 'jeans are'. */
const PLURAL_PAIRS =
  /\b(trousers|pants|jeans|shorts|leggings|tights|chinos|slacks|joggers|sneakers|boots|shoes|loafers|sandals|heels|pumps|flats|trainers|mules|culottes|overalls|glasses|sunglasses|earrings|gloves|mittens|socks|cufflinks|booties|oxfords|brogues|derbies|espadrilles|slides|wellies|wellingtons)$/i;

export function isPluralName(name: string): boolean {
  const last =
    name
      // A bracket after the name describes it ('Suit (jacket and trousers)'): the noun before it decides.
      .replace(/\([^()]*\)/g, ' ')
      .trim()
      .toLowerCase()
      .replace(/[^a-z\s-]/g, '')
      .split(/[\s-]+/)
      .pop() ?? '';
  if (!last) return false;
  if (PLURAL_PAIRS.test(last)) return true;
  if (SINGULAR_IN_S.has(last)) return false;
  return /[^su]s$/.test(last) && !/(ss|us|is)$/.test(last);
}

/** The verb for one named piece or a list of them: verbFor(['Black boots'], 'keeps', 'keep') → 'keep'. */
export function verbFor(names: readonly string[], singular: string, plural: string): string {
  return names.length === 1 && !isPluralName(names[0]!) ? singular : plural;
}
