import type { UserRow } from '../../../db/schema';
import type { DecodedCalendar } from '../../../domain/calendar';
import type { TImportResult } from '../../../shared/schemas/calendar';
import type { Ctx } from '../../context';
import { importOccurrences } from './import-occurrences';
import { importResult } from './import-result';
import { parseForUser } from './parse-for-user';

/**
 * POST /api/calendar/import: an uploaded .ics file. Its events are keyed by UID and
 * RECURRENCE-ID (a UID made from the content when an entry has none), so uploading the same
 * file again imports nothing and updates only what changed. Entries that cannot become events
 * are skipped and counted with their reasons; the rest import. An upload is not a
 * subscription: events missing from a later file stay.
 */
export async function importIcsFile(ctx: Ctx, user: UserRow, calendar: DecodedCalendar): Promise<TImportResult> {
  const parsed = await parseForUser(ctx, user, calendar, 'VALIDATION_ERROR', 'The calendar file could not be imported: ');
  const counts = await importOccurrences(ctx, user, { source: 'ics', scope: 'upload', feedId: null }, parsed.occurrences);
  return importResult(parsed, counts);
}
