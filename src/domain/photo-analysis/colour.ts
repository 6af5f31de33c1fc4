/**
 * sRGB → CIELAB (D65) for pixel work, written out because it runs on tens of thousands of pixels
 * per photo, and the skin measures built on it: the individual typology angle (ITA°) that
 * dermatology uses to grade skin lightness, and the Lab hue angle that separates golden (warm)
 * from rosy (cool) skin.
 */

export interface Lab {
  L: number;
  a: number;
  b: number;
}

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => linear(i));
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);

export function rgbToLab(r: number, g: number, b: number): Lab {
  const R = LINEAR[r]!;
  const G = LINEAR[g]!;
  const B = LINEAR[b]!;
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047;
  const y = 0.2126729 * R + 0.7151522 * G + 0.072175 * B;
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883;
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** ITA° = atan((L* − 50) / b*): above 55 very light, below −30 dark (Chardon et al.). */
export function itaAngle(lab: Lab): number {
  return (Math.atan2(lab.L - 50, Math.max(lab.b, 0.5)) * 180) / Math.PI;
}

/** Lab hue angle in degrees: skin runs from about 35° (rosy) to 70° (golden). */
export function hueAngle(lab: Lab): number {
  const h = (Math.atan2(lab.b, lab.a) * 180) / Math.PI;
  return h < 0 ? h + 360 : h;
}

export const chroma = (lab: Lab) => Math.hypot(lab.a, lab.b);

/** Euclidean ΔE*ab: enough to tell hair from a plain background. */
export const deltaE = (p: Lab, q: Lab) => Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b);

/**
 * Skin by colour alone: the YCbCr box of Chai and Ngan (Cb 77–127, Cr 133–173), which holds for
 * light and dark skin alike, narrowed in Lab to reddish-yellow hues so wood and sand drop out.
 */
export function isSkinColour(r: number, g: number, b: number): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  if (y < 35 || cb < 77 || cb > 127 || cr < 133 || cr > 173) return false;
  const lab = rgbToLab(r, g, b);
  const h = hueAngle(lab);
  return lab.a > 4 && lab.b > 4 && h >= 20 && h <= 85 && chroma(lab) >= 8;
}

/** Component-wise median of Lab samples: robust to highlights, shadows and stray pixels. */
export function medianLab(samples: readonly Lab[]): Lab {
  const med = (values: number[]) => {
    values.sort((x, y) => x - y);
    const mid = values.length >> 1;
    return values.length % 2 ? values[mid]! : (values[mid - 1]! + values[mid]!) / 2;
  };
  return { L: med(samples.map((s) => s.L)), a: med(samples.map((s) => s.a)), b: med(samples.map((s) => s.b)) };
}
