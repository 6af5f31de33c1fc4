import type { Ctx } from '../../context';

/**
 * What became of one text handed to the provider (ADR 0105). 'unknown': the provider may have it
 * (it timed out, the connection broke, it answered 5xx after the request went out) and its message
 * list did not show it: never sent again, since a missed text is better than a second one.
 */
export type Delivery =
  | { status: 'sent'; providerMessageId: string; /** Found in the provider's list after an unknown outcome. */ reconciled: boolean }
  | { status: 'failed'; error: string; code?: number }
  | { status: 'unknown'; error: string };

/** Looks at the provider's list now, then once more a little later (a message may take a moment to be listed). */
const LOOKUP_WAITS_MS = [0, 1_000];

/**
 * Sends once and never blindly again: an uncertain failure is reconciled through the provider's
 * message list (to, from, exact body, created since the attempt), else recorded as unknown.
 * The attempt time is the wall clock, not `ctx.now`: it is compared with the provider's clock.
 */
export async function deliverText(ctx: Pick<Ctx, 'sms' | 'log'>, message: { to: string; body: string }): Promise<Delivery> {
  const since = new Date();
  const result = await ctx.sms.send(message);
  if (result.ok) return { status: 'sent', providerMessageId: result.providerMessageId, reconciled: false };
  if (!result.uncertain) return { status: 'failed', error: result.error, ...(result.code !== undefined ? { code: result.code } : {}) };
  if (ctx.sms.findSent) {
    for (const wait of LOOKUP_WAITS_MS) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
      const found = await ctx.sms.findSent({ ...message, since });
      if ('found' in found && found.found) {
        ctx.log.info({ provider: ctx.sms.name, error: result.error }, 'text with an unknown outcome found at the provider');
        return { status: 'sent', providerMessageId: found.providerMessageId, reconciled: true };
      }
      if ('error' in found) ctx.log.warn({ provider: ctx.sms.name, error: found.error }, 'provider message lookup failed');
    }
  }
  ctx.log.warn({ provider: ctx.sms.name, error: result.error }, 'text outcome unknown: recorded as unknown, not sent again');
  return { status: 'unknown', error: result.error };
}
