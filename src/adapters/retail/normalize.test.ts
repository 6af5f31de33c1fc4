import { describe, expect, it } from 'vitest';
import {
  categoryFromPath,
  categoryFromText,
  cleanText,
  currencyFromPrice,
  extractColors,
  mapCategory,
  mapGender,
  parseInStock,
  parsePriceCents,
  safeHttpUrl,
} from './normalize';
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

  it('has the categories the dress codes need: suits and tuxedos, dresses, skirts, bags (issue 26)', () => {
    expect(categoryFromText('Midnight Tuxedo')).toBe('suits');
    expect(categoryFromText('Tuxedo Jacket')).toBe('suits');
    expect(categoryFromText('Dinner Jacket')).toBe('suits');
    expect(categoryFromText('Two-Piece Wool Suit')).toBe('suits');
    expect(categoryFromText('Tuxedo Shirt')).toBe('shirts');
    expect(categoryFromText('Suit Trousers')).toBe('pants');
    expect(categoryFromText('Shirt Dress')).toBe('dresses');
    expect(categoryFromText('Poplin Dress Shirt')).toBe('shirts');
    expect(categoryFromText('Oxford Dress Shoes')).toBe('shoes');
    expect(categoryFromText('Evening Gown')).toBe('dresses');
    expect(categoryFromText('Pleated Midi Skirt')).toBe('skirts');
    expect(categoryFromText('Leather Tote')).toBe('bags');
    expect(categoryFromText('Canvas Backpack')).toBe('bags');
    expect(categoryFromText('Silk Bow Tie')).toBe('accessories');
    // Issue 41: the catalog has no swim category; swimwear is filed with the one-pieces (ADR 0110), never skipped.
    expect(categoryFromText('Swimsuit')).toBe('dresses');
    expect(categoryFromText('Mesh Swim Trunks')).toBe('pants');
  });

  it('reads taxonomy paths from the most specific segment, never a container root alone', () => {
    expect(categoryFromPath('Apparel & Accessories > Clothing > Suits > Tuxedos')).toBe('suits');
    expect(categoryFromPath('Apparel & Accessories > Clothing > Dresses')).toBe('dresses');
    expect(categoryFromPath('Apparel & Accessories > Handbags, Wallets & Cases > Handbags')).toBe('bags');
    expect(categoryFromPath('Apparel & Accessories > Clothing Accessories > Neckties')).toBe('accessories');
    expect(categoryFromPath('Apparel & Accessories > Clothing')).toBeNull();
    expect(categoryFromPath('Women / Skirts')).toBe('skirts');
    expect(categoryFromPath('166')).toBeNull();
    // A bare taxonomy id names nothing: the next category field decides.
    expect(mapCategory({ category: ['3032', 'Bags > Totes'] })).toBe('bags');
    expect(mapCategory({ category: ['Apparel & Accessories > Clothing'], type: 'Formalwear', name: 'Midnight Tuxedo' })).toBe('suits');
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

  it('reads prices in either decimal convention, with a currency code or sign (issue 26)', () => {
    const cases: [string, number, string | null][] = [
      ['1.299,00 EUR', 129_900, 'EUR'],
      ['12,50 €', 1250, 'EUR'],
      ['€12,50', 1250, 'EUR'],
      ['€ 89,90', 8990, 'EUR'],
      ['$1,299.00', 129_900, 'USD'],
      ['1299.00 USD', 129_900, 'USD'],
      ['USD 15.00', 1500, 'USD'],
      ['1 299,00 €', 129_900, 'EUR'],
      ['1\u00a0299,00 EUR', 129_900, 'EUR'],
      ["CHF 1'299.50", 129_950, 'CHF'],
      ['£45', 4500, 'GBP'],
      ['1.299 EUR', 129_900, 'EUR'],
      ['1,299', 129_900, null],
      ['12,5', 1250, null],
      ['0.99', 99, null],
      ['129 kr', 12_900, 'SEK'],
      ['C$ 89.00', 8900, 'CAD'],
      ['12.345,67 EUR', 1_234_567, 'EUR'],
    ];
    for (const [text, cents, currency] of cases) {
      expect(parsePriceCents(text), text).toBe(cents);
      expect(currencyFromPrice(text), text).toBe(currency);
    }
    for (const bad of ['12,5,0 EUR', '1.2.3', '1,23,4.00', 'sur demande', 'EUR', '€', '12.50.00', '-12,50 €', '1,299.00.00'])
      expect(parsePriceCents(bad), bad).toBeNull();
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

  it('reads Merchant values, stock counts and schema.org availability URLs (issue 26)', () => {
    const out = [
      'out_of_stock',
      'https://schema.org/OutOfStock',
      'http://schema.org/SoldOut',
      'schema:Discontinued',
      'https://schema.org/InStoreOnly',
      '0',
      'no',
    ];
    const in_ = [
      'in_stock',
      'preorder',
      'backorder',
      'https://schema.org/InStock',
      'http://schema.org/PreOrder',
      'https://schema.org/BackOrder',
      'schema:LimitedAvailability',
      'https://schema.org/OnlineOnly',
      '12',
      'Available',
    ];
    for (const v of out) expect(parseInStock(v), v).toBe(false);
    for (const v of in_) expect(parseInStock(v), v).toBe(true);
  });

  it('chooses the adapter by the retailer key', () => {
    expect(retailAdapterFor('shopify')?.platform).toBe('shopify');
    expect(retailAdapterFor('Shopify-Harbor')?.platform).toBe('shopify');
    expect(retailAdapterFor('feed-json')?.platform).toBe('feed-json');
    expect(retailAdapterFor('feed-csv-daily')?.platform).toBe('feed-csv');
    expect(retailAdapterFor('feed-xml')?.platform).toBe('feed-xml');
    expect(retailAdapterFor('Feed-XML-Maison')?.platform).toBe('feed-xml');
    expect(retailAdapterFor('demo')?.platform).toBe('demo');
    expect(retailAdapterFor('demo-2')).toBeNull();
    expect(retailAdapterFor('amazon')).toBeNull();
    expect(retailAdapterFor('shopifyx')).toBeNull();
  });
});
