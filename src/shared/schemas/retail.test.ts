import { describe, expect, it } from 'vitest';
import { paramsFromRows, ZAffiliateInput, ZProductSourceInput, ZRetailerInput } from './retail';

describe('retail schemas', () => {
  it('keeps only parameter rows with both a key and a value after trimming', () => {
    expect(
      paramsFromRows([
        { key: ' sort ', value: ' newest ' },
        { key: 'limit', value: '   ' },
        { key: '  ', value: 'x' },
        { key: 'category', value: 'shirts' },
      ]),
    ).toEqual({ sort: 'newest', category: 'shirts' });
  });

  it.each([
    ['https://shop.example.com', true],
    ['http://shop.example.com/path?q=1', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['ftp://x.example.com', false],
    ['shop.example.com', false],
    ['https://', false],
  ])('accepts %s as a base URL: %s', (baseUrl, ok) => {
    expect(ZRetailerInput.safeParse({ key: 'ab', name: 'ab', baseUrl }).success).toBe(ok);
  });

  it('applies the spec defaults', () => {
    expect(ZRetailerInput.parse({ key: ' ab ', name: 'Shop', baseUrl: 'https://x.example.com', logoUrl: '' })).toMatchObject({
      key: 'ab',
      enabled: true,
      logoUrl: null,
    });
    expect(ZAffiliateInput.parse({ retailerId: '3', template: 'https://x/{productId}' })).toMatchObject({
      retailerId: 3,
      cookieDuration: 30,
      enabled: true,
      programId: null,
    });
    expect(ZProductSourceInput.parse({ retailerId: 1, name: 'New' })).toMatchObject({ type: 'collection', priority: 10, enabled: true, queryParams: {} });
  });

  it('bounds priority to 0..100 and cookieDuration to 0 or more', () => {
    expect(ZProductSourceInput.safeParse({ retailerId: 1, name: 'New', priority: 100 }).success).toBe(true);
    expect(ZProductSourceInput.safeParse({ retailerId: 1, name: 'New', priority: 101 }).error?.issues[0]?.message).toBe('Priority must be between 0 and 100');
    expect(ZAffiliateInput.safeParse({ retailerId: 1, template: 'abcde', cookieDuration: 0 }).success).toBe(true);
    expect(ZAffiliateInput.safeParse({ retailerId: 1, template: 'abcde', cookieDuration: 1.5 }).success).toBe(false);
  });
});
