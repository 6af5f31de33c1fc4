/**
 * Issue 37 item 5 (ADR 0102): no regular expression that reads untrusted text backtracks its way
 * into a frozen process. Every literal written where feeds, calendar files, text messages, chat
 * messages, product addresses or names are read is checked with recheck (a ReDoS checker); one
 * that is not linear is fixed, or listed below with the input cap that bounds it and proved fast
 * on recheck's own attack string at that cap.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { attackAt, patternKey, regexSites, UNTRUSTED_DIRS, verdictOf, VERDICTS_FILE, type Attack, type Verdicts } from '../helpers/regex-sites';

interface Exception {
  file: string;
  source: string;
  /** The most characters the pattern can be given: the cap named in `why`. */
  cap: number;
  why: string;
}

const CHAT = 'a chat message is at most 2,000 characters and an earlier turn 4,000 (ZChatRequest)';
const REPLY = "a model's reply is at most 700 tokens and a stylist answer far less; 4,000 characters covers either";

/** Super-linear patterns kept, each bounded by a cap on its input; anything else not 'safe' fails. */
const EXCEPTIONS: Exception[] = [
  {
    file: 'src/domain/calendar/infer-dress-code.ts',
    source: '\\(([^)]{2,40})\\)',
    cap: 2000,
    why: 'an event text is at most 2,000 characters (parse-ics MAX_TEXT, ZOptionalText(2000) for a description)',
  },
  {
    file: 'src/domain/sms/compose-text.ts',
    source: "\\b(don't|do not|doesn't) (own|have)\\b|\\blook for\\b|\\bno [^.]{0,40}\\bfor (this|it)\\b|\\bmissing\\b|\\bcan't put together\\b",
    cap: 4000,
    why: REPLY,
  },
  { file: 'src/domain/sms/compose-text.ts', source: '\\s*\\((?![^)]*\\byour\\b)[^)]*\\)', cap: 4000, why: REPLY },
  {
    file: 'src/adapters/ai/reply-check.ts',
    source: '\\b(no|not|nothing|never|avoid|skip|without|instead of|rather than|leave|save|keep|swap|ruin|ruined|spoil|spoiled)\\b[^.;!?]*$',
    cap: 4000,
    why: REPLY,
  },
  {
    file: 'src/adapters/ai/reply-check.ts',
    source: '\\b(?:the|that|those|this)\\s+((?:[\\w-]+\\s+){0,3}[\\w-]+)\\s+(?:you (?:own|have|bought|got))\\b',
    cap: 4000,
    why: REPLY,
  },
  {
    file: 'src/server/services/stylist/chat-grounding.ts',
    source:
      '\\b(what|which)\\b.*\\b(buy|get|add|purchase|invest in|missing|lack|lacking|need|gaps?)\\b|\\b(buy|purchase|invest in|add)\\b.*\\b(what|which) (should|would|is|would be)\\b|\\b(missing|lacks?|gaps?) (in|from) my (closet|wardrobe)\\b',
    cap: 4000,
    why: CHAT,
  },
  {
    file: 'src/domain/stylist/chat/activity.ts',
    source: '\\b(ski|snow|salopettes?|waterproof|insulated)\\b.*\\b(pants|trousers|bibs?)\\b|\\bsalopettes\\b',
    cap: 4000,
    why: CHAT,
  },
  {
    file: 'src/domain/stylist/chat/appropriate.ts',
    source:
      "\\b(?:to|for|at)\\s+(?:(a|an|the|my|our|his|her|their|someone's|a friend's)\\s+)?([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,5}?)(?=\\s*(?:[?.!,;]|$|\\s(?:tomorrow|tonight|today|next|this|on|in|if|when|or|but|with|as|since|because|so)\\b))",
    cap: 4000,
    why: CHAT,
  },
  { file: 'src/domain/stylist/chat/fit.ts', source: '\\bhow\\b.*\\b(should|do|does|must|supposed)\\b', cap: 4000, why: CHAT },
  {
    file: 'src/domain/stylist/chat/packing.ts',
    source: ' and ([^,]+)$',
    cap: 4000,
    why: 'our own sentence about the trip, a few hundred characters; 4,000 is a wide margin',
  },
  {
    file: 'src/domain/stylist/chat/packing.ts',
    source: '\\s*\\((?![^)]*\\byour\\b)[^)]*\\)',
    cap: 4000,
    why: 'our own sentence about the trip, a few hundred characters; 4,000 is a wide margin',
  },
  { file: 'src/domain/stylist/question/parse.ts', source: ' (how|where) .*(should|supposed|meant) ', cap: 4000, why: CHAT },
  {
    file: 'src/domain/stylist/question/parse.ts',
    source:
      '\\b(light|pale|mid|medium|dark|deep|acid|stone|vintage|rinse|raw|black|grey|gray)[ -]?wash(ed)?\\b(?=[ -]+(jeans?|denim|jackets?|shorts|skirts?|[a-z]+ (jeans?|denim)))',
    cap: 4000,
    why: CHAT,
  },
  {
    file: 'src/domain/stylist/question/parse.ts',
    source: ' (?:go(?:es)?|goes|wear|pair|match|look|looks|work|works)(?: (?:best|good|well|nice))? with (?:my |a |an |the |these |this |some )?(.*)$',
    cap: 4000,
    why: CHAT,
  },
  { file: 'src/domain/stylist/question/parse.ts', source: ' style (?:my |a |an |the |these |this )?(.*)$', cap: 4000, why: CHAT },
];

/** `new RegExp(...)` sites: their patterns are built from our own word tables, never from the input. */
const CONSTRUCTIONS: { file: string; why: string }[] = [
  { file: 'src/server/services/sms/style-analysis-seam.ts', why: 'one colour word from our palette list between \\b' },
  { file: 'src/domain/sms/keywords.ts', why: 'opt-out phrases from our own word lists' },
  { file: 'src/adapters/ai/reply-check.ts', why: "our own garment-word patterns, given the 'g' flag" },
  { file: 'src/domain/stylist/question/destinations.ts', why: 'place names from our destination table between spaces' },
  { file: 'src/domain/stylist/question/parse.ts', why: 'colour words from our own table' },
  { file: 'src/domain/stylist/question/trip-and-fit.ts', why: 'number words from our own table' },
  { file: 'src/domain/stylist/reading/numbers.ts', why: 'number words and sign words from our own tables' },
  { file: 'src/domain/stylist/question/trip.ts', why: 'month names' },
];

const version = (createRequire(import.meta.url)('recheck/package.json') as { version: string }).version;
const recorded: Verdicts = JSON.parse(readFileSync(VERDICTS_FILE, 'utf8'));
const { literals, constructions } = regexSites('.', UNTRUSTED_DIRS);

const current = recorded.recheck === version;

/** The recorded verdict, or recheck's own when the pattern is new (or recheck changed). */
async function verdict(p: { source: string; flags: string }): Promise<string> {
  const known = current ? recorded.verdicts[patternKey(p)] : undefined;
  return known ?? (await verdictOf(p)).verdict;
}

/** The recorded attack, or the one recheck finds now; none when recheck finds none in time. */
async function attack(p: { source: string; flags: string }): Promise<Attack | undefined> {
  const known = current ? recorded.verdicts[patternKey(p)] : undefined;
  if (known) return recorded.attacks[patternKey(p)];
  return (await verdictOf(p)).attack;
}

/** Runs a pattern the way the code does: every match when global, the first otherwise. */
function run(source: string, flags: string, text: string): number {
  const re = new RegExp(source, flags);
  const started = performance.now();
  if (re.global) text.replace(re, '');
  else re.exec(text);
  return performance.now() - started;
}

describe('regular expressions on untrusted text', () => {
  it('finds the patterns it checks', () => {
    expect(literals.length).toBeGreaterThan(300);
    expect(new Set(literals.map((l) => l.file.split('/').slice(0, 3).join('/'))).size).toBeGreaterThan(8);
  });

  it('are linear by recheck, or listed with the cap that bounds them', async () => {
    const unlisted: string[] = [];
    for (const l of literals) {
      const v = await verdict(l);
      if (v === 'safe') continue;
      if (!EXCEPTIONS.some((e) => e.file === l.file && e.source === l.source)) unlisted.push(`${l.file}:${l.line} /${l.source}/${l.flags} is ${v}`);
    }
    expect(unlisted).toEqual([]);
  });

  it('lists no exception that is gone or has become safe', async () => {
    const stale: string[] = [];
    for (const e of EXCEPTIONS) {
      const written = literals.filter((l) => l.file === e.file && l.source === e.source);
      if (written.length === 0) stale.push(`${e.file}: /${e.source}/ is no longer written`);
      else if ((await verdict(written[0]!)) === 'safe') stale.push(`${e.file}: /${e.source}/ is safe now`);
    }
    expect(stale).toEqual([]);
  });

  it("each exception runs recheck's attack at its cap in well under a second", async () => {
    for (const e of EXCEPTIONS) {
      const l = literals.find((x) => x.file === e.file && x.source === e.source)!;
      const found = await attack(l);
      // No attack string (recheck ran out of time): long runs of what such patterns stumble on.
      const inputs = found
        ? [attackAt(found, e.cap)]
        : [' '.repeat(e.cap), 'a '.repeat(e.cap / 2), "'".repeat(e.cap), '('.repeat(e.cap), 'how '.repeat(e.cap / 4)];
      for (const input of inputs) expect(run(l.source, l.flags, input), `${e.file} /${e.source}/`).toBeLessThan(1000);
    }
  });

  it('builds patterns at run time only where listed', () => {
    const unlisted = constructions.filter((c) => !CONSTRUCTIONS.some((k) => k.file === c.file)).map((c) => `${c.file}:${c.line} ${c.text.slice(0, 100)}`);
    expect(unlisted).toEqual([]);
  });
});
