import type { UserRow } from '../../../db/schema';
import { addDays } from '../../../domain/calendar';
import { PLAN_DAYS_AHEAD } from '../../../domain/plans';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';
import { userToday } from '../stylist/dates';

/** A day that can be planned: today up to PLAN_DAYS_AHEAD ahead, in the person's own time zone. */
export function plannableDate(ctx: Pick<Ctx, 'now'>, user: UserRow, date: string): string {
  const today = userToday(ctx.now(), user.timezone);
  if (date < today) throw badRequest('Only today and days ahead can be planned', 'date');
  if (date > addDays(today, PLAN_DAYS_AHEAD)) throw badRequest(`Days can be planned up to ${PLAN_DAYS_AHEAD} days ahead`, 'date');
  return date;
}
