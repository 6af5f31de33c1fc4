/**
 * The expand/contract rule (ADR 0067), checked on a migration's SQL: while the previous version
 * of the app still serves traffic beside the new one, a migration may only add. It refuses
 * - a dropped table or column, and a renamed table or column (the old version still reads them);
 * - a new NOT NULL column without a default (the old version's inserts do not fill it);
 * - NOT NULL set on an existing column (same reason), and a column's type changed in place;
 * - an index built on an existing table without CONCURRENTLY (it blocks writes while it builds),
 *   and a CONCURRENTLY build mixed with other statements (it runs outside a transaction, alone).
 * A contract step (the drop, once no running version reads the column) is a migration of its own
 * whose first line says so: `-- contract: <what no running version reads any more, since when>`.
 */

export interface MigrationRuleViolation {
  rule: 'drop' | 'rename' | 'not-null-without-default' | 'set-not-null' | 'alter-type' | 'index-not-concurrent' | 'concurrent-not-alone';
  statement: string;
  message: string;
}

const CONTRACT_MARKER = /^\s*--\s*contract:\s*\S/i;

/** Statements as drizzle-kit writes them: separated by breakpoints, and otherwise by semicolons outside quotes. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  for (const chunk of sql.split('--> statement-breakpoint')) {
    let current = '';
    let quote: string | null = null;
    const text = chunk.replace(/--[^\n]*/g, ' ').replace(/\/\*[\s\S]*?\*\//g, ' ');
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === "'" || c === '"') quote = c;
      else if (c === ';') {
        if (current.trim()) out.push(current.trim());
        current = '';
        continue;
      }
      current += c;
    }
    if (current.trim()) out.push(current.trim());
  }
  return out;
}

const IDENT = String.raw`(?:"[^"]+"|[\w$]+)(?:\s*\.\s*(?:"[^"]+"|[\w$]+))?`;
const unquote = (name: string) => name.replace(/"/g, '').replace(/^public\./, '');

/** Every violation of the rule in one migration's SQL (none when it is marked as a contract step). */
export function checkMigrationSql(sql: string): MigrationRuleViolation[] {
  if (CONTRACT_MARKER.test(sql.split('\n')[0] ?? '')) return [];
  const statements = splitStatements(sql);
  const created = new Set<string>();
  for (const s of statements) {
    const m = new RegExp(String.raw`^create\s+table\s+(?:if\s+not\s+exists\s+)?(${IDENT})`, 'i').exec(s);
    if (m) created.add(unquote(m[1]!));
  }
  const violations: MigrationRuleViolation[] = [];
  const add = (rule: MigrationRuleViolation['rule'], statement: string, message: string) => violations.push({ rule, statement, message });
  const concurrent = statements.filter((s) => /^(create|drop)\s+(unique\s+)?index\s+concurrently\b/i.test(s));
  if (concurrent.length && concurrent.length < statements.length) {
    add('concurrent-not-alone', concurrent[0]!, 'An index built CONCURRENTLY runs outside a transaction: put it in a migration of its own, with nothing else.');
  }
  for (const s of statements) {
    const flat = s.replace(/\s+/g, ' ');
    if (/^drop (table|view|materialized view)\b/i.test(flat)) {
      add('drop', s, 'Dropping a table breaks the version still running: stop reading it first, drop it in a later contract migration.');
    }
    const alter = new RegExp(String.raw`^alter table (?:only )?(?:if exists )?(${IDENT}) (.*)$`, 'is').exec(flat);
    if (alter) {
      const table = unquote(alter[1]!);
      const action = alter[2]!;
      if (/\bdrop (column\b|(?!constraint\b|default\b|not null\b)\S)/i.test(action)) {
        add('drop', s, 'Dropping a column breaks the version still running: stop reading it first, drop it in a later contract migration.');
      }
      if (/^rename\b/i.test(action)) {
        add('rename', s, 'Renaming a table or column breaks the version still running: add the new one, copy, and drop the old one later.');
      }
      if (/\balter (column )?\S+ set not null\b/i.test(action)) {
        add(
          'set-not-null',
          s,
          'SET NOT NULL on an existing column refuses the running version’s inserts that leave it empty; add a default or a CHECK … NOT VALID first.',
        );
      }
      if (/\balter (column )?\S+ (set data )?type\b/i.test(action)) {
        add('alter-type', s, 'Changing a column’s type rewrites the table under lock and breaks the running version: add a new column instead.');
      }
      for (const addColumn of action.split(/,(?![^(]*\))/)) {
        const column = /^\s*add (?:column )?(?:if not exists )?(.*)$/i.exec(addColumn);
        if (!column || /^\s*(constraint|primary key|unique|foreign key|check)\b/i.test(column[1]!)) continue;
        const definition = column[1]!;
        if (
          /\bnot null\b/i.test(definition) &&
          !/\bdefault\b/i.test(definition) &&
          !/\b(serial|bigserial|smallserial)\b/i.test(definition) &&
          !/\bgenerated\b/i.test(definition)
        ) {
          add('not-null-without-default', s, `A new NOT NULL column on ${table} needs a DEFAULT: the running version’s inserts do not fill it.`);
        }
      }
    }
    const index = new RegExp(String.raw`^create (?:unique )?index (concurrently )?(?:if not exists )?(?:${IDENT} )?on (?:only )?(${IDENT})`, 'i').exec(flat);
    if (index && !index[1] && !created.has(unquote(index[2]!))) {
      add(
        'index-not-concurrent',
        s,
        'An index on an existing table blocks its writes while it builds: use CREATE INDEX CONCURRENTLY, in a migration of its own.',
      );
    }
  }
  return violations;
}
