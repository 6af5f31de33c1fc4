import type { UserRow } from '../../../db/schema';

/** Tells the other processes to evict: PostgreSQL NOTIFY in a fleet, nothing on the embedded database. */
export type EvictionBroadcast = (message: string) => Promise<void>;

/**
 * A very short-lived, in-process memo of session token → user. Every signed-in request needs the
 * user; without this each one pays a database round trip. Whatever signs a session out or changes
 * a user evicts here, and the eviction is broadcast so that every other process on the same
 * PostgreSQL evicts within milliseconds (ADR 0070). While the broadcast's listener is down, a
 * process cannot know what others evicted, so it memoises nothing (`trust(false)`).
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; until: number }>();
  /** Bumped by every eviction: a lookup that began before one must not store what it read. */
  private epoch = 0;
  private trusted = true;
  private broadcast: EvictionBroadcast | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Read before the database lookup and passed to `set`, so an eviction in between wins. */
  get generation(): number {
    return this.epoch;
  }

  get(tokenHash: string, now: number): UserRow | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.user;
  }

  set(tokenHash: string, user: UserRow, now: number, generation = this.epoch): void {
    if (this.ttlMs <= 0 || !this.trusted || generation !== this.epoch) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, until: now + this.ttlMs });
  }

  /** Evictions from now on also reach the other processes through `broadcast`. */
  shareWith(broadcast: EvictionBroadcast): void {
    this.broadcast = broadcast;
  }

  /** false: evictions elsewhere may be missed (the listener is down), so nothing is memoised. */
  trust(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }

  /** Call after the change is written: another process must not re-read the old row. */
  async evictToken(tokenHash: string): Promise<void> {
    this.evictTokenHere(tokenHash);
    await this.broadcast?.(`t:${tokenHash}`);
  }

  async evictUser(userId: number): Promise<void> {
    this.evictUserHere(userId);
    await this.broadcast?.(`u:${userId}`);
  }

  /** An eviction another process broadcast (or this one, heard back). */
  receive(message: string): void {
    if (message.startsWith('t:')) this.evictTokenHere(message.slice(2));
    else if (message.startsWith('u:') && /^\d+$/.test(message.slice(2))) this.evictUserHere(Number(message.slice(2)));
    else this.clear();
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
  }

  private evictTokenHere(tokenHash: string): void {
    this.epoch++;
    this.entries.delete(tokenHash);
  }

  private evictUserHere(userId: number): void {
    this.epoch++;
    for (const [key, e] of this.entries) if (e.user.id === userId) this.entries.delete(key);
  }
}
