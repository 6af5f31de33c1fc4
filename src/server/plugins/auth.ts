import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import type { Ctx } from '../context';
import { AppError } from '../errors';
import { createSession, deleteSession, SESSION_COOKIE, userForToken } from '../services/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, loaded once per /api request from the session cookie. */
    user: UserRow | null;
  }
}

export async function registerAuth(app: FastifyInstance, ctx: Ctx) {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.user = await userForToken(ctx, token);
  });
}

export function cookieOptions(ctx: Pick<Ctx, 'config'>, expires: Date) {
  const secure = ctx.config.env === 'production' || (ctx.config.publicUrl?.startsWith('https://') ?? false);
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure, expires };
}

/** Signs the user in: any session the browser already had is replaced (rotation). */
export async function startSession(ctx: Ctx, request: FastifyRequest, reply: FastifyReply, userId: number) {
  const old = request.cookies[SESSION_COOKIE];
  if (old) await deleteSession(ctx, old);
  const { token, expiresAt } = await createSession(ctx, userId);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(ctx, expiresAt));
}

export async function endSession(ctx: Ctx, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(ctx, token);
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
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
