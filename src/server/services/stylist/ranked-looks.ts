import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { dailyRankedLooks, type RankedLookValue } from '../../../db/schema';
import { addDays } from '../../../domain/calendar/local-time';
import type { OutfitRequest } from '../../../domain/stylist';
import { lookAt, rankDayLooks, sameLook, startFrom } from '../../../domain/stylist/ranked-looks';
import { dressingWeather } from '../../../domain/stylist/weather-bands';
import type { Ctx } from '../../context';

/** Lists older than this many days before the one being made are dropped with it. */
const KEEP_DAYS = 2;
/** Bump when the list's meaning changes, so lists stored by an older version are made again. */
const FINGERPRINT_VERSION = 1;

/**
 * What a day's list is ranked from, as one key: the closet as the engine reads it, the events, the
 * weather as it dresses the day (its band, rain and wind: an hourly forecast moving by a degree
 * keeps the list), the preferences and the reactions. Any of them changing makes the list again.
 */
export function rankedLooksFingerprint(request: OutfitRequest, eventId: number): string {
  const closet = [...request.closet].sort((a, b) => a.id - b.id);
  const input = {
    v: FINGERPRINT_VERSION,
    date: request.date,
    eventId,
    seed: request.seed,
    closet,
    events: request.events,
    weather: dressingWeather(request.weather),
    preferences: request.preferences,
    reactions: request.reactions ?? [],
  };
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url');
}

export interface ServedLook {
  look: RankedLookValue;
  /** Its place in the list (0-based) and the list's length. */
  index: number;
  count: number;
  /** The list came round to its first look again. */
  wrapped: boolean;
  /** The engine's 'only combination' note, when the list holds one look. */
  onlyNote: string | null;
}

interface ListKey {
  userId: number;
  date: string;
  /** null: the day's own look. */
  eventId: number | null;
}

/**
 * The next look of the day's ranked list (issue 40 point 5), for a refresh from any door: the
 * list stored for the user, date and look is used while its inputs are unchanged, else ranked
 * again (starting from the look on show, so it is not offered again). The position is moved on
 * in the database in one statement, so two refreshes at once, from two processes, take two
 * different looks. Null when the closet cannot dress the day.
 */
export async function nextRankedLook(
  ctx: Pick<Ctx, 'db' | 'now'>,
  key: ListKey,
  request: OutfitRequest,
  current: readonly number[],
): Promise<ServedLook | null> {
  const eventId = key.eventId ?? 0;
  const fingerprint = rankedLooksFingerprint(request, eventId);
  const where = and(
    eq(dailyRankedLooks.userId, key.userId),
    eq(dailyRankedLooks.localDate, key.date),
    eq(dailyRankedLooks.eventId, eventId),
    eq(dailyRankedLooks.fingerprint, fingerprint),
  );
  const advance = async () => {
    const [row] = await ctx.db
      .update(dailyRankedLooks)
      .set({ served: sql`${dailyRankedLooks.served} + 1`, updatedAt: ctx.now() })
      .where(where)
      .returning();
    return row;
  };

  let ranked: ReturnType<typeof rankDayLooks> | undefined;
  // A list made by another process in between from other inputs is made again, a few times at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    let row = await advance();
    if (!row) {
      ranked ??= rankDayLooks(request);
      if (!ranked) return null;
      await store(ctx, key, eventId, fingerprint, request.seed, ranked, current);
      row = await advance();
      if (!row) continue;
    }
    const looks = row.looks;
    if (looks.length === 0) return null;
    let { index, wrapped } = lookAt(row.served, looks.length);
    // A look equal to the one on show (a list that came round, or one taken by a refresh at the same moment) is passed over once.
    if (looks.length > 1 && sameLook(looks[index]!.itemIds, current)) {
      const again = await advance();
      if (again) ({ index, wrapped } = lookAt(again.served, looks.length));
    }
    return { look: looks[index]!, index, count: looks.length, wrapped, onlyNote: row.onlyNote };
  }
  return null;
}

async function store(
  ctx: Pick<Ctx, 'db' | 'now'>,
  key: ListKey,
  eventId: number,
  fingerprint: string,
  seed: number,
  ranked: NonNullable<ReturnType<typeof rankDayLooks>>,
  current: readonly number[],
): Promise<void> {
  const { looks, served } = startFrom(ranked.looks, current);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.delete(dailyRankedLooks).where(and(eq(dailyRankedLooks.userId, key.userId), lt(dailyRankedLooks.localDate, addDays(key.date, -KEEP_DAYS))));
    await tx
      .insert(dailyRankedLooks)
      .values({ userId: key.userId, localDate: key.date, eventId, fingerprint, looks, onlyNote: ranked.onlyNote, served, seed, updatedAt: now })
      .onConflictDoUpdate({
        target: [dailyRankedLooks.userId, dailyRankedLooks.localDate, dailyRankedLooks.eventId],
        set: { fingerprint, looks, onlyNote: ranked.onlyNote, served, seed, updatedAt: now },
        // Another process that made the same list first keeps its position.
        setWhere: sql`${dailyRankedLooks.fingerprint} <> ${fingerprint}`,
      });
  });
}
