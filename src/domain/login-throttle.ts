/**
 * Failed sign-ins per username, in memory: 5 failures within 15 minutes lock that username
 * for the rest of the window. Per-IP limits sit in front of this (rate-limit plugin). Kept
 * in memory because a lock that survives a restart buys little; several web processes each
 * keep their own count, which still bounds guessing to a handful per process per window.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; windowStart: number }>();
  constructor(
    private readonly maxFailures = 5,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly maxEntries = 10_000,
  ) {}

  isLocked(username: string, now: number): boolean {
    const f = this.failures.get(username);
    if (!f) return false;
    if (now - f.windowStart > this.windowMs) {
      this.failures.delete(username);
      return false;
    }
    return f.count >= this.maxFailures;
  }

  fail(username: string, now: number): void {
    const f = this.failures.get(username);
    if (!f || now - f.windowStart > this.windowMs) {
      if (this.failures.size >= this.maxEntries) this.failures.delete(this.failures.keys().next().value!);
      this.failures.set(username, { count: 1, windowStart: now });
    } else {
      f.count++;
    }
  }

  succeed(username: string): void {
    this.failures.delete(username);
  }
}
