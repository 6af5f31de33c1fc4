import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dateWithYear,
  describeTerms,
  discountedCents,
  PREMIUM_PRICE_CENTS,
  promoRefusal,
  refusalMessage,
  termsProblem,
  type PromoTerms,
} from './promo-offer';

const terms = (t: Partial<PromoTerms>): PromoTerms => ({ kind: 'lifetime', percentOff: null, durationMonths: null, freeMonths: null, ...t });
const now = new Date('2026-11-23T15:00:00Z');
const open = { isActive: true, expiresAt: null, maxRedemptions: null, redemptions: 0 };

describe('percent off', () => {
  it('takes the percentage off the price in cents, rounding half up to the cent and never below zero', () => {
    expect(PREMIUM_PRICE_CENTS).toBe(2999);
    expect(discountedCents(2999, 20)).toBe(2399); // 2399.2
    expect(discountedCents(2999, 50)).toBe(1500); // 1499.5 rounds up
    expect(discountedCents(2999, 33)).toBe(2009); // 2009.33
    expect(discountedCents(2999, 100)).toBe(0);
    expect(discountedCents(2999, 0)).toBe(2999);
    expect(discountedCents(2999, 150)).toBe(0);
  });

  it('says what a code gives in one sentence', () => {
    expect(describeTerms(terms({ kind: 'percent_off', percentOff: 20 }), 2999)).toBe('20% off: $23.99/month');
    expect(describeTerms(terms({ kind: 'percent_off', percentOff: 25, durationMonths: 3 }), 2999)).toBe('25% off for 3 months: $22.49/month');
    expect(describeTerms(terms({ kind: 'free_months', freeMonths: 1 }), 2999)).toBe('1 month free, then $29.99/month');
    expect(describeTerms(terms({ kind: 'free_months', freeMonths: 3 }), 2999)).toBe('3 months free, then $29.99/month');
    expect(describeTerms(terms({}), 2999)).toBe('Lifetime free access');
  });
});

describe('free months', () => {
  it('counts calendar months, clamped to the end of a shorter month, across years', () => {
    expect(addMonths(new Date('2026-11-23T15:00:00Z'), 3).toISOString()).toBe('2027-02-23T15:00:00.000Z');
    expect(addMonths(new Date('2027-01-31T10:00:00Z'), 1).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-12-15T00:00:00Z'), 12).toISOString()).toBe('2027-12-15T00:00:00.000Z');
  });
});

describe('expiry and limits', () => {
  it('refuses an inactive, expired or used-up code, expiry first; accepts up to the last instant and the last use', () => {
    expect(promoRefusal(open, now)).toBeNull();
    expect(promoRefusal({ ...open, isActive: false }, now)).toBe('inactive');
    expect(promoRefusal({ ...open, expiresAt: now }, now)).toBe('expired');
    expect(promoRefusal({ ...open, expiresAt: new Date(now.getTime() + 1) }, now)).toBeNull();
    expect(promoRefusal({ ...open, maxRedemptions: 2, redemptions: 1 }, now)).toBeNull();
    expect(promoRefusal({ ...open, maxRedemptions: 2, redemptions: 2 }, now)).toBe('used_up');
    expect(promoRefusal({ ...open, maxRedemptions: 1, redemptions: 1, expiresAt: now }, now)).toBe('expired');
  });

  it('names the expiry date with its year', () => {
    expect(dateWithYear(new Date('2026-12-31T23:59:59Z'))).toBe('December 31, 2026');
    expect(refusalMessage('expired', new Date('2026-11-24T12:00:00Z'))).toBe('This promo code expired on November 24, 2026.');
    expect(refusalMessage('used_up', null)).toMatch(/used as many times/);
  });
});

describe('terms of each kind', () => {
  it('each kind carries its own numbers and no other', () => {
    expect(termsProblem(terms({}))).toBeNull();
    expect(termsProblem(terms({ percentOff: 10 }))?.field).toBe('percentOff');
    expect(termsProblem(terms({ kind: 'percent_off' }))?.field).toBe('percentOff');
    expect(termsProblem(terms({ kind: 'percent_off', percentOff: 10, durationMonths: 2 }))).toBeNull();
    expect(termsProblem(terms({ kind: 'percent_off', percentOff: 10, freeMonths: 2 }))?.field).toBe('freeMonths');
    expect(termsProblem(terms({ kind: 'free_months' }))?.field).toBe('freeMonths');
    expect(termsProblem(terms({ kind: 'free_months', freeMonths: 2, percentOff: 5 }))?.field).toBe('percentOff');
    expect(termsProblem(terms({ kind: 'free_months', freeMonths: 2 }))).toBeNull();
  });
});
