import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../../tests/helpers/test-app';
import { maskSecret, nextSealed, retailerBox, retailerSecrets } from './secrets';

const ctx = { config: testConfig() };

describe('retailer secrets', () => {
  it('masks with the last 4 characters only when the secret is long enough to spare them', () => {
    expect(maskSecret('sk_live_abcdefgh1234')).toBe('••••1234');
    expect(maskSecret('short-123')).toBe('••••');
  });

  it('keeps on omitted, empty or masked input, clears on null and replaces on a new value', () => {
    const stored = retailerBox(ctx).seal('old-secret-value-9999');
    expect(nextSealed(ctx, undefined, stored)).toBe(stored);
    expect(nextSealed(ctx, '   ', stored)).toBe(stored);
    expect(nextSealed(ctx, '••••9999', stored)).toBe(stored);
    expect(nextSealed(ctx, null, stored)).toBeNull();
    const replaced = nextSealed(ctx, ' new-secret ', stored)!;
    expect(replaced).not.toContain('new-secret');
    expect(retailerBox(ctx).open(replaced)).toBe('new-secret');
  });
});

describe('retailerSecrets', () => {
  it('opens what was sealed, for the catalog adapters', () => {
    const box = retailerBox(ctx);
    expect(retailerSecrets(ctx, { apiKeySealed: box.seal('k-1'), apiSecretSealed: null, authTokenSealed: box.seal('t-3') })).toEqual({
      apiKey: 'k-1',
      apiSecret: null,
      authToken: 't-3',
    });
  });
});
