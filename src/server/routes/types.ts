import type { FastifyRequest, FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Ctx } from '../context';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A feature's routes: registered with the shared context, nothing else. */
export type RouteModule = (app: App, ctx: Ctx) => void | Promise<void>;

/** Per-route limits for the endpoints people could abuse (guessing, SMS spending, AI cost). */
export const limit = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } });

/** A rate limit's key for routes with `auth: 'user'`: the signed-in user wherever they call from. */
export const perUser = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
/** The same limit, checked after the free tier's daily limit (a 402 comes before a 429: ADR 0041). */
export const limitAfterPremium = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000, hook: 'preHandler' as const } });
