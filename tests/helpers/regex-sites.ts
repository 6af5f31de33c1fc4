/**
 * The regular expressions written in the source files of given folders (issue 37, ADR 0102): every
 * literal, read with the TypeScript parser (not a pattern over the source, which would misread
 * division and comments), and every `new RegExp(...)` site, whose pattern is built at run time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { check } from 'recheck';
import ts from 'typescript';

export interface RegexLiteral {
  file: string;
  line: number;
  source: string;
  flags: string;
}

export interface RegexConstruction {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The literals and constructions in the non-test .ts files under `dirs` (paths relative to `root`). */
export function regexSites(root: string, dirs: readonly string[]): { literals: RegexLiteral[]; constructions: RegexConstruction[] } {
  const literals: RegexLiteral[] = [];
  const constructions: RegexConstruction[] = [];
  for (const path of dirs.flatMap((d) => sourceFiles(join(root, d)))) {
    const file = relative(root, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText();
        const slash = text.lastIndexOf('/');
        literals.push({ file, line: lineOf(node), source: text.slice(1, slash), flags: text.slice(slash + 1) });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText() === 'RegExp') {
        constructions.push({ file, line: lineOf(node), text: node.getText() });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, constructions };
}

/**
 * Where untrusted text is read (issue 37): retailer feeds, calendar files and Google events, text
 * messages, the chat and the stylist's reading of it, product addresses, names.
 */
export const UNTRUSTED_DIRS = [
  'src/adapters/retail',
  'src/server/services/shopping',
  'src/domain/shopping',
  'src/adapters/calendar',
  'src/server/services/calendar',
  'src/domain/calendar',
  'src/adapters/sms',
  'src/server/services/sms',
  'src/domain/sms',
  'src/adapters/ai',
  'src/server/services/stylist',
  'src/domain/stylist',
  'src/domain/closet',
  'src/domain/profile',
  'src/shared',
] as const;

/** recheck's verdicts, kept in the repository because checking ~500 patterns takes minutes (ADR 0102). */
export const VERDICTS_FILE = 'tests/fixtures/regex-verdicts.json';

export interface Verdicts {
  /** The recheck version that gave them: another version checks everything again. */
  recheck: string;
  /** `/source/flags` → 'safe', 'vulnerable: 2nd degree polynomial', 'unknown: timeout'... */
  verdicts: Record<string, string>;
  /** The attack recheck found for each vulnerable pattern. */
  attacks: Record<string, Attack>;
}

export const patternKey = (p: { source: string; flags: string }) => `/${p.source}/${p.flags}`;

/** An attack string's parts: prefix and pump repeated, then the suffix. */
export interface Attack {
  pumps: { prefix: string; pump: string }[];
  suffix: string;
}

/** recheck's word on one pattern, as the verdicts file keeps it, with its attack when vulnerable; `timeout` ms at most. */
export async function verdictOf(p: { source: string; flags: string }, timeout = 10_000): Promise<{ verdict: string; attack?: Attack }> {
  const d = await check(p.source, p.flags, { timeout });
  if (d.status === 'vulnerable') {
    return {
      verdict: `vulnerable: ${d.complexity.summary}`,
      attack: { pumps: d.attack.pumps.map(({ prefix, pump }) => ({ prefix, pump })), suffix: d.attack.suffix },
    };
  }
  if (d.status === 'unknown') return { verdict: `unknown: ${d.error.kind}` };
  return { verdict: 'safe' };
}

/** An attack pumped to about `length` characters. */
export function attackAt(attack: Attack, length: number): string {
  const fixed = attack.pumps.reduce((n, pump) => n + pump.prefix.length, 0) + attack.suffix.length;
  const per = attack.pumps.reduce((n, pump) => n + pump.pump.length, 0);
  const times = Math.max(1, Math.floor((length - fixed) / Math.max(1, per)));
  return attack.pumps.map((pump) => pump.prefix + pump.pump.repeat(times)).join('') + attack.suffix;
}
