import type { UserRow } from '../../../db/schema';
import { packText } from '../../../domain/packing';
import type { Ctx } from '../../context';
import { loadCloset } from '../stylist/closet';
import { checkedOf, nextTrip, tripDto } from './trips';

export const NO_TRIP_TEXT = 'No trip to pack for yet. Add one in the app under Packing lists, then text PACK for its list.';

/** PACK by text: the list of the trip under way or the next one, in GSM-7 within two messages. */
export async function packByText(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow): Promise<string> {
  const row = await nextTrip(ctx, user);
  if (!row) return NO_TRIP_TEXT;
  const [closet, checked] = await Promise.all([loadCloset(ctx, user.id), checkedOf(ctx, row.id)]);
  const trip = tripDto(row, closet, checked);
  const name = new Map(trip.pieces.map((p) => [p.id, p.name]));
  return packText({
    where: trip.where,
    startDate: trip.startDate,
    endDate: trip.endDate,
    pieces: trip.pieces.map((p) => ({ name: p.name, packed: p.packed })),
    transit: trip.transit.map((id) => name.get(id)).filter((n): n is string => !!n),
    missing: trip.missing.map((m) => m.need),
  });
}
