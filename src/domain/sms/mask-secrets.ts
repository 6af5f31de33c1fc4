/** What a masked secret reads as: one dot per character, so the message keeps its shape. */
export const MASK_CHAR = '•';

/**
 * The text as it may be stored and shown: every occurrence of each secret (a reset or
 * verification code) replaced by dots of the same length. Only the provider ever carries the
 * live text; the copy we keep says what was sent without saying the code.
 */
export function maskSecrets(body: string, secrets: readonly string[]): string {
  let masked = body;
  for (const secret of secrets) {
    if (secret.length === 0) continue;
    masked = masked.replaceAll(secret, MASK_CHAR.repeat(secret.length));
  }
  return masked;
}
