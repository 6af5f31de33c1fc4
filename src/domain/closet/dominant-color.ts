import { converter, formatHex } from 'culori';
import { mulberry32 } from '../../shared/prng';
import { nearestColorName, type ClothingColorName } from './color-names';

/** Raw interleaved pixels, as sharp's `.raw()` produces them, at any size: detection samples a grid. */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

export interface DetectedColor {
  name: ClothingColorName;
  /** The cluster's mean colour, for a swatch. */
  hex: string;
  /** Share of the garment's pixels (0-1) that carry this name. */
  share: number;
}

interface Lab {
  l: number;
  a: number;
  b: number;
}
interface Px extends Lab {
  w: number;
  border: boolean;
}

const toRgb = converter('rgb');

/** sRGB 8-bit channel to linear light, precomputed: detection converts thousands of pixels per photo. */
const LINEAR = Float64Array.from({ length: 256 }, (_, i) => {
  const c = i / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

/**
 * sRGB to OKLab (Ottosson's matrices, the same culori applies), written out because going through
 * culori's generic converter allocates several objects per pixel and dominated upload time.
 */
function oklab(r: number, g: number, b: number): Lab {
  const lr = LINEAR[r]!;
  const lg = LINEAR[g]!;
  const lb = LINEAR[b]!;
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return {
    l: 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    a: 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    b: 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  };
}

/** OKLab distance under which two pixels read as "the same colour" for background detection. */
const SAME_COLOR = 0.06;
/** The border counts as a backdrop when this share of it is one colour. */
const BACKDROP_SHARE = 0.6;
/** Removing the backdrop must leave at least this much, otherwise the garment fills the frame. */
const MIN_FOREGROUND = 0.08;
const K = 5;
const MAX_ITERATIONS = 20;
/** About a thousand samples: plenty for a colour vote, and k-means stays well under a millisecond. */
const GRID = 32;

const dist2 = (p: Lab, q: Lab) => (p.l - q.l) ** 2 + (p.a - q.a) ** 2 + (p.b - q.b) ** 2;
const median = (values: number[]) => {
  const s = [...values].sort((x, y) => x - y);
  return s[Math.floor(s.length / 2)]!;
};

function readPixels(img: RawImage): Px[] {
  const { data, width, height, channels } = img;
  // Every step-th pixel on both axes: a 400 px photo becomes a 32 x 32 grid without resampling.
  const step = Math.max(1, Math.ceil(Math.max(width, height) / GRID));
  const cols = Math.ceil(width / step);
  const rows = Math.ceil(height / step);
  const ring = Math.max(1, Math.round(Math.min(cols, rows) * 0.06));
  const cx = (cols - 1) / 2;
  const cy = (rows - 1) / 2;
  const maxR = Math.hypot(cx, cy) || 1;
  const out: Px[] = [];
  for (let gy = 0; gy < rows; gy++) {
    for (let gx = 0; gx < cols; gx++) {
      const i = (gy * step * width + gx * step) * channels;
      // Transparent pixels are cut-out background, not garment.
      if (channels === 4 && data[i + 3]! < 128) continue;
      const lab = oklab(data[i]!, data[i + 1]!, data[i + 2]!);
      const border = gx < ring || gy < ring || gx >= cols - ring || gy >= rows - ring;
      // Garments are usually centred: the middle of the frame counts up to twice as much as the corners.
      const w = 2 - Math.hypot(gx - cx, gy - cy) / maxR;
      out.push({ l: lab.l, a: lab.a, b: lab.b, w, border });
    }
  }
  return out;
}

/** A studio backdrop shows as a border that is mostly one colour. */
function findBackdrop(pixels: Px[]): Lab | null {
  const border = pixels.filter((p) => p.border);
  if (border.length === 0) return null;
  const centre = { l: median(border.map((p) => p.l)), a: median(border.map((p) => p.a)), b: median(border.map((p) => p.b)) };
  const same = border.filter((p) => dist2(p, centre) <= SAME_COLOR ** 2).length;
  return same / border.length >= BACKDROP_SHARE ? centre : null;
}

const isNearWhite = (p: Lab) => p.l > 0.93 && Math.hypot(p.a, p.b) < 0.04;

/** Drops backdrop pixels, unless that would leave (almost) nothing: then the garment is the frame. */
function garmentPixels(pixels: Px[]): Px[] {
  const backdrop = findBackdrop(pixels);
  const minimum = pixels.length * MIN_FOREGROUND;
  if (backdrop) {
    const fg = pixels.filter((p) => dist2(p, backdrop) > SAME_COLOR ** 2);
    return fg.length >= minimum ? fg : pixels;
  }
  // No clean backdrop: paper-white areas are still more likely lighting or background than cloth.
  const fg = pixels.filter((p) => !isNearWhite(p));
  return fg.length >= minimum ? fg : pixels;
}

interface Cluster extends Lab {
  weight: number;
}

function kmeans(pixels: Px[], k: number): Cluster[] {
  const random = mulberry32(pixels.length * 2654435761);
  // k-means++ seeding: spread initial centres, deterministic through the seeded PRNG.
  const centres: Lab[] = [pixels[Math.floor(random() * pixels.length)]!];
  const nearest = new Float64Array(pixels.length).fill(Infinity);
  while (centres.length < k) {
    const last = centres[centres.length - 1]!;
    let total = 0;
    for (let i = 0; i < pixels.length; i++) {
      nearest[i] = Math.min(nearest[i]!, dist2(pixels[i]!, last));
      total += nearest[i]! * pixels[i]!.w;
    }
    if (total === 0) break; // fewer distinct colours than k
    let r = random() * total;
    let pick = pixels.length - 1;
    for (let i = 0; i < pixels.length; i++) {
      r -= nearest[i]! * pixels[i]!.w;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
    centres.push({ ...pixels[pick]! });
  }

  const assignment = new Int32Array(pixels.length).fill(-1);
  let clusters: Cluster[] = [];
  for (let iter = 0; iter < MAX_ITERATIONS; iter++) {
    let changed = false;
    for (let i = 0; i < pixels.length; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = dist2(pixels[i]!, centres[c]!);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      if (assignment[i] !== best) {
        assignment[i] = best;
        changed = true;
      }
    }
    clusters = centres.map(() => ({ l: 0, a: 0, b: 0, weight: 0 }));
    for (let i = 0; i < pixels.length; i++) {
      const p = pixels[i]!;
      const c = clusters[assignment[i]!]!;
      c.l += p.l * p.w;
      c.a += p.a * p.w;
      c.b += p.b * p.w;
      c.weight += p.w;
    }
    for (let c = 0; c < clusters.length; c++) {
      const cl = clusters[c]!;
      if (cl.weight > 0) centres[c] = { l: cl.l / cl.weight, a: cl.a / cl.weight, b: cl.b / cl.weight };
    }
    if (!changed) break;
  }
  return clusters.filter((c) => c.weight > 0).map((c) => ({ l: c.l / c.weight, a: c.a / c.weight, b: c.b / c.weight, weight: c.weight }));
}

/**
 * The garment's dominant colour as a clothing colour name: backdrop removed, pixels clustered
 * with k-means in OKLab (perceptually even, so clusters follow what the eye groups), clusters
 * named, and the name covering most of the garment wins. Shading splits one colour into several
 * clusters, which is why the vote is per name rather than per cluster. Null for a fully
 * transparent image.
 */
export function detectDominantColor(img: RawImage): DetectedColor | null {
  const pixels = readPixels(img);
  if (pixels.length === 0) return null;
  const garment = garmentPixels(pixels);
  const clusters = kmeans(garment, Math.min(K, garment.length));
  const byName = new Map<ClothingColorName, Cluster>();
  let total = 0;
  for (const c of clusters) {
    total += c.weight;
    const name = nearestColorName({ mode: 'oklab', l: c.l, a: c.a, b: c.b });
    const acc = byName.get(name) ?? { l: 0, a: 0, b: 0, weight: 0 };
    acc.l += c.l * c.weight;
    acc.a += c.a * c.weight;
    acc.b += c.b * c.weight;
    acc.weight += c.weight;
    byName.set(name, acc);
  }
  let winner: [ClothingColorName, Cluster] | null = null;
  for (const entry of byName) if (!winner || entry[1].weight > winner[1].weight) winner = entry;
  const [name, acc] = winner!;
  const mean = { mode: 'oklab' as const, l: acc.l / acc.weight, a: acc.a / acc.weight, b: acc.b / acc.weight };
  return { name, hex: formatHex(toRgb(mean)), share: acc.weight / total };
}
