import { describe, expect, it } from 'vitest';
import { responsiveImage, variantFileName, variantPlan } from './responsive-image';

describe('variantPlan', () => {
  it('cuts each format at the requested widths no wider than the drawing, plus the drawing itself, narrowest first, aspect kept', () => {
    const plan = variantPlan({ width: 800, height: 1000 }, [640, 320, 1200, 480]);
    expect(plan.map((v) => `${v.format}:${v.width}x${v.height}`)).toEqual([
      'avif:320x400',
      'avif:480x600',
      'avif:640x800',
      'avif:800x1000',
      'webp:320x400',
      'webp:480x600',
      'webp:640x800',
      'webp:800x1000',
    ]);
  });

  it('ignores repeated, fractional and non-positive widths and rounds heights', () => {
    const plan = variantPlan({ width: 1200, height: 900 }, [400, 400, 0, -3, 250.5, 333], ['webp']);
    expect(plan.map((v) => [v.width, v.height])).toEqual([
      [333, 250],
      [400, 300],
      [1200, 900],
    ]);
  });

  it('refuses a picture without a size', () => {
    expect(() => variantPlan({ width: 0, height: 10 }, [100])).toThrow(/positive size/);
  });
});

describe('variantFileName and responsiveImage', () => {
  it('names files under /assets with a short hash, and builds one srcset per format with the widest webp as fallback', () => {
    const base = { width: 800, height: 1000 };
    const files = variantPlan(base, [400]).map((variant) => ({
      variant,
      fileName: variantFileName('outfit', variant, `hash${variant.width}${variant.format}0123456789`),
    }));
    expect(files[0]!.fileName).toBe('assets/landing-outfit-400.hash400avi.avif');
    expect(responsiveImage(base, files)).toEqual({
      width: 800,
      height: 1000,
      src: '/assets/landing-outfit-800.hash800web.webp',
      sources: [
        { type: 'image/avif', srcSet: '/assets/landing-outfit-400.hash400avi.avif 400w, /assets/landing-outfit-800.hash800avi.avif 800w' },
        { type: 'image/webp', srcSet: '/assets/landing-outfit-400.hash400web.webp 400w, /assets/landing-outfit-800.hash800web.webp 800w' },
      ],
    });
  });

  it('refuses a name that is not a plain file name, and a picture with no files', () => {
    expect(() => variantFileName('../x', { width: 1, height: 1, format: 'webp' }, 'abc')).toThrow();
    expect(() => responsiveImage({ width: 1, height: 1 }, [])).toThrow(/no files/);
  });
});
