import { createHash } from 'node:crypto';
import { checkOutboundUrl, OutboundRefused } from '../../../adapters/outbound';
import type { Ctx } from '../../context';
import { badRequest } from '../../errors';

/**
 * The address as it will be fetched: webcal:// (what Apple and Google hand out) is https.
 * Decided before any fetch wherever the address alone decides: the scheme, http to a host not
 * in OUTBOUND_ALLOW_HOSTS, a literal private address, localhost. DNS answers and redirects are
 * checked by the guarded fetch itself.
 */
export function feedAddress(ctx: Pick<Ctx, 'config'>, raw: string): { url: URL; hash: string } {
  const trimmed = raw.trim();
  const rewritten = trimmed.replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(rewritten);
  } catch {
    throw badRequest('That is not a calendar address. Paste the full https:// or webcal:// address of the feed.', 'url');
  }
  if (!['https:', 'http:'].includes(url.protocol)) throw badRequest('Calendar addresses start with https:// or webcal://.', 'url');
  try {
    checkOutboundUrl(url, ctx.config.outbound);
  } catch (error) {
    if (error instanceof OutboundRefused) throw badRequest(error.message, 'url');
    throw error;
  }
  url.hash = '';
  return { url, hash: createHash('sha256').update(url.toString()).digest('hex') };
}
