import { describe, expect, it } from 'vitest';
import { createSecretBox, SecretBoxError } from './secret-box';

const secret = 'an-app-secret-of-at-least-32-characters!';

describe('secret box', () => {
  it('round-trips, with a fresh IV every time', () => {
    const box = createSecretBox(secret, 'retailer-secrets');
    const a = box.seal('sk_live_123 ✓');
    const b = box.seal('sk_live_123 ✓');
    expect(a).not.toBe(b);
    expect(a).not.toContain('sk_live');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box.open(a)).toBe('sk_live_123 ✓');
    expect(box.open(box.seal(''))).toBe('');
  });

  it('refuses altered text, another purpose, another key and junk', () => {
    const box = createSecretBox(secret, 'retailer-secrets');
    const sealed = box.seal('token');
    const [v, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0]! ^= 1;
    expect(() => box.open([v, iv, flipped.toString('base64url'), tag].join('.'))).toThrow(SecretBoxError);
    expect(() => box.open([v, iv, body, Buffer.alloc(16).toString('base64url')].join('.'))).toThrow(SecretBoxError);
    expect(() => createSecretBox(secret, 'google-tokens').open(sealed)).toThrow(SecretBoxError);
    expect(() => createSecretBox(`${secret}x`, 'retailer-secrets').open(sealed)).toThrow(SecretBoxError);
    for (const junk of ['', 'v1', 'v2.a.b.c', 'token', 'v1..']) expect(() => box.open(junk)).toThrow(SecretBoxError);
  });
});
