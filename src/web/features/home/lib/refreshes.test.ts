import { describe, expect, it } from 'vitest';
import { refreshesLeftLabel } from './refreshes';

describe('refreshesLeftLabel', () => {
  it('counts what the free plan has left, and says nothing when unlimited or unknown', () => {
    expect(refreshesLeftLabel(2)).toBe('2 refreshes left today');
    expect(refreshesLeftLabel(1)).toBe('1 refresh left today');
    expect(refreshesLeftLabel(0)).toBe('No refreshes left today');
    expect(refreshesLeftLabel(null)).toBeNull();
    expect(refreshesLeftLabel(undefined)).toBeNull();
  });
});
