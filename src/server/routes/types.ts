import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Ctx } from '../context';

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A feature's routes: registered with the shared context, nothing else. */
export type RouteModule = (app: App, ctx: Ctx) => void | Promise<void>;

/**
 * Per-route limits for the endpoints people could abuse (guessing, SMS spending, AI cost), counted
 * across every process (plugins/rate-limit): per user on signed-in routes, per address elsewhere.
 */
export const limit = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000 } });
/** The same limit, checked after the free tier's daily limit (a 402 comes before a 429: ADR 0041). */
export const limitAfterPremium = (max: number, minutes: number) => ({ rateLimit: { max, timeWindow: minutes * 60_000, hook: 'preHandler' as const } });
