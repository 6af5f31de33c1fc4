import { describe, expect, it } from 'vitest';
import type { UserRow } from '../../../db/schema';
import { SessionCache } from './session-cache';

const user = (id: number) => ({ id }) as UserRow;

describe('SessionCache', () => {
  it('serves an entry until its TTL and not after', () => {
    const c = new SessionCache(1000);
    c.set('a', user(1), 0);
    expect(c.get('a', 999)?.id).toBe(1);
    expect(c.get('a', 1000)).toBeUndefined();
  });
  it('evicts by token and by user', () => {
    const c = new SessionCache(1000);
    c.set('a', user(1), 0);
    c.set('b', user(1), 0);
    c.set('c', user(2), 0);
    c.evictToken('c');
    expect(c.get('c', 1)).toBeUndefined();
    c.evictUser(1);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('b', 1)).toBeUndefined();
  });
  it('is disabled with a TTL of 0 and bounded in size', () => {
    expect(
      (() => {
        const c = new SessionCache(0);
        c.set('a', user(1), 0);
        return c.get('a', 0);
      })(),
    ).toBeUndefined();
    const c = new SessionCache(1000, 2);
    c.set('a', user(1), 0);
    c.set('b', user(2), 0);
    c.set('c', user(3), 0);
    expect(c.get('a', 1)).toBeUndefined();
    expect(c.get('c', 1)?.id).toBe(3);
  });
  it('does not store a lookup that began before an eviction (a sign-out racing a read)', () => {
    const c = new SessionCache(1000);
    const before = c.generation;
    c.receive('t:a');
    c.set('a', user(1), 0, before);
    expect(c.get('a', 1)).toBeUndefined();
    c.set('a', user(1), 0, c.generation);
    expect(c.get('a', 1)?.id).toBe(1);
  });
  it('evicts what other processes broadcast, and broadcasts its own evictions', async () => {
    const sent: string[] = [];
    const c = new SessionCache(1000);
    c.shareWith(async (m) => void sent.push(m));
    c.set('a', user(1), 0);
    c.set('b', user(2), 0);
    c.receive('u:1');
    expect(c.get('a', 1)).toBeUndefined();
    c.receive('t:b');
    expect(c.get('b', 1)).toBeUndefined();
    await c.evictUser(7);
    await c.evictToken('hash');
    expect(sent).toEqual(['u:7', 't:hash']);
    // A message it cannot read clears everything rather than keep a session it should not.
    c.set('c', user(3), 0);
    c.receive('garbled');
    expect(c.get('c', 1)).toBeUndefined();
  });
  it('stores nothing while it cannot hear evictions (its listener is down)', () => {
    const c = new SessionCache(1000);
    c.set('a', user(1), 0);
    c.trust(false);
    expect(c.get('a', 1)).toBeUndefined();
    c.set('a', user(1), 0);
    expect(c.get('a', 1)).toBeUndefined();
    c.trust(true);
    c.set('a', user(1), 0);
    expect(c.get('a', 1)?.id).toBe(1);
  });
});
