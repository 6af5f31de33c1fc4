/** A file we refuse as a whole: the message names the problem and is shown to the user. */
export class IcsError extends Error {}

/** One unfolded content line: `NAME;PARAM=value:VALUE`, with the file line it started on. */
export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
  line: number;
}

/** A line inside a component that is not a readable property (a broken quote, a stray line of text). */
export interface UnreadableLine {
  line: number;
  /** The property it starts as (`ORGANIZER`, `DTSTART`), or null when it is not one at all. */
  name: string | null;
  text: string;
}

/** A component (VCALENDAR, VEVENT, VTIMEZONE, STANDARD...) with its properties, in file order. */
export interface Component {
  name: string;
  line: number;
  props: ContentLine[];
  children: Component[];
  /** Lines that could not be read: the entry decides whether it can do without them (parse-ics). */
  unreadable: UnreadableLine[];
}

/**
 * RFC 5545 3.1 content lines, unfolded (a line starting with a space or tab continues the previous
 * one), each with the physical line number it starts on. Accepts CRLF, LF or CR line ends.
 */
export function unfoldLines(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const physical = text.split(/\r\n|\n|\r/);
  physical.forEach((raw, index) => {
    if ((raw.startsWith(' ') || raw.startsWith('\t')) && out.length > 0) out[out.length - 1]!.text += raw.slice(1);
    else out.push({ text: raw, line: index + 1 });
  });
  return out.filter((l) => l.text.trim().length > 0);
}

/** `NAME;A=b;C="d;e":value` into its parts; null when the line is not a property at all. */
export function parseContentLine(text: string, line: number): ContentLine | null {
  const head = /^([A-Za-z0-9-]+)/.exec(text);
  if (!head) return null;
  let i = head[1]!.length;
  const params: Record<string, string> = {};
  while (text[i] === ';') {
    const eq = text.indexOf('=', i);
    if (eq < 0) return null;
    const key = text.slice(i + 1, eq).toUpperCase();
    i = eq + 1;
    let value = '';
    // A parameter value may be a comma list and may be quoted (a quoted value can hold ; and :).
    for (;;) {
      if (text[i] === '"') {
        const close = text.indexOf('"', i + 1);
        if (close < 0) return null;
        value += text.slice(i + 1, close);
        i = close + 1;
      } else {
        const m = /^[^;:,]*/.exec(text.slice(i))!;
        value += m[0];
        i += m[0].length;
      }
      if (text[i] !== ',') break;
      value += ',';
      i++;
    }
    params[key] = value;
  }
  if (text[i] !== ':') return null;
  return { name: head[1]!.toUpperCase(), params, value: text.slice(i + 1), line };
}

/** TEXT values (RFC 5545 3.3.11): `\n`, `\,`, `\;` and `\\` escapes. */
export function unescapeText(value: string): string {
  return value.replace(/\\([nN,;\\])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

/**
 * The component tree of a calendar file. What decides whether the file can be read at all (it
 * is a calendar, every BEGIN has its END, it is not truncated) refuses the whole file; a line
 * inside an entry that is not a property is kept aside for the entry to judge.
 */
export function readComponents(text: string): Component[] {
  if (text.includes('\u0000')) throw new IcsError('The file is not a text calendar (it contains binary data).');
  const lines = unfoldLines(text.replace(/^\uFEFF/, '').replace(/^\s+/, ''));
  if (lines.length === 0) throw new IcsError('The file is empty.');
  if (lines[0]!.text.trim().toUpperCase() !== 'BEGIN:VCALENDAR') throw new IcsError('This is not an iCalendar file: it does not start with BEGIN:VCALENDAR.');
  // Leading blank space was dropped above; line numbers still count from the file's first line.
  const offset =
    text
      .replace(/^\uFEFF/, '')
      .match(/^\s*/)![0]
      .split(/\r\n|\n|\r/).length - 1;
  const roots: Component[] = [];
  const stack: Component[] = [];
  for (const { text: raw, line: l } of lines) {
    const line = l + offset;
    const trimmed = raw.trimEnd();
    const upper = trimmed.toUpperCase();
    if (upper.startsWith('BEGIN:')) {
      const name = upper.slice(6).trim();
      if (stack.length === 0 && name !== 'VCALENDAR') throw new IcsError(`Line ${line}: BEGIN:${name} appears outside the calendar.`);
      const component: Component = { name, line, props: [], children: [], unreadable: [] };
      if (stack.length === 0) roots.push(component);
      else stack.at(-1)!.children.push(component);
      stack.push(component);
      continue;
    }
    if (upper.startsWith('END:')) {
      const name = upper.slice(4).trim();
      const open = stack.pop();
      if (!open) throw new IcsError(`Line ${line}: END:${name} has no matching BEGIN.`);
      if (open.name !== name) throw new IcsError(`Line ${line}: END:${name} closes BEGIN:${open.name} (line ${open.line}); the file is damaged.`);
      continue;
    }
    const current = stack.at(-1);
    // Text after the end of the calendar (a mail footer, a second line ending) is not ours to read.
    if (!current) continue;
    const prop = parseContentLine(trimmed, line);
    if (prop) current.props.push(prop);
    else current.unreadable.push({ line, name: /^([A-Za-z0-9-]+)[;:]/.exec(trimmed)?.[1]?.toUpperCase() ?? null, text: trimmed.slice(0, 40) });
  }
  const open = stack.at(-1);
  if (open) throw new IcsError(`The file ends inside ${open.name} (opened on line ${open.line}) without END:${open.name}: it looks truncated.`);
  return roots;
}

export const prop = (c: Component, name: string) => c.props.find((p) => p.name === name);
export const props = (c: Component, name: string) => c.props.filter((p) => p.name === name);
