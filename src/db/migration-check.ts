import { readMigrations } from './migrator';
import { checkMigrationSql, type MigrationRuleViolation } from './migration-rules';

/**
 * The last migration written before the expand/contract rule (ADR 0067). Those up to it ran long
 * ago (one of them drops a column); every later one is held to the rule.
 */
export const EXPAND_CONTRACT_BASELINE = '0011_chat';

/** The violations of the rule in the migrations after the baseline, by migration tag. */
export function newMigrationViolations(folder: string, baseline = EXPAND_CONTRACT_BASELINE): { tag: string; violations: MigrationRuleViolation[] }[] {
  const migrations = readMigrations(folder);
  const start = migrations.findIndex((m) => m.tag === baseline);
  if (start < 0) throw new Error(`The expand/contract baseline ${baseline} is not in ${folder}`);
  return migrations
    .slice(start + 1)
    .map((m) => ({ tag: m.tag, violations: checkMigrationSql(m.statements.join('\n--> statement-breakpoint\n')) }))
    .filter((r) => r.violations.length > 0);
}
