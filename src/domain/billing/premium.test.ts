import { describe, expect, it } from 'vitest';
import { blocksNewSubscription, isPremium, subscriptionNotice, type SubscriptionFacts } from './premium';

const now = new Date('2026-11-23T12:00:00Z');
const day = 86_400_000;
const base: SubscriptionFacts = { status: null, lifetime: false, trialEnd: null, pastDueSince: null, awaitingConfirmation: false, paymentIssue: null };
const fmt = (d: Date) => d.toISOString().slice(0, 10);

describe('isPremium', () => {
  it('is false with no subscription or an ended one', () => {
    expect(isPremium(null, now)).toBe(false);
    for (const status of ['canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused']) expect(isPremium({ ...base, status }, now)).toBe(false);
  });
  it('is true for active and lifetime', () => {
    expect(isPremium({ ...base, status: 'active' }, now)).toBe(true);
    expect(isPremium({ ...base, status: 'active', lifetime: true }, now)).toBe(true);
  });
  it('counts a confirmed trial until it ends', () => {
    const trial = { ...base, status: 'trialing', trialEnd: new Date(now.getTime() + day) };
    expect(isPremium(trial, now)).toBe(true);
    expect(isPremium({ ...trial, awaitingConfirmation: true }, now)).toBe(false);
    expect(isPremium(trial, new Date(now.getTime() + 2 * day))).toBe(false);
  });
  it('keeps past_due for 7 days from the first failure, not a moment more', () => {
    const pastDue = { ...base, status: 'past_due', pastDueSince: now };
    expect(isPremium(pastDue, new Date(now.getTime() + 7 * day))).toBe(true);
    expect(isPremium(pastDue, new Date(now.getTime() + 7 * day + 1))).toBe(false);
    expect(isPremium({ ...pastDue, pastDueSince: null }, now)).toBe(false);
  });
});

describe('blocksNewSubscription', () => {
  it('blocks trialing, active, past_due and lifetime; lets incomplete, canceled and an unconfirmed trial through', () => {
    expect(['trialing', 'active', 'past_due'].map((status) => blocksNewSubscription({ ...base, status }))).toEqual([true, true, true]);
    expect(blocksNewSubscription({ ...base, lifetime: true, status: 'active' })).toBe(true);
    expect(['incomplete', 'canceled', 'incomplete_expired', null].map((status) => blocksNewSubscription({ ...base, status }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(blocksNewSubscription({ ...base, status: 'trialing', awaitingConfirmation: true })).toBe(false);
  });
});

describe('subscriptionNotice', () => {
  it('warns within 3 days of the trial end only', () => {
    const trial = (days: number) => ({ ...base, status: 'trialing', trialEnd: new Date(now.getTime() + days * day) });
    expect(subscriptionNotice(trial(4), now, fmt)).toBeNull();
    expect(subscriptionNotice(trial(3), now, fmt)?.kind).toBe('trial_ending');
    expect(subscriptionNotice(trial(0.5), now, fmt)?.message).toContain('2026-11-24');
  });
  it('puts a failed payment first, with the grace end', () => {
    const s = { ...base, status: 'past_due', pastDueSince: now, paymentIssue: 'payment_failed' as const };
    expect(subscriptionNotice(s, now, fmt)).toEqual({ kind: 'payment_failed', message: expect.stringContaining('2026-11-30') });
  });
  it('says nothing for lifetime access or a healthy subscription', () => {
    expect(subscriptionNotice({ ...base, status: 'active', lifetime: true }, now, fmt)).toBeNull();
    expect(subscriptionNotice({ ...base, status: 'active' }, now, fmt)).toBeNull();
  });
});
