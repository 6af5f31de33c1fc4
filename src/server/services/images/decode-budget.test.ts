import { describe, expect, it } from 'vitest';
import { judgeHeader, MAX_INPUT_PIXELS } from './decode-budget';

const header = (width: number, height: number, format = 'webp') => ({ width, height, format, orientation: 1 });

describe('judgeHeader', () => {
  it('refuses more than 24 megapixels whatever the format or size', () => {
    expect(MAX_INPUT_PIXELS).toBe(24_000_000);
    expect(judgeHeader(header(6000, 4001, 'jpeg'), 5_000_000)).toBe('too_many_pixels');
    expect(judgeHeader(header(6000, 4000, 'jpeg'), 5_000_000)).toBeNull();
  });
  it('refuses a flat-colour format with far more pixels than bytes, above a megapixel', () => {
    // The probe's file: 1.5 KB of WebP for 6300 × 6300 (refused for its pixels too), and one under the cap.
    expect(judgeHeader(header(4800, 4800), 1500)).toBe('too_sparse');
    expect(judgeHeader(header(4000, 3000, 'png'), 11_000)).toBe('too_sparse');
    expect(judgeHeader(header(4000, 3000, 'png'), 12_000)).toBeNull();
    // A phone photo, a small flat swatch, and a JPEG (judged by pixels only).
    expect(judgeHeader(header(4032, 3024), 2_500_000)).toBeNull();
    expect(judgeHeader(header(1000, 1000, 'png'), 300)).toBeNull();
    expect(judgeHeader(header(4000, 3000, 'jpeg'), 5_000)).toBeNull();
  });
});
