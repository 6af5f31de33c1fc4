import type { UserRow } from '../../../db/schema';

/**
 * A very short-lived, in-process memo of session token → user. Every signed-in request
 * needs the user; without this each one pays a database round trip. Entries live 2 s,
 * and this process evicts them itself on logout, password reset and user updates, so
 * within one process nothing is ever stale. With several web processes another process
 * may serve a revoked session for at most the TTL (ADR 0004 weighs this).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; until: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now: number): UserRow | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.user;
  }

  set(tokenHash: string, user: UserRow, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, until: now + this.ttlMs });
  }

  evictToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  evictUser(userId: number): void {
    for (const [key, e] of this.entries) if (e.user.id === userId) this.entries.delete(key);
  }
}
