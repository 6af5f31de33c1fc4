import { desc } from 'drizzle-orm';
import { adminAuditLog } from '../../../db/schema';
import type { TAuditEntry } from '../../../shared/schemas/administration-database';
import type { Ctx } from '../../context';

/** GET /api/administration/audit: the newest sign-in attempts and console changes. */
export async function recentAudit(ctx: Pick<Ctx, 'db'>, limit = 50): Promise<TAuditEntry[]> {
  const rows = await ctx.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(limit);
  return rows.map((r) => ({ id: r.id, at: r.at.toISOString(), ip: r.ip, actor: r.actor, action: r.action, outcome: r.outcome, detail: r.detail ?? null }));
}
