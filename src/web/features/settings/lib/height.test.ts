import { describe, expect, it } from 'vitest';
import { joinHeight, splitHeight } from './height';

describe('height in feet and inches', () => {
  it('splits and joins whole inches', () => {
    expect(splitHeight(66)).toEqual({ feet: '5', inches: '6' });
    expect(splitHeight(72)).toEqual({ feet: '6', inches: '0' });
    expect(splitHeight(null)).toEqual({ feet: '', inches: '' });
    expect(joinHeight('5', '6')).toBe(66);
    expect(joinHeight('6', '')).toBe(72);
    expect(joinHeight(' ', '')).toBeNull();
  });
  it('says undefined for what is not a height', () => {
    for (const [f, i] of [
      ['five', '6'],
      ['5', '12'],
      ['-5', '0'],
      ['5', '6.5'],
    ] as const)
      expect(joinHeight(f, i), `${f} ${i}`).toBeUndefined();
  });
});
