import type { TImportResult } from '../../../../shared/schemas/calendar';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

type Counts = Pick<TImportResult, 'imported' | 'updated' | 'skipped' | 'skippedReasons'>;

/** 'skipped 2 (line 18: ...; line 22: ...)', with how many more there were than reasons listed. */
export function skippedSummary(r: Pick<Counts, 'skipped' | 'skippedReasons'>): string {
  const reasons = r.skippedReasons.map((s) => `line ${s.line}: ${s.message}`);
  if (r.skipped > r.skippedReasons.length) reasons.push(`${r.skipped - r.skippedReasons.length} more`);
  return `skipped ${r.skipped}${reasons.length ? ` (${reasons.join('; ')})` : ''}`;
}

/** The short line shown after an upload: 'Imported 12 events; skipped 2 (reasons)'. */
export function importSummary(r: Counts): string {
  const parts = [`Imported ${plural(r.imported, 'event')}`];
  if (r.updated) parts.push(`updated ${r.updated}`);
  if (r.skipped) parts.push(skippedSummary(r));
  return parts.join('; ');
}
