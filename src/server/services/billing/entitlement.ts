import { inIds } from '../../../db/id-list';
import { and, eq, sql } from 'drizzle-orm';
import { premiumUsage, subscriptions, type UserRow } from '../../../db/schema';
import { isPremium } from '../../../domain/billing/premium';
import { FREE_CHAT_MESSAGES_PER_DAY, FREE_OUTFIT_REFRESHES_PER_DAY } from '../../../shared/billing';
import type { TEntitlement } from '../../../shared/schemas/billing';
import type { Ctx } from '../../context';
import { AppError } from '../../errors';
import { currentSubscription, factsOf } from './record';
import { userTodayOr } from './user-today';

export type LimitedFeature = 'chat' | 'outfit_refresh';
export const FREE_DAILY: Record<LimitedFeature, number> = { chat: FREE_CHAT_MESSAGES_PER_DAY, outfit_refresh: FREE_OUTFIT_REFRESHES_PER_DAY };

/**
 * The one server-side rule for Premium (decisions.md 7). Every feature that differs between the
 * tiers asks this: chat, outfit refresh, the daily texts.
 */
export async function entitlementFor(ctx: Pick<Ctx, 'db' | 'now'>, user: Pick<UserRow, 'id'>): Promise<{ premium: boolean }> {
  return { premium: isPremium(factsOf(await currentSubscription(ctx, user.id)), ctx.now()) };
}

/**
 * The same rule for many users in one query (the daily texts decide a batch at a time). Only a
 * sandbox trial past its end needs the one-by-one read, which converts it as a payment would.
 */
export async function premiumAmong(ctx: Pick<Ctx, 'db' | 'now'>, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await ctx.db.select().from(subscriptions).where(inIds(subscriptions.userId, userIds));
  const now = ctx.now();
  const premium = new Set<number>();
  for (const row of rows) {
    const lapsedSandboxTrial = row.provider === 'sandbox' && row.status === 'trialing' && !!row.trialEnd && row.trialEnd.getTime() <= now.getTime();
    const facts = lapsedSandboxTrial ? factsOf(await currentSubscription(ctx, row.userId)) : factsOf(row);
    if (isPremium(facts, now)) premium.add(row.userId);
  }
  return premium;
}

const today = (ctx: Pick<Ctx, 'now'>, user: Pick<UserRow, 'timezone'>) => userTodayOr(ctx.now(), user.timezone);

/** The button the web's limit toast carries to /subscribe (issue 43): the message names it, never the raw path. */
export const SUBSCRIBE_LINK_LABEL = 'Subscribe to Premium';

function limitMessage(ctx: Pick<Ctx, 'config'>, feature: LimitedFeature): string {
  return feature === 'chat'
    ? `You've used today's ${FREE_CHAT_MESSAGES_PER_DAY} free messages with ${ctx.config.assistantName}. Start your free trial with ${SUBSCRIBE_LINK_LABEL} for unlimited styling sessions.`
    : `You've used today's ${FREE_OUTFIT_REFRESHES_PER_DAY} free outfit refreshes. Start your free trial with ${SUBSCRIBE_LINK_LABEL} for unlimited refreshes.`;
}

/**
 * The chat limit answered by text (the SMS conversation shares the web chat's daily count): a text
 * has no link to tap, so it names the page in full when the app knows its own address.
 */
export function smsChatLimitText(ctx: Pick<Ctx, 'config'>): string {
  const where = ctx.config.publicUrl ? `${ctx.config.publicUrl.replace(/\/+$/, '')}/subscribe` : 'the Subscribe page of the app';
  return `You've used today's ${FREE_CHAT_MESSAGES_PER_DAY} free messages with ${ctx.config.assistantName}. Start your free trial at ${where} for unlimited styling chats by text.`;
}

/** One free use taken: what refundFreeUse gives back, on the day it was taken even if midnight has passed since. */
export interface FreeUse {
  userId: number;
  day: string;
  feature: LimitedFeature;
}

/**
 * Spends one of the day's free uses, or answers 402 when none is left. Premium users spend
 * nothing (null). The increment is one conditional upsert, so concurrent requests cannot
 * overspend; a turn that then fails gives the use back with refundFreeUse (issue 43).
 */
export async function spendFreeUse(ctx: Ctx, user: UserRow, feature: LimitedFeature): Promise<FreeUse | null> {
  if ((await entitlementFor(ctx, user)).premium) return null;
  const day = today(ctx, user);
  const max = FREE_DAILY[feature];
  const spent = await ctx.db
    .insert(premiumUsage)
    .values({ userId: user.id, day, feature, count: 1 })
    .onConflictDoUpdate({
      target: [premiumUsage.userId, premiumUsage.day, premiumUsage.feature],
      set: { count: sql`${premiumUsage.count} + 1` },
      setWhere: sql`${premiumUsage.count} < ${max}`,
    })
    .returning({ count: premiumUsage.count });
  if (spent.length === 0) throw new AppError('PAYMENT_REQUIRED', limitMessage(ctx, feature));
  return { userId: user.id, day, feature };
}

/**
 * Gives back a use whose turn failed (a 5xx, a time-out, the model's answer replaced by the local
 * stylist): only answers count against the allowance. In the database, like the spend, so any
 * process may refund what another spent; never below zero.
 */
export async function refundFreeUse(ctx: Pick<Ctx, 'db'>, use: FreeUse | null | undefined): Promise<void> {
  if (!use) return;
  await ctx.db
    .update(premiumUsage)
    .set({ count: sql`greatest(${premiumUsage.count} - 1, 0)` })
    .where(and(eq(premiumUsage.userId, use.userId), eq(premiumUsage.day, use.day), eq(premiumUsage.feature, use.feature)));
}

/** What is left today, for the web to show (null: unlimited). */
export async function entitlementSummary(ctx: Ctx, user: UserRow): Promise<TEntitlement> {
  const { premium } = await entitlementFor(ctx, user);
  if (premium) return { premium, chatMessagesLeft: null, outfitRefreshesLeft: null };
  const rows = await ctx.db
    .select({ feature: premiumUsage.feature, count: premiumUsage.count })
    .from(premiumUsage)
    .where(and(eq(premiumUsage.userId, user.id), eq(premiumUsage.day, today(ctx, user))));
  const used = (f: LimitedFeature) => rows.find((r) => r.feature === f)?.count ?? 0;
  return {
    premium,
    chatMessagesLeft: Math.max(0, FREE_DAILY.chat - used('chat')),
    outfitRefreshesLeft: Math.max(0, FREE_DAILY.outfit_refresh - used('outfit_refresh')),
  };
}
