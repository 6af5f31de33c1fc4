/**
 * Real stores' XML as they publish it (issue 41): a bare `&` in a channel description or an HTML
 * entity (`&nbsp;`) makes a document invalid XML, and one such character used to reject a whole
 * Merchant feed. Before parsing, every `&` that does not start a reference XML knows is escaped
 * (kept as text) and reported as a warning; the HTML entities stores use are turned into their
 * characters' numeric references; after parsing, numeric references are decoded (`&#47;` is '/').
 * CDATA sections, comments and the DOCTYPE are left exactly as written.
 */

/** The HTML entities feeds use most, as code points (anything else unknown is kept as text and warned about). */
// prettier-ignore
const HTML_ENTITIES: Record<string, number> = {
  nbsp: 160, copy: 169, reg: 174, trade: 8482, deg: 176, euro: 8364, pound: 163, yen: 165, cent: 162, sect: 167, para: 182,
  middot: 183, bull: 8226, hellip: 8230, ndash: 8211, mdash: 8212, lsquo: 8216, rsquo: 8217, ldquo: 8220, rdquo: 8221,
  laquo: 171, raquo: 187, times: 215, frac12: 189, frac14: 188, frac34: 190, eacute: 233, egrave: 232, ecirc: 234, euml: 235,
  aacute: 225, agrave: 224, acirc: 226, auml: 228, aring: 229, ccedil: 231, iacute: 237, icirc: 238, iuml: 239, ntilde: 241,
  oacute: 243, ocirc: 244, ouml: 246, oslash: 248, uacute: 250, ucirc: 251, uuml: 252, szlig: 223, Eacute: 201, Auml: 196,
  Ouml: 214, Uuml: 220, Ccedil: 199,
};
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/**
 * Regions left as written: CDATA, comments, processing instructions, the DOCTYPE (with its internal subset).
 * Found by scanning for each opener and its closer (a lazy pattern over the whole feed backtracked
 * polynomially on a feed with an opener and no closer); an unclosed region runs to the end.
 */
function* verbatimRegions(text: string): Generator<{ index: number; length: number }> {
  const upper = text.toUpperCase();
  let at = 0;
  for (;;) {
    const open = text.indexOf('<', at);
    if (open < 0) return;
    let end = -1;
    if (text.startsWith('<![CDATA[', open)) end = closeAfter(text, ']]>', open + 9);
    else if (text.startsWith('<!--', open)) end = closeAfter(text, '-->', open + 4);
    else if (text.startsWith('<?', open)) end = closeAfter(text, '?>', open + 2);
    else if (upper.startsWith('<!DOCTYPE', open)) {
      const bracket = text.indexOf('[', open);
      const gt = text.indexOf('>', open);
      end = bracket >= 0 && (gt < 0 || bracket < gt) ? closeAfter(text, '>', closeAfter(text, ']', bracket + 1)) : gt < 0 ? text.length : gt + 1;
    }
    if (end < 0) {
      at = open + 1;
      continue;
    }
    yield { index: open, length: end - open };
    at = end;
  }
}

/** The index just past the first `closer` at or after `from`, or the text's end when there is none. */
function closeAfter(text: string, closer: string, from: number): number {
  const i = text.indexOf(closer, Math.min(from, text.length));
  return i < 0 ? text.length : i + closer.length;
}
const AMPERSAND = /&(#[0-9]{1,7};?|#x[0-9a-fA-F]{1,6};|[A-Za-z_][A-Za-z0-9_.-]{0,40};)?/g;

export interface TolerantXml {
  text: string;
  /** What was read leniently, for the operator: at most one line per kind, with the first place and a count. */
  warnings: string[];
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The document with every stray `&` escaped and HTML entities made numeric; the warnings say what was changed. */
export function tolerantXml(text: string): TolerantXml {
  const declared = new Set([...text.matchAll(/<!ENTITY\s+([A-Za-z_][\w.-]*)/g)].map((m) => m[1]!));
  const found = { bare: { count: 0, line: 0 }, unknown: { count: 0, line: 0, name: '' }, unterminated: { count: 0, line: 0 } };
  let out = '';
  let last = 0;
  const fix = (part: string, offset: number) =>
    part.replace(AMPERSAND, (whole, ref: string | undefined, at: number) => {
      const line = () => lineAt(text, offset + at);
      if (ref === undefined) {
        if (found.bare.count++ === 0) found.bare.line = line();
        return '&amp;';
      }
      if (ref.startsWith('#')) {
        if (ref.endsWith(';')) return whole;
        // '&#47' with no ';' (HTML allows it): completed.
        if (found.unterminated.count++ === 0) found.unterminated.line = line();
        return `${whole};`;
      }
      const name = ref.slice(0, -1);
      if (XML_ENTITIES.has(name) || declared.has(name)) return whole;
      const code = HTML_ENTITIES[name];
      if (code !== undefined) return `&#${code};`;
      if (found.unknown.count++ === 0) {
        found.unknown.line = line();
        found.unknown.name = name;
      }
      return `&amp;${ref}`;
    });
  for (const region of verbatimRegions(text)) {
    out += fix(text.slice(last, region.index), last) + text.slice(region.index, region.index + region.length);
    last = region.index + region.length;
  }
  out += fix(text.slice(last), last);
  const warnings: string[] = [];
  const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
  if (found.bare.count) warnings.push(`A bare "&" (line ${found.bare.line}, ${times(found.bare.count)}) was read as text; XML writes it "&amp;".`);
  if (found.unknown.count)
    warnings.push(`An unknown entity "&${found.unknown.name};" (line ${found.unknown.line}, ${times(found.unknown.count)}) was kept as text.`);
  if (found.unterminated.count)
    warnings.push(`A numeric reference without ";" (line ${found.unterminated.line}, ${times(found.unterminated.count)}) was read as if it had one.`);
  return { text: out, warnings };
}

const NUMERIC = /&#(?:([0-9]{1,7})|x([0-9a-fA-F]{1,6}));/g;

/** Numeric character references decoded (`white&#47;black` is 'white/black'); one naming no character is dropped. */
export function decodeNumericReferences(value: string): string {
  if (!value.includes('&#')) return value;
  return value.replace(NUMERIC, (_, dec: string | undefined, hex: string | undefined) => {
    const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16);
    const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
    return valid ? String.fromCodePoint(code) : '';
  });
}
