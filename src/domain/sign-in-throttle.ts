/**
 * How failed sign-ins are throttled (ADR 0011). Guesses are counted per (username, address):
 * a few are free, then each needs an exponentially longer wait. A much higher ceiling per
 * username, over all addresses, stops a spread-out guesser: past it, only addresses that have
 * not failed for that username may try. A ceiling per address, over all usernames, stops one
 * address spraying a common password over many names (one failure each). Nothing ever refuses
 * the owner's first, right password from an address that has not been guessing.
 */
export interface SignInPolicy {
  /** Failures per (username, address) before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further one. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A pair with no failure for this long starts again from zero. */
  forgetAfterMs: number;
  /** Failures for one username over all addresses within `ceilingWindowMs`. */
  usernameCeiling: number;
  ceilingWindowMs: number;
  /** Failures from one address over all usernames within `addressWindowMs` (password spraying). */
  addressCeiling: number;
  addressWindowMs: number;
}

export const SIGN_IN_POLICY: SignInPolicy = {
  freeFailures: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  usernameCeiling: 100,
  ceilingWindowMs: 15 * 60_000,
  // Above the route's 20 attempts per 15 minutes, so only a sustained spread of failures meets it;
  // a success deletes its own failures, so people behind one office address rarely add up.
  addressCeiling: 30,
  addressWindowMs: 60 * 60_000,
};

/** The wait required after the last failure, once a pair has failed `failures` times. */
export function signInDelayMs(failures: number, policy: SignInPolicy = SIGN_IN_POLICY): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  // 2^doublings overflows long before it matters: stop doubling once past the cap.
  if (doublings >= 40) return policy.maxDelayMs;
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

export interface PairState {
  failures: number;
  lastFailureAt: number;
}

export type SignInDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/** An address's recent failures over every username, and when the oldest of them was. */
export interface AddressState {
  failures: number;
  oldestFailureAt: number;
}

/**
 * May this address try this username now? `pair` is its own record (null if none),
 * `usernameFailures` the recent failures for the username from every address, and `address` the
 * address's recent failures for every username.
 */
export function decideSignIn(
  input: { pair: PairState | null; usernameFailures: number; address?: AddressState; now: number },
  policy: SignInPolicy = SIGN_IN_POLICY,
): SignInDecision {
  const { now } = input;
  if (input.address && input.address.failures >= policy.addressCeiling) {
    return { allowed: false, retryAfterMs: Math.max(1000, input.address.oldestFailureAt + policy.addressWindowMs - now) };
  }
  const pair = input.pair && now - input.pair.lastFailureAt < policy.forgetAfterMs ? input.pair : null;
  if (pair && pair.failures > 0 && input.usernameFailures >= policy.usernameCeiling) {
    return { allowed: false, retryAfterMs: Math.max(1000, pair.lastFailureAt + policy.ceilingWindowMs - now) };
  }
  if (!pair) return { allowed: true };
  const wait = pair.lastFailureAt + signInDelayMs(pair.failures, policy) - now;
  return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
}
