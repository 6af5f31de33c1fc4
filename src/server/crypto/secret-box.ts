import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts secrets kept in the database (retailer API keys, calendar tokens). */
export interface SecretBox {
  seal(plaintext: string): string;
  /** Throws `SecretBoxError` when the text was altered, sealed for another purpose or with another key. */
  open(sealed: string): string;
}

export class SecretBoxError extends Error {}

const VERSION = 'v1';

/**
 * AES-256-GCM with a key derived from APP_SECRET by HKDF for one purpose ("retailer-secrets",
 * "google-tokens"...), so a value sealed for one use cannot be opened as another. The sealed
 * form is `v1.<iv>.<ciphertext>.<tag>` in base64url: versioned so the scheme can change later.
 */
export function createSecretBox(appSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'wearwise-secret-box', purpose, 32));
  const aad = Buffer.from(purpose);
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined) throw new SecretBoxError('Not a sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(aad);
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('The secret could not be opened (altered, or sealed with another key)');
      }
    },
  };
}
