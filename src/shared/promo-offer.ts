import { PREMIUM_PRICE_USD } from './billing';

/**
 * Promo code kinds (issue 43.3, ADR 0117): what a code gives, whether it may be used now, and what
 * the person then pays. Pure: the services read the row and the clock, the adapters make it real.
 */
export const PROMO_KINDS = ['lifetime', 'percent_off', 'free_months'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/** The terms of a code, as stored. */
export interface PromoTerms {
  kind: PromoKind;
  /** percent_off: 1 to 100. */
  percentOff: number | null;
  /** percent_off: how many months the reduction lasts; null for as long as the subscription does. */
  durationMonths: number | null;
  /** free_months: how many months before the first charge. */
  freeMonths: number | null;
}

/** The parts of a code that decide whether it may be redeemed now. */
export interface PromoAvailability {
  isActive: boolean;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

export type PromoRefusal = 'inactive' | 'expired' | 'used_up';

/** Why a code cannot be redeemed at `now`, or null when it can. The order is the person's: an expired code says so before anything else. */
export function promoRefusal(p: PromoAvailability, now: Date): PromoRefusal | null {
  if (!p.isActive) return 'inactive';
  if (p.expiresAt && p.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (p.maxRedemptions !== null && p.redemptions >= p.maxRedemptions) return 'used_up';
  return null;
}

/** A date a person reads, always with its year ('November 24, 2026'), in UTC so server and tests agree. */
export function dateWithYear(at: Date): string {
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The clear message for a refusal; an expiry names its date with the year. */
export function refusalMessage(refusal: PromoRefusal, expiresAt: Date | null): string {
  switch (refusal) {
    case 'expired':
      return expiresAt ? `This promo code expired on ${dateWithYear(expiresAt)}.` : 'This promo code has expired.';
    case 'used_up':
      return 'This promo code has been used as many times as it allows.';
    case 'inactive':
      return 'Please check your promo code and try again.';
  }
}

/** The Premium price in cents (spec 9). */
export const PREMIUM_PRICE_CENTS = Math.round(PREMIUM_PRICE_USD * 100);

/** A price in cents after a percentage off, rounded to the cent (half up), never below zero. */
export function discountedCents(priceCents: number, percentOff: number): number {
  const pct = Math.min(100, Math.max(0, percentOff));
  return Math.max(0, Math.round((priceCents * (100 - pct)) / 100));
}

/** Cents as dollars, '$23.99'. */
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * `months` calendar months after `start` (UTC), clamped to the last day of a shorter month:
 * January 31 plus one month is February 28 (or 29), never March 3.
 */
export function addMonths(start: Date, months: number): Date {
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** Months, spelled for a person: '1 month', '3 months'. */
export const monthsText = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

/** What a code gives, in one sentence the subscribe page and the console show. */
export function describeTerms(t: PromoTerms, priceCents: number): string {
  switch (t.kind) {
    case 'lifetime':
      return 'Lifetime free access';
    case 'percent_off': {
      const pct = t.percentOff ?? 0;
      const price = `${dollars(discountedCents(priceCents, pct))}/month`;
      return t.durationMonths ? `${pct}% off for ${monthsText(t.durationMonths)}: ${price}` : `${pct}% off: ${price}`;
    }
    case 'free_months':
      return `${monthsText(t.freeMonths ?? 0)} free, then ${dollars(priceCents)}/month`;
  }
}

/** The terms' own check, shared by the admin schema and the database row: each kind carries its own numbers and no other's. */
export function termsProblem(t: PromoTerms): { field: 'percentOff' | 'durationMonths' | 'freeMonths'; message: string } | null {
  if (t.kind === 'percent_off') {
    if (t.percentOff === null) return { field: 'percentOff', message: 'Enter the percent off (1 to 100)' };
    if (t.freeMonths !== null) return { field: 'freeMonths', message: 'Free months belong to a free-months code' };
  } else if (t.kind === 'free_months') {
    if (t.freeMonths === null) return { field: 'freeMonths', message: 'Enter the number of free months (1 to 24)' };
    if (t.percentOff !== null || t.durationMonths !== null) return { field: 'percentOff', message: 'A percentage belongs to a percent-off code' };
  } else if (t.percentOff !== null || t.durationMonths !== null || t.freeMonths !== null) {
    return { field: 'percentOff', message: 'A lifetime code gives lifetime access: leave percent and months empty' };
  }
  return null;
}

/** A percentage's or months' identity, for keys that must change when the terms do. */
export const termsKey = (t: PromoTerms) => `${t.kind}:${t.percentOff ?? ''}:${t.durationMonths ?? ''}:${t.freeMonths ?? ''}`;
