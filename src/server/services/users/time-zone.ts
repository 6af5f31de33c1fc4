import { and, asc, eq, gt, isNotNull, or } from 'drizzle-orm';
import { geocodeOffline, timeZoneAt } from '../../../adapters/geocoder';
import { users, type UserRow } from '../../../db/schema';
import { defineJob } from '../../jobs/define';
import type { Ctx } from '../../context';

type HomeFields = Pick<UserRow, 'homeLatitude' | 'homeLongitude' | 'homeLocation'>;

/**
 * The zone of a user's home city (ADR 0083): the stored geocoded point when there is one, else
 * the embedded table's guess for the text they typed. Null when neither places them.
 */
export async function homeTimeZone(user: HomeFields): Promise<string | null> {
  if (user.homeLatitude != null && user.homeLongitude != null) return timeZoneAt(user.homeLatitude, user.homeLongitude);
  const guess = user.homeLocation ? geocodeOffline(user.homeLocation) : null;
  return guess ? timeZoneAt(guess.latitude, guess.longitude) : null;
}

/** Accounts looked at per pass: the job's work is bounded however many accounts there are. */
const FIX_BATCH = 500;

/**
 * Accounts that never had a zone set (source 'default': created before sign-up sent the
 * browser's zone, or by a client that did not) take their home city's zone, where they gave one.
 * An account placed leaves 'default' (to 'home') whether or not its zone changed, so reruns, a
 * second worker or a crash mid-way repeat nothing; one whose city no table knows waits for a
 * city it can place. Returns how many zones changed.
 */
export async function fixTimeZonesFromHome(ctx: Pick<Ctx, 'db' | 'sessionCache'>): Promise<number> {
  let changed = 0;
  let after = 0;
  for (;;) {
    const batch = await ctx.db
      .select({
        id: users.id,
        timezone: users.timezone,
        homeLatitude: users.homeLatitude,
        homeLongitude: users.homeLongitude,
        homeLocation: users.homeLocation,
      })
      .from(users)
      .where(and(eq(users.timeZoneSource, 'default'), gt(users.id, after), or(isNotNull(users.homeLatitude), isNotNull(users.homeLocation))))
      .orderBy(asc(users.id))
      .limit(FIX_BATCH);
    if (batch.length === 0) return changed;
    for (const user of batch) {
      after = user.id;
      const zone = await homeTimeZone(user);
      if (!zone) continue;
      // Only if still on the default: a person who chose a zone since the read keeps theirs.
      const [row] = await ctx.db
        .update(users)
        .set({ timezone: zone, timeZoneSource: 'home' })
        .where(and(eq(users.id, user.id), eq(users.timeZoneSource, 'default')))
        .returning({ id: users.id });
      if (row && zone !== user.timezone) {
        changed++;
        await ctx.sessionCache.evictUser(user.id);
      }
    }
  }
}

/** Hourly: existing accounts on the default zone are moved to their home city's (issue 24, point 2). */
export const timeZonesFromHomeJob = defineJob({
  name: 'time-zones-from-home',
  schedule: { cron: '29 * * * *' },
  queue: { retryLimit: 2, retryDelay: 60 },
  async handle(ctx) {
    const changed = await fixTimeZonesFromHome(ctx);
    if (changed > 0) ctx.log.info({ changed }, 'time zones set from home cities');
  },
});
