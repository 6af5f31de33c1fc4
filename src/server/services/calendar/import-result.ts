import { MAX_SKIPPED_REASONS, type TImportResult } from '../../../shared/schemas/calendar';
import { calendarCapWarning } from '../../../shared/user-caps';
import type { IcsParseResult } from '../../../domain/calendar';
import type { ImportCounts } from './import-occurrences';

/** The answer of an upload or a feed refresh: what was stored, and what the file held that could not be. */
export function importResult(parsed: IcsParseResult, counts: ImportCounts): TImportResult {
  return {
    imported: counts.imported,
    updated: counts.updated,
    skipped: parsed.skipped.length,
    unchanged: counts.unchanged,
    outside: parsed.outside,
    skippedReasons: parsed.skipped.slice(0, MAX_SKIPPED_REASONS),
    unknownZones: parsed.unknownZones,
    // A full calendar is said in the answer itself (issue 37): the import kept what fitted.
    warnings: counts.overCap ? [...parsed.warnings, calendarCapWarning(counts.overCap)] : parsed.warnings,
  };
}
