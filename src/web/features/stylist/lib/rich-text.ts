/**
 * A small reader for the markdown-ish text the assistant writes: paragraphs, bullet and
 * numbered lists, headings and **bold** / *italic*. It produces data, never HTML, so the
 * reply is rendered as React text nodes and nothing in it can run.
 */
export type Inline = { type: 'text'; text: string } | { type: 'strong'; children: Inline[] } | { type: 'em'; children: Inline[] };

export type Block = { type: 'paragraph'; lines: Inline[][] } | { type: 'heading'; content: Inline[] } | { type: 'list'; ordered: boolean; items: Inline[][] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  // **bold** (or __bold__) first, then *italic* / _italic_ inside what is left.
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])|(?<![\w_])_(?!\s)(.+?)(?<!\s)_(?![\w_])/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ type: 'text', text: text.slice(last, index) });
    const strong = match[1] ?? match[2];
    const em = match[3] ?? match[4];
    if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ type: 'em', children: parseInline(em) });
    last = index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

export function parseRichText(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] | null = null;
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const flush = () => {
    if (paragraph) blocks.push({ type: 'paragraph', lines: paragraph });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items });
    paragraph = null;
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', content: parseInline(heading[1]!.replace(/\s*#+\s*$/, '')) });
    } else if (bullet || numbered) {
      const ordered = !!numbered;
      const text = (bullet ?? numbered)![1]!;
      if (paragraph || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline(text));
    } else if (list && /^\s{2,}\S/.test(raw)) {
      // An indented line continues the list item above it.
      const lastItem = list.items.at(-1)!;
      lastItem.push({ type: 'text', text: ` ${line.trim()}` });
    } else {
      if (list) flush();
      paragraph ??= [];
      paragraph.push(parseInline(line.trim()));
    }
  }
  flush();
  return blocks;
}
