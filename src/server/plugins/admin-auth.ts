import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountHandle } from '../../shared/account-handle';
import type { UserRow } from '../../db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { operatorForToken, type OperatorSession } from '../services/administration/operator-tokens';

/** Who is acting in the operator console: the password's token, or a signed-in isAdmin user (decisions.md 6). */
export type AdminActor = { kind: 'operator'; session: OperatorSession; label: 'operator' } | { kind: 'user'; user: UserRow; label: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard on every guarded route. */
    admin: AdminActor | null;
    /** Memo of the bearer token lookup: undefined until looked up. */
    operatorSession: OperatorSession | null | undefined;
  }
  interface FastifyInstance {
    /** Every route the admin guard covers, as "METHOD url": the guard test walks them all. */
    adminRoutes: string[];
  }
}

/** Sign-in, its status check and logout answer by themselves (spec 7); everything else under these prefixes is guarded. */
const OPEN_ADMIN_PATHS = new Set(['/api/administration/login', '/api/administration/status', '/api/administration/logout']);
const GUARDED_PREFIXES = ['/api/administration/', '/api/admin/'];

export function isGuardedAdminPath(path: string): boolean {
  if (OPEN_ADMIN_PATHS.has(path)) return false;
  return GUARDED_PREFIXES.some((p) => path.startsWith(p) || path === p.slice(0, -1));
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The operator session behind the request's `Authorization: Bearer` token, or null. Exported for
 * other features that let operators in (the dev phone, the stylist's test chat).
 */
export async function operatorFromRequest(ctx: Pick<Ctx, 'db' | 'now'>, request: FastifyRequest): Promise<OperatorSession | null> {
  if (request.operatorSession !== undefined) return request.operatorSession;
  const token = bearerToken(request);
  request.operatorSession = token ? await operatorForToken(ctx, token) : null;
  return request.operatorSession;
}

/** The admin guard's decision: a valid operator token, else an isAdmin session; 401 without credentials, 403 for other users. */
export async function requireAdmin(ctx: Pick<Ctx, 'db' | 'now'>, request: FastifyRequest): Promise<AdminActor> {
  if (request.admin) return request.admin;
  const session = await operatorFromRequest(ctx, request);
  if (session) return (request.admin = { kind: 'operator', session, label: 'operator' });
  if (request.user?.isAdmin) return (request.admin = { kind: 'user', user: request.user, label: `user:${accountHandle(request.user)}` });
  if (request.user) throw new AppError('FORBIDDEN', 'Administrator access is required.');
  throw new AppError('UNAUTHENTICATED', 'Please sign in to the administration panel.');
}

/**
 * One guard for the operator console, decided before validation so a refused call learns nothing
 * and changes nothing. It applies to routes declaring `auth: 'admin'` and, so no route can forget
 * it, to every route under /api/administration/ and /api/admin/ but sign-in, status and logout.
 */
export async function registerAdminAuth(app: FastifyInstance, ctx: Ctx) {
  app.decorateRequest('admin', null);
  app.decorateRequest('operatorSession', undefined);
  app.decorate('adminRoutes', [] as string[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.auth === 'admin' || isGuardedAdminPath(route.url)) {
      for (const m of methods) if (m !== 'HEAD') app.adminRoutes.push(`${m} ${route.url}`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const path = request.url.split('?')[0]!;
    if (request.routeOptions.config.auth === 'admin' || isGuardedAdminPath(path)) await requireAdmin(ctx, request);
  });
}
