import { MONTH_NAMES } from '../../../../shared/stylist-constants';
import { partsIn } from '../../../lib/zoned-date';

/**
 * 'Nov 2026': when an item was added (an ISO instant), as a month in the user's time zone, not the
 * device's: the server paints the tile (ADR 0056) and the browser must read the same month back.
 */
export function addedMonth(addedAt: string, timeZone?: string | null): string {
  const { year, month } = partsIn(new Date(addedAt), timeZone);
  return `${MONTH_NAMES[month - 1]!.slice(0, 3)} ${year}`;
}
