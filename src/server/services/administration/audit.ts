import { adminAuditLog } from '../../../db/schema';
import type { Ctx } from '../../context';

export interface AuditEntry {
  ip: string;
  actor: string | null;
  action: string;
  outcome: 'success' | 'failure' | 'throttled';
  detail?: Record<string, unknown>;
}

/** One row per operator action or sign-in attempt. Never holds secrets or passwords. */
export async function audit(ctx: Pick<Ctx, 'db' | 'now'>, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(adminAuditLog).values({ ...entry, detail: entry.detail ?? null, at: ctx.now() });
}
