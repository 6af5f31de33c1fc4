import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { users, type UserRow } from '../../db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { operatorFromRequest } from './admin-auth';
import { pathStartsWith } from './route-path';
import { createSession, deleteSession, SESSION_COOKIE, userForToken } from '../services/auth/sessions';
import { SESSION_HINT_COOKIE } from '../../shared/session-hint';

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: readonly RouteAccess[];
  }
  interface FastifyRequest {
    /** The signed-in user, loaded once per /api request from the session cookie. */
    user: UserRow | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route. 'user': a signed-in user, refused with 401 before the body or
     * params are validated, so an anonymous caller learns nothing about the route's rules.
     * 'admin': an operator bearer token or an isAdmin session (plugins/admin-auth.ts): 401 without
     * credentials, 403 for a signed-in user who is not an admin, also before validation.
     * 'user-or-operator': a signed-in user, or the operator console's bearer token (its AI Testing
     * tab sends the users' own chat call and is answered for no real user).
     */
    auth?: 'user' | 'admin' | 'user-or-operator';
  }
}

/** A registered route and who may call it, as tests walk them (every 'user' route must answer 401 to a stranger). */
export interface RouteAccess {
  method: string;
  url: string;
  auth: 'user' | 'admin' | 'user-or-operator' | undefined;
}

export async function registerAuth(app: FastifyInstance, ctx: Ctx) {
  const routes: RouteAccess[] = [];
  app.decorate('routeAccess', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, auth: route.config?.auth });
  });
  await app.register(cookie);
  app.decorateRequest('user', null);
  // onRequest, not preHandler: the route's auth rule must be decided before parsing and validation run.
  app.addHook('onRequest', async (request, reply) => {
    const rule = request.routeOptions.config.auth;
    const needsUser = rule === 'user' || rule === 'user-or-operator';
    const token = request.cookies[SESSION_COOKIE];
    // Decided on the route the router matched (it decodes `/%61pi/...`), not the raw URL.
    if (!needsUser && !pathStartsWith(request, ['/api/'])) {
      // A session from before the hint existed: say so, and the app asks /api/user who it is.
      if (token && !request.cookies[SESSION_HINT_COOKIE]) reply.setCookie(SESSION_HINT_COOKIE, '1', hintOptions(ctx));
      return;
    }
    if (token) request.user = await userForToken(ctx, token);
    // An expired or revoked session: both cookies go, so the next visit does not ask again.
    if (token && !request.user) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
    }
    // Here, before the body is even parsed: a stranger's malformed JSON is a 401 like any other.
    if (rule === 'user') requireUser(request);
    if (rule === 'user-or-operator' && !request.user && !(await operatorFromRequest(ctx, request))) requireUser(request);
  });
}

export function cookieOptions(ctx: Pick<Ctx, 'config'>, expires: Date) {
  const secure = ctx.config.env === 'production' || (ctx.config.publicUrl?.startsWith('https://') ?? false);
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, expires };
}

/** The session hint: readable by the app's script, otherwise like the session cookie; without `expires` it lasts the browser session. */
function hintOptions(ctx: Pick<Ctx, 'config'>, expires?: Date) {
  const { httpOnly: _httpOnly, expires: _expires, ...rest } = cookieOptions(ctx, expires ?? new Date(0));
  return { ...rest, httpOnly: false, ...(expires ? { expires } : {}) };
}

/** Signs the user in: any session the browser already had is replaced (rotation). */
export async function startSession(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const old = request.cookies[SESSION_COOKIE];
  if (old) await deleteSession(ctx, old);
  const { token, expiresAt } = await createSession(ctx, userId, request.headers['user-agent'] ?? null);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx, expiresAt));
  reply.setCookie(SESSION_HINT_COOKIE, '1', hintOptions(ctx, expiresAt));
}

export async function endSession(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(ctx, token);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/**
 * A request failed while its session's user was deleted (on another process, or during the request:
 * a foreign key then fails): the session is over, so the answer is 401 and both cookies go, never
 * a 500 (issue 25.5). false when the user still exists, and the failure is a real one.
 */
export async function answerIfUserGone(ctx: Ctx, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const user = request.user;
  if (!user) return false;
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, user.id)).limit(1);
  if (row) return false;
  await ctx.sessionCache.evictUser(user.id);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
  return true;
}

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.user;
}

/** The id routes act only for the signed-in user; another user's id looks exactly like a missing one. */
export function requireOwner(request: FastifyRequest, id: number): UserRow {
  const user = requireUser(request);
  if (user.id !== id) throw new AppError('NOT_FOUND', 'User not found');
  return user;
}
