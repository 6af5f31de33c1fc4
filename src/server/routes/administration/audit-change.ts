import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../../context';
import { audit } from '../../services/administration/audit';

/** Records a console change under the guard's actor. Details name records, never secrets. */
export function auditChange(ctx: Pick<Ctx, 'db' | 'now'>, request: FastifyRequest, action: string, detail: Record<string, unknown>) {
  return audit(ctx, { ip: request.ip, actor: request.admin?.label ?? 'unknown', action, outcome: 'success', detail });
}
