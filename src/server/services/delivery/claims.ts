import { and, eq, lt, sql } from 'drizzle-orm';
import { deliveryClaims } from '../../../db/schema';
import type { Ctx } from '../../context';
import type { JobMeta } from '../../jobs/define';

/** What an attempt ended in: 'done' (sent, unknown, or withheld: never again) or 'failed' (nothing went out: a retry may send). */
export type ClaimOutcome = 'done' | 'failed';

/** The claim key of one queued message: its purpose and the pg-boss job id, which every retry of the job keeps. */
export const claimKey = (purpose: string, meta: Pick<JobMeta, 'id'>) => `${purpose}:${meta.id}`;

/**
 * Takes the right to send the message `key` names (ADR 0105): the first attempt inserts the
 * claim; a later one takes it only if every earlier attempt ended in a definite failure. A claim
 * left 'sending' (the worker died during the provider call) or 'done' is never taken again.
 */
export async function claimDelivery(ctx: Pick<Ctx, 'db' | 'now'>, key: string): Promise<boolean> {
  const now = ctx.now();
  const [taken] = await ctx.db
    .insert(deliveryClaims)
    .values({ key, status: 'sending', updatedAt: now })
    .onConflictDoUpdate({ target: deliveryClaims.key, set: { status: 'sending', updatedAt: now }, setWhere: sql`${deliveryClaims.status} = 'failed'` })
    .returning({ key: deliveryClaims.key });
  return !!taken;
}

export async function settleDelivery(ctx: Pick<Ctx, 'db' | 'now'>, key: string, outcome: ClaimOutcome): Promise<void> {
  await ctx.db
    .update(deliveryClaims)
    .set({ status: outcome, updatedAt: ctx.now() })
    .where(and(eq(deliveryClaims.key, key), eq(deliveryClaims.status, 'sending')));
}

/** Hourly: claims older than any retry of their job (pg-boss gives up within minutes); the count deleted. */
export async function pruneDeliveryClaims(ctx: Pick<Ctx, 'db' | 'now'>, olderThanMs = 2 * 86_400_000): Promise<number> {
  const gone = await ctx.db
    .delete(deliveryClaims)
    .where(lt(deliveryClaims.updatedAt, new Date(ctx.now().getTime() - olderThanMs)))
    .returning({ key: deliveryClaims.key });
  return gone.length;
}
