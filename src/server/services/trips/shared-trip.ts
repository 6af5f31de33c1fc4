import { eq } from 'drizzle-orm';
import { trips } from '../../../db/schema';
import type { TSharedTrip } from '../../../shared/schemas/trips';
import type { Ctx } from '../../context';
import { notFound } from '../../errors';
import { loadCloset } from '../stylist/closet';
import { checkedOf, tripDto } from './trips';

/**
 * GET /api/shared/trips/{token}: the list behind a share link, read-only. Nothing of the account
 * goes with it: no name, contact, ids, photos or notes; the pieces by name, shelf and colour.
 */
export async function sharedTrip(ctx: Pick<Ctx, 'db'>, token: string): Promise<TSharedTrip> {
  const [row] = await ctx.db.select().from(trips).where(eq(trips.shareToken, token));
  if (!row) throw notFound('This list is no longer shared');
  const [closet, checked] = await Promise.all([loadCloset(ctx, row.userId), checkedOf(ctx, row.id)]);
  const trip = tripDto(row, closet, checked);
  const name = new Map(trip.pieces.map((p) => [p.id, p.name]));
  const names = (ids: readonly number[]) => ids.map((id) => name.get(id)).filter((n): n is string => !!n);
  return {
    name: trip.name,
    where: trip.where,
    startDate: trip.startDate,
    endDate: trip.endDate,
    weather: trip.weather,
    looks: trip.looks.map((l) => ({ date: l.date, label: l.label, pieces: names(l.itemIds) })),
    pieces: trip.pieces.map((p) => ({ name: p.name, category: p.category, color: p.color, packed: p.packed })),
    transit: names(trip.transit),
    missing: trip.missing.map((m) => ({ need: m.need, lookFor: m.lookFor })),
  };
}
