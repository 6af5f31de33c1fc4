import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('locks a username after 5 failures within the window and unlocks after it', () => {
    const t = new LoginThrottle(5, 1000);
    for (let i = 0; i < 4; i++) t.fail('a', i);
    expect(t.isLocked('a', 10)).toBe(false);
    t.fail('a', 11);
    expect(t.isLocked('a', 12)).toBe(true);
    expect(t.isLocked('b', 12)).toBe(false);
    expect(t.isLocked('a', 1001)).toBe(false);
  });
  it('forgets failures after a success', () => {
    const t = new LoginThrottle(2, 1000);
    t.fail('a', 0);
    t.succeed('a');
    t.fail('a', 1);
    expect(t.isLocked('a', 2)).toBe(false);
  });
});
