import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { affiliateConfigs, retailers, type AffiliateConfigRow } from '../../../../db/schema';
import type { TAffiliate, ZAffiliateInput } from '../../../../shared/schemas/retail';
import type { Ctx } from '../../../context';
import { notFound } from '../../../errors';
import { assertRetailerExists } from './retailers';

type AffiliateInput = z.infer<typeof ZAffiliateInput>;

function toDto(row: AffiliateConfigRow, retailerName: string): TAffiliate {
  return {
    id: row.id,
    retailerId: row.retailerId,
    retailerName,
    template: row.template,
    programId: row.programId,
    trackingId: row.trackingId,
    subId: row.subId,
    partnerTag: row.partnerTag,
    commission: row.commission,
    cookieDuration: row.cookieDuration,
    notes: row.notes,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findOne(ctx: Pick<Ctx, 'db'>, id: number): Promise<TAffiliate> {
  const [row] = await ctx.db
    .select({ a: affiliateConfigs, retailerName: retailers.name })
    .from(affiliateConfigs)
    .innerJoin(retailers, eq(retailers.id, affiliateConfigs.retailerId))
    .where(eq(affiliateConfigs.id, id));
  if (!row) throw notFound('Affiliate configuration not found');
  return toDto(row.a, row.retailerName);
}

export async function listAffiliates(ctx: Pick<Ctx, 'db'>): Promise<TAffiliate[]> {
  const rows = await ctx.db
    .select({ a: affiliateConfigs, retailerName: retailers.name })
    .from(affiliateConfigs)
    .innerJoin(retailers, eq(retailers.id, affiliateConfigs.retailerId))
    .orderBy(asc(retailers.name), asc(affiliateConfigs.id));
  return rows.map((r) => toDto(r.a, r.retailerName));
}

export async function createAffiliate(ctx: Pick<Ctx, 'db' | 'now'>, input: AffiliateInput): Promise<TAffiliate> {
  await assertRetailerExists(ctx, input.retailerId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(affiliateConfigs)
    .values({ ...input, createdAt: now, updatedAt: now })
    .returning();
  return findOne(ctx, row!.id);
}

export async function updateAffiliate(ctx: Pick<Ctx, 'db' | 'now'>, id: number, input: AffiliateInput): Promise<TAffiliate> {
  await findOne(ctx, id);
  await assertRetailerExists(ctx, input.retailerId);
  await ctx.db
    .update(affiliateConfigs)
    .set({ ...input, updatedAt: ctx.now() })
    .where(eq(affiliateConfigs.id, id));
  return findOne(ctx, id);
}

export async function deleteAffiliate(ctx: Pick<Ctx, 'db'>, id: number): Promise<void> {
  const [row] = await ctx.db.delete(affiliateConfigs).where(eq(affiliateConfigs.id, id)).returning({ id: affiliateConfigs.id });
  if (!row) throw notFound('Affiliate configuration not found');
}
