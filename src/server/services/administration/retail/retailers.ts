import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { retailers, type RetailerRow } from '../../../../db/schema';
import type { TRetailer, ZRetailerInput } from '../../../../shared/schemas/retail';
import type { Ctx } from '../../../context';
import { AppError, notFound } from '../../../errors';
import { isUniqueViolation } from '../../db-errors';
import { maskSealed, nextSealed } from './secrets';

type RetailerInput = z.infer<typeof ZRetailerInput>;
type RetailCtx = Pick<Ctx, 'db' | 'now' | 'config' | 'log'>;

/** Secrets never leave the server: the answer says whether one is set and shows a mask. */
export function toRetailerDto(ctx: Pick<Ctx, 'config' | 'log'>, row: RetailerRow): TRetailer {
  const apiKeyMask = maskSealed(ctx, row.apiKeySealed);
  const apiSecretMask = maskSealed(ctx, row.apiSecretSealed);
  const authTokenMask = maskSealed(ctx, row.authTokenSealed);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    baseUrl: row.baseUrl,
    enabled: row.enabled,
    logoUrl: row.logoUrl,
    hasApiKey: apiKeyMask !== null,
    apiKeyMask,
    hasApiSecret: apiSecretMask !== null,
    apiSecretMask,
    hasAuthToken: authTokenMask !== null,
    authTokenMask,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const keyTaken = (key: string) => new AppError('CONFLICT', `A retailer with the key "${key}" already exists`, 'key');

export async function listRetailers(ctx: RetailCtx): Promise<TRetailer[]> {
  const rows = await ctx.db.select().from(retailers).orderBy(asc(retailers.name), asc(retailers.id));
  return rows.map((r) => toRetailerDto(ctx, r));
}

export async function createRetailer(ctx: RetailCtx, input: RetailerInput): Promise<TRetailer> {
  const now = ctx.now();
  try {
    const [row] = await ctx.db
      .insert(retailers)
      .values({
        key: input.key,
        name: input.name,
        baseUrl: input.baseUrl,
        enabled: input.enabled,
        logoUrl: input.logoUrl,
        apiKeySealed: nextSealed(ctx, input.apiKey, null),
        apiSecretSealed: nextSealed(ctx, input.apiSecret, null),
        authTokenSealed: nextSealed(ctx, input.authToken, null),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toRetailerDto(ctx, row!);
  } catch (e) {
    if (isUniqueViolation(e)) throw keyTaken(input.key);
    throw e;
  }
}

export async function updateRetailer(ctx: RetailCtx, id: number, input: RetailerInput): Promise<TRetailer> {
  const [existing] = await ctx.db.select().from(retailers).where(eq(retailers.id, id));
  if (!existing) throw notFound('Retailer not found');
  try {
    const [row] = await ctx.db
      .update(retailers)
      .set({
        key: input.key,
        name: input.name,
        baseUrl: input.baseUrl,
        enabled: input.enabled,
        logoUrl: input.logoUrl,
        apiKeySealed: nextSealed(ctx, input.apiKey, existing.apiKeySealed),
        apiSecretSealed: nextSealed(ctx, input.apiSecret, existing.apiSecretSealed),
        authTokenSealed: nextSealed(ctx, input.authToken, existing.authTokenSealed),
        updatedAt: ctx.now(),
      })
      .where(eq(retailers.id, id))
      .returning();
    if (!row) throw notFound('Retailer not found');
    return toRetailerDto(ctx, row);
  } catch (e) {
    if (isUniqueViolation(e)) throw keyTaken(input.key);
    throw e;
  }
}

/** Its affiliate configurations and product sources go with it (foreign keys cascade). */
export async function deleteRetailer(ctx: Pick<Ctx, 'db'>, id: number): Promise<{ key: string }> {
  const [row] = await ctx.db.delete(retailers).where(eq(retailers.id, id)).returning({ key: retailers.key });
  if (!row) throw notFound('Retailer not found');
  return row;
}

/** A configuration must name a retailer that exists: a 400 on the field, not a foreign-key 500. */
export async function assertRetailerExists(ctx: Pick<Ctx, 'db'>, retailerId: number): Promise<void> {
  const [row] = await ctx.db.select({ id: retailers.id }).from(retailers).where(eq(retailers.id, retailerId));
  if (!row) throw new AppError('VALIDATION_ERROR', 'The selected retailer does not exist', 'retailerId');
}
