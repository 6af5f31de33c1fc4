import { describe, expect, it } from 'vitest';
import { categoryFromText, cleanText, extractColors, mapCategory, mapGender, parseInStock, parsePriceCents, safeHttpUrl } from './normalize';
import { retailAdapterFor } from '.';

describe('catalog normalisation', () => {
  it('maps types, tags and names onto the five categories, the head noun winning', () => {
    expect(categoryFromText('Shirt Jacket')).toBe('jackets');
    expect(categoryFromText('Denim-Jacket')).toBe('jackets');
    expect(categoryFromText('Apparel > Shoes > Sneakers')).toBe('shoes');
    expect(categoryFromText('T-Shirts')).toBe('shirts');
    expect(categoryFromText('Home decor')).toBeNull();
    expect(mapCategory({ type: 'Outerwear', tags: ['shirts'] })).toBe('jackets');
    expect(mapCategory({ type: '', tags: ['sale', 'Belts'] })).toBe('accessories');
    expect(mapCategory({ name: 'Wool Socks' })).toBe('accessories');
    expect(mapCategory({ category: 'PANTS' })).toBe('pants');
  });

  it('reads gender from tags or type; both, unisex or none is unisex', () => {
    expect(mapGender(['mens', 'sale'])).toBe('men');
    expect(mapGender("Women's Coats")).toBe('women');
    expect(mapGender(['men', 'women'])).toBe('unisex');
    expect(mapGender(['Unisex', 'men'])).toBe('unisex');
    expect(mapGender(['menswear'], 'Shirts')).toBe('men');
    expect(mapGender(['sale'])).toBe('unisex');
  });

  it('parses prices to cents and refuses negative, absurd and non-prices', () => {
    expect(parsePriceCents('49.99')).toBe(4999);
    expect(parsePriceCents(49.995)).toBe(5000);
    expect(parsePriceCents('$1,299.00')).toBe(129900);
    expect(parsePriceCents('12.50 EUR')).toBe(1250);
    expect(parsePriceCents('12,50')).toBe(1250);
    expect(parsePriceCents('0')).toBe(0);
    for (const bad of ['-1', -0.01, 'NaN', 'Infinity', Infinity, '1e9', '12,5,', true, null, {}, '99999999999']) expect(parsePriceCents(bad)).toBeNull();
  });

  it('keeps only absolute http(s) addresses', () => {
    expect(safeHttpUrl('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(safeHttpUrl('//cdn.example/i.jpg')).toBe('https://cdn.example/i.jpg');
    expect(safeHttpUrl('/p/1', 'https://shop.example/base')).toBe('https://shop.example/p/1');
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      'https://u:p@a.example/',
      'ftp://a.example/',
      42,
      'x'.repeat(3000),
    ])
      expect(safeHttpUrl(bad)).toBeNull();
    expect(safeHttpUrl('javascript:alert(1)', 'https://shop.example')).toBeNull();
  });

  it('strips markup and control characters and bounds text', () => {
    expect(cleanText('<p>Hi <b>there</b></p><script>alert(1)</script>&amp; more\u0000', 100)).toBe('Hi there & more');
    expect(cleanText('x'.repeat(50), 10)).toBe('x'.repeat(10));
    expect(cleanText({ toString: () => 'obj' }, 10)).toBe('');
  });

  it('finds colour names, compound ones first', () => {
    expect(extractColors(['Light Blue / M', 'White'], 'Navy tee')).toEqual(['light blue', 'white', 'navy']);
    expect(extractColors('Grey Marl')).toEqual(['gray']);
  });

  it('reads stock words, unknown meaning in stock', () => {
    expect([parseInStock('out_of_stock'), parseInStock('Sold Out'), parseInStock(0), parseInStock(false)]).toEqual([false, false, false, false]);
    expect([parseInStock('in stock'), parseInStock(undefined), parseInStock(3), parseInStock('preorder')]).toEqual([true, true, true, true]);
  });

  it('chooses the adapter by the retailer key', () => {
    expect(retailAdapterFor('shopify')?.platform).toBe('shopify');
    expect(retailAdapterFor('Shopify-Harbor')?.platform).toBe('shopify');
    expect(retailAdapterFor('feed-json')?.platform).toBe('feed-json');
    expect(retailAdapterFor('feed-csv-daily')?.platform).toBe('feed-csv');
    expect(retailAdapterFor('demo')?.platform).toBe('demo');
    expect(retailAdapterFor('demo-2')).toBeNull();
    expect(retailAdapterFor('amazon')).toBeNull();
    expect(retailAdapterFor('shopifyx')).toBeNull();
  });
});
