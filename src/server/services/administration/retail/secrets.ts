import type { Ctx } from '../../../context';
import { createSecretBox, type SecretBox } from '../../../crypto/secret-box';
import { SECRET_MASK_PREFIX } from '../../../../shared/schemas/retail';

const boxes = new WeakMap<object, SecretBox>();
/** Retailer API keys, secrets and tokens are sealed for this one purpose. */
export function retailerBox(ctx: Pick<Ctx, 'config'>): SecretBox {
  let box = boxes.get(ctx.config);
  if (!box) boxes.set(ctx.config, (box = createSecretBox(ctx.config.appSecret, 'retailer-secrets')));
  return box;
}

/** '••••' and the last 4 characters; a short secret shows no characters at all. */
export function maskSecret(plain: string): string {
  return plain.length >= 12 ? SECRET_MASK_PREFIX + plain.slice(-4) : SECRET_MASK_PREFIX;
}

/** The mask of a sealed value; one that cannot be opened (APP_SECRET changed) still shows as set. */
export function maskSealed(ctx: Pick<Ctx, 'config' | 'log'>, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return maskSecret(retailerBox(ctx).open(sealed));
  } catch {
    ctx.log.warn('a retailer secret could not be opened; was APP_SECRET changed?');
    return SECRET_MASK_PREFIX;
  }
}

/**
 * The sealed value to store for a secret field: omitted, empty or the mask keeps the stored
 * one, null clears it, anything else replaces it.
 */
export function nextSealed(ctx: Pick<Ctx, 'config'>, incoming: string | null | undefined, stored: string | null): string | null {
  if (incoming === null) return null;
  if (incoming === undefined || incoming.trim() === '' || incoming.startsWith(SECRET_MASK_PREFIX)) return stored;
  return retailerBox(ctx).seal(incoming.trim());
}

/**
 * A retailer's credentials in clear, for the catalog adapters that call the retailer (shopping).
 * Never return these from a route or log them.
 */
export function retailerSecrets(
  ctx: Pick<Ctx, 'config'>,
  row: { apiKeySealed: string | null; apiSecretSealed: string | null; authTokenSealed: string | null },
): { apiKey: string | null; apiSecret: string | null; authToken: string | null } {
  const open = (sealed: string | null) => (sealed ? retailerBox(ctx).open(sealed) : null);
  return { apiKey: open(row.apiKeySealed), apiSecret: open(row.apiSecretSealed), authToken: open(row.authTokenSealed) };
}
