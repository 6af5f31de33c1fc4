import { and, eq } from 'drizzle-orm';
import { itemReviews, type UserRow } from '../../../db/schema';
import { addDays } from '../../../domain/calendar';
import { letGoNotes, wardrobeInsights, type BestAddition } from '../../../domain/insights';
import { localDate } from '../../../domain/closet';
import type { TInsightsResponse } from '../../../shared/schemas/insights';
import type { Ctx } from '../../context';
import { eventsBetween } from '../calendar/events-between';
import { selectItemsWithStats } from '../closet/item-dto';
import { userToday } from '../stylist/dates';
import { getStylePreferences } from '../stylist/get-style-preferences';

/** The calendar read for balance: the same month ahead the gap model reads. */
const EVENT_DAYS = 30;

const ROLE_WORDS: Record<BestAddition['role'], string> = { top: 'top', bottom: 'pair of bottoms', shoes: 'pair of shoes', 'one-piece': 'dress or jumpsuit' };
const article = (word: string) => (/^[aeiou]/.test(word) ? 'An' : 'A');
export const additionLabel = (b: BestAddition) => `${article(b.formality)} ${b.formality} ${ROLE_WORDS[b.role]}`;

/** GET /api/insights: everything is recomputed from the closet, wear log, calendar and profile; nothing is cached to go stale. */
export async function insightsFor(ctx: Pick<Ctx, 'db' | 'now'>, user: UserRow): Promise<TInsightsResponse> {
  const today = userToday(ctx.now(), user.timezone);
  const [rows, events, preferences, reviews] = await Promise.all([
    selectItemsWithStats(ctx.db, user.id),
    eventsBetween(ctx, user.id, today, addDays(today, EVENT_DAYS)),
    getStylePreferences(ctx, user.id),
    ctx.db
      .select({ itemId: itemReviews.itemId, keepUntil: itemReviews.keepUntil })
      .from(itemReviews)
      .where(and(eq(itemReviews.userId, user.id), eq(itemReviews.decision, 'keep'))),
  ]);
  const byId = new Map(rows.map((r) => [r.item.id, r]));
  const insights = wardrobeInsights({
    items: rows.map(({ item, timesWorn, lastWornOn }) => ({
      id: item.id,
      name: item.name,
      category: item.category,
      color: item.color,
      formality: item.formality,
      priceCents: item.priceCents,
      status: item.status,
      addedOn: localDate(item.addedAt, user.timezone),
      timesWorn,
      lastWornOn,
    })),
    today,
    eventDressCodes: events.map((e) => e.dressCode),
    preferredStyle: preferences.preferredStyle,
    kept: reviews.filter((r) => r.keepUntil).map((r) => ({ itemId: r.itemId, until: r.keepUntil! })),
  });
  return {
    ...insights,
    idle: insights.idle.map((i) => {
      const row = byId.get(i.id)!;
      return { ...i, imageUrl: row.item.imageUrl, notes: letGoNotes({ name: i.name, priceCents: row.item.priceCents, timesWorn: row.timesWorn }) };
    }),
    bestAddition: insights.bestAddition ? { label: additionLabel(insights.bestAddition), adds: insights.bestAddition.adds } : null,
  };
}
