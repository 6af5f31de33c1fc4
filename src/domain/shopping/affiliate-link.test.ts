import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildProductLink, fillTemplate, httpUrl, MAX_LINK_LENGTH, type AffiliateTemplate } from './affiliate-link';

const product = { externalId: '8123456789', productUrl: 'https://shop.example/products/navy-oxford' };
const config = (template: string, extra: Partial<AffiliateTemplate> = {}): AffiliateTemplate => ({
  template,
  trackingId: 'trk-1',
  subId: 'sub-2',
  partnerTag: 'wearwise-20',
  ...extra,
});

describe('fillTemplate', () => {
  it('fills every placeholder', () => {
    expect(
      fillTemplate('https://a.example/{productId}?t={trackingId}&s={subId}&tag={partnerTag}&u={productUrl}', {
        trackingId: 'T',
        subId: 'S',
        partnerTag: 'P',
        productId: 'ID',
        productUrl: 'https://x.example/p?a=1',
      }),
    ).toBe('https://a.example/ID?t=T&s=S&tag=P&u=https%3A%2F%2Fx.example%2Fp%3Fa%3D1');
  });
  it('reads placeholders case-insensitively and with spaces inside the braces', () => {
    expect(fillTemplate('x/{ ProductID }/{TRACKINGID}', { productId: '42', trackingId: 'abc' })).toBe('x/42/abc');
  });
  it('empties a placeholder whose value is missing and leaves unknown braces alone', () => {
    expect(fillTemplate('x?a={subId}&b={other}', { subId: null })).toBe('x?a=&b={other}');
  });
  it('encodes every character that could change the structure of a URL', () => {
    expect(fillTemplate('{trackingId}', { trackingId: 'a b/c?d#e&f=g@h:i%' })).toBe('a%20b%2Fc%3Fd%23e%26f%3Dg%40h%3Ai%25');
  });
  it('does not substitute inside a substituted value', () => {
    expect(fillTemplate('{trackingId}-{subId}', { trackingId: '{subId}', subId: 'S' })).toBe('%7BsubId%7D-S');
  });
});

describe('buildProductLink', () => {
  it('uses the affiliate template with every placeholder, the product id being the retailer’s own id', () => {
    const link = buildProductLink(product, config('https://aff.example/c/{trackingId}/{subId}?tag={partnerTag}&pid={productId}'));
    expect(link).toEqual({ url: 'https://aff.example/c/trk-1/sub-2?tag=wearwise-20&pid=8123456789', via: 'affiliate' });
  });
  it('wraps the plain URL for deep-link networks', () => {
    const link = buildProductLink(product, config('https://click.example/deeplink?id={trackingId}&murl={productUrl}'));
    expect(link.url).toBe('https://click.example/deeplink?id=trk-1&murl=https%3A%2F%2Fshop.example%2Fproducts%2Fnavy-oxford');
    expect(new URL(link.url!).searchParams.get('murl')).toBe(product.productUrl);
  });
  it('appends a template that starts with ? or & to the plain URL', () => {
    expect(buildProductLink(product, config('?ref={trackingId}')).url).toBe('https://shop.example/products/navy-oxford?ref=trk-1');
    expect(buildProductLink({ ...product, productUrl: 'https://shop.example/p?variant=3#top' }, config('&ref={trackingId}&x={subId}')).url).toBe(
      'https://shop.example/p?variant=3&ref=trk-1&x=sub-2#top',
    );
  });
  it('falls back to the plain product URL without a template', () => {
    expect(buildProductLink(product, null)).toEqual({ url: product.productUrl, via: 'plain' });
    expect(buildProductLink(product, config('   '))).toEqual({ url: product.productUrl, via: 'plain' });
  });
  it('falls back to the plain URL when the filled template is not http(s)', () => {
    for (const template of [
      'javascript:alert(document.cookie)//{productId}',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>{productId}',
      'ftp://files.example/{productId}',
      'vbscript:msgbox(1)',
      '//evil.example/{productId}',
      '/relative/{productId}',
      'not a url {productId}',
      'https://',
      'file:///etc/passwd',
    ]) {
      expect(buildProductLink(product, config(template)), template).toEqual({ url: product.productUrl, via: 'plain' });
    }
  });
  it('falls back when a value would make the host invalid', () => {
    const link = buildProductLink({ ...product, externalId: 'evil.example#' }, config('https://{productId}.shop.example/x'));
    expect(link).toEqual({ url: product.productUrl, via: 'plain' });
  });
  it('gives no link when neither the template nor the plain URL is http(s)', () => {
    expect(buildProductLink({ ...product, productUrl: 'javascript:alert(1)' }, null)).toEqual({ url: null, via: 'none' });
    expect(buildProductLink({ ...product, productUrl: 'javascript:alert(1)' }, config('?ref={trackingId}'))).toEqual({ url: null, via: 'none' });
    expect(buildProductLink({ ...product, productUrl: '' }, config('{productUrl}'))).toEqual({ url: null, via: 'none' });
  });
  it('keeps hostile values inside the path or query where the template put them', () => {
    const hostile = [
      '../../../admin',
      'x/../../@evil.example',
      '@evil.example',
      'a?redirect=https://evil.example',
      'a#https://evil.example',
      '//evil.example',
      'https://evil.example',
      '\\\\evil.example',
      'a\r\nLocation: https://evil.example',
      '%2F%2Fevil.example',
      'javascript:alert(1)',
      '<script>alert(1)</script>',
      '"\'><img src=x>',
      '\u0000\u202e',
      '🙂 unicode ü',
    ];
    for (const value of hostile) {
      const link = buildProductLink(
        { ...product, externalId: value },
        config('https://aff.example/p/{productId}?t={trackingId}&s={subId}&tag={partnerTag}', { trackingId: value, subId: value, partnerTag: value }),
      );
      expect(link.via, value).toBe('affiliate');
      const url = new URL(link.url!);
      expect(url.origin, value).toBe('https://aff.example');
      expect(url.username + url.password, value).toBe('');
      expect(url.hash, value).toBe('');
      expect(url.searchParams.get('t'), value).toBe(value);
      expect(url.searchParams.get('s'), value).toBe(value);
      expect(url.searchParams.get('tag'), value).toBe(value);
      expect(link.url, value).not.toMatch(/[\r\n\s<>"]/);
    }
  });
  it('never changes the origin for any value (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (productId, trackingId, subId, partnerTag) => {
        const link = buildProductLink(
          { ...product, externalId: productId },
          config('https://aff.example/p/{productId}?t={trackingId}&s={subId}&tag={partnerTag}', { trackingId, subId, partnerTag }),
        );
        expect(new URL(link.url!).origin).toBe('https://aff.example');
        expect(new URL(link.url!).searchParams.get('t')).toBe(trackingId);
      }),
    );
  });
  it('an appended template cannot add a fragment or change the origin', () => {
    const link = buildProductLink(product, config('?ref={trackingId}#https://evil.example', { trackingId: 'a#b' }));
    const url = new URL(link.url!);
    expect(url.origin).toBe('https://shop.example');
    expect(url.hash).toBe('');
    expect(url.searchParams.get('ref')).toBe('a#b#https://evil.example');
  });
  it('refuses links longer than the cap', () => {
    const long = 'x'.repeat(MAX_LINK_LENGTH);
    expect(buildProductLink(product, config('https://aff.example/?t={trackingId}', { trackingId: long }))).toEqual({ url: product.productUrl, via: 'plain' });
  });
});

describe('httpUrl', () => {
  it('accepts http and https only', () => {
    expect(httpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(httpUrl(' HTTP://A.example ')).toBe('http://a.example/');
    expect(httpUrl('mailto:a@b.example')).toBeNull();
    expect(httpUrl(null)).toBeNull();
    expect(httpUrl('')).toBeNull();
  });
});
