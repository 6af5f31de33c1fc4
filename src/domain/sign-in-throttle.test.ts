import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSignIn, SIGN_IN_POLICY, signInDelayMs } from './sign-in-throttle';

const P = SIGN_IN_POLICY;

describe('signInDelayMs', () => {
  it('is free for the first 5 failures, then 1 s, 2 s, 4 s... capped at 15 minutes', () => {
    expect([0, 1, 4].map((n) => signInDelayMs(n))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => signInDelayMs(n))).toEqual([1000, 2000, 4000, 8000]);
    expect(signInDelayMs(14)).toBe(1000 * 2 ** 9);
    expect(signInDelayMs(15)).toBe(15 * 60_000);
    expect(signInDelayMs(1e9)).toBe(15 * 60_000);
  });

  it('never shrinks as failures grow', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (n) => signInDelayMs(n + 1) >= signInDelayMs(n)));
  });
});

describe('decideSignIn', () => {
  const now = 1_000_000_000;
  it('lets a fresh address try', () => {
    expect(decideSignIn({ pair: null, usernameFailures: 0, now })).toEqual({ allowed: true });
  });

  it('slows an address after its free failures and lets it try again once the delay has passed', () => {
    const pair = { failures: 7, lastFailureAt: now - 1000 };
    expect(decideSignIn({ pair, usernameFailures: 7, now })).toEqual({ allowed: false, retryAfterMs: 3000 });
    expect(decideSignIn({ pair, usernameFailures: 7, now: now + 3000 })).toEqual({ allowed: true });
  });

  it('forgets an address that stopped failing an hour ago', () => {
    expect(decideSignIn({ pair: { failures: 30, lastFailureAt: now - P.forgetAfterMs }, usernameFailures: 0, now })).toEqual({ allowed: true });
  });

  it('past the per-username ceiling refuses addresses that have failed, never one that has not (the owner)', () => {
    const guesser = decideSignIn({ pair: { failures: 1, lastFailureAt: now - 10 }, usernameFailures: P.usernameCeiling, now });
    expect(guesser.allowed).toBe(false);
    expect(decideSignIn({ pair: null, usernameFailures: 10 * P.usernameCeiling, now })).toEqual({ allowed: true });
    expect(decideSignIn({ pair: { failures: 0, lastFailureAt: now }, usernameFailures: 10 * P.usernameCeiling, now })).toEqual({ allowed: true });
  });

  it('never refuses an address without failures, whatever others did', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (usernameFailures, t) => decideSignIn({ pair: null, usernameFailures, now: t }).allowed === true,
      ),
    );
  });

  it('past the per-address ceiling refuses that address for every username until its failures age out (spraying)', () => {
    const sprayer = { failures: P.addressCeiling, oldestFailureAt: now - 10 * 60_000 };
    expect(decideSignIn({ pair: null, usernameFailures: 0, address: sprayer, now })).toEqual({ allowed: false, retryAfterMs: P.addressWindowMs - 10 * 60_000 });
    expect(decideSignIn({ pair: null, usernameFailures: 0, address: { ...sprayer, failures: P.addressCeiling - 1 }, now })).toEqual({ allowed: true });
    expect(
      decideSignIn({ pair: null, usernameFailures: 0, address: { failures: 10 * P.addressCeiling, oldestFailureAt: now - P.addressWindowMs }, now }),
    ).toEqual({
      allowed: false,
      retryAfterMs: 1000,
    });
  });
});
