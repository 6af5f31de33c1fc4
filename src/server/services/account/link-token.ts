import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The tokens in mailed and texted links: `<row id>.<nonce>.<signature>`. The signature (HMAC with
 * APP_SECRET, bound to the link's purpose) refuses a forged or altered token before the database
 * is asked; the row holds only the nonce's hash, so a database leak yields no working link.
 */
const sign = (secret: string, purpose: string, body: string) => createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');

export const newNonce = () => randomBytes(24).toString('base64url');
export const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

export function signedToken(secret: string, purpose: string, id: number, nonce: string): string {
  const body = `${id}.${nonce}`;
  return `${body}.${sign(secret, purpose, body)}`;
}

export function readSignedToken(secret: string, purpose: string, token: string): { id: number; nonce: string } | null {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!m) return null;
  const expected = Buffer.from(sign(secret, purpose, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { id: Number(m[1]), nonce: m[2]! };
}

/** Whether a stored nonce hash is this nonce's, in constant time; false for a row without one. */
export function nonceMatches(stored: string | null, nonce: string): boolean {
  const given = Buffer.from(nonceHash(nonce));
  if (!stored) return false;
  const expected = Buffer.from(stored);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
