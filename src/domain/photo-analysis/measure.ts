import { deltaE, isSkinColour, medianLab, rgbToLab, type Lab } from './colour';

/** Decoded pixels, 3 channels (RGB), row-major. */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PortraitMeasure {
  /** Median skin colour of the face, null when no skin was found. */
  skin: Lab | null;
  /** Median hair colour around the top of the head, null when none stands out from the background. */
  hair: Lab | null;
  /** Where the face is: from the face detector, or the largest skin region. */
  face: Box | null;
  faceSource: 'detector' | 'skin-region' | 'none';
  /** Skin pixels sampled: how much the skin estimate rests on. */
  skinSamples: number;
}

/** Around 40 000 samples per photo whatever its size: enough for medians, cheap on two shared cores. */
const TARGET_SAMPLES = 40_000;

function sampler(img: RgbImage) {
  const step = Math.max(1, Math.floor(Math.sqrt((img.width * img.height) / TARGET_SAMPLES)));
  const at = (x: number, y: number) => {
    const i = (y * img.width + x) * 3;
    return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!] as const;
  };
  return { step, at };
}

/** The background as the median of a thin frame around the photo. */
function backgroundLab(img: RgbImage, step: number, at: (x: number, y: number) => readonly [number, number, number]): Lab {
  const edge = Math.max(2, Math.round(Math.min(img.width, img.height) * 0.04));
  const samples: Lab[] = [];
  for (let y = 0; y < img.height; y += step) {
    for (let x = 0; x < img.width; x += step) {
      if (x >= edge && x < img.width - edge && y >= edge) continue;
      samples.push(rgbToLab(...at(x, y)));
    }
  }
  return medianLab(samples);
}

/** The bounding box of the largest connected patch of skin in the upper three quarters: the face and neck, usually. */
export function largestSkinRegion(img: RgbImage): Box | null {
  const { step, at } = sampler(img);
  const gw = Math.ceil(img.width / step);
  const gh = Math.ceil(img.height / step);
  const mask = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) for (let gx = 0; gx < gw; gx++) mask[gy * gw + gx] = isSkinColour(...at(gx * step, gy * step)) ? 1 : 0;
  const seen = new Uint8Array(gw * gh);
  let best: { n: number; x0: number; y0: number; x1: number; y1: number } | null = null;
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    let n = 0;
    let x0 = gw;
    let y0 = gh;
    let x1 = 0;
    let y1 = 0;
    let sumY = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length) {
      const p = stack.pop()!;
      const px = p % gw;
      const py = (p - px) / gw;
      n++;
      sumY += py;
      x0 = Math.min(x0, px);
      x1 = Math.max(x1, px);
      y0 = Math.min(y0, py);
      y1 = Math.max(y1, py);
      for (const q of [px > 0 ? p - 1 : -1, px < gw - 1 ? p + 1 : -1, py > 0 ? p - gw : -1, py < gh - 1 ? p + gw : -1]) {
        if (q >= 0 && mask[q] && !seen[q]) {
          seen[q] = 1;
          stack.push(q);
        }
      }
    }
    if (sumY / n > gh * 0.75) continue;
    if (!best || n > best.n) best = { n, x0, y0, x1, y1 };
  }
  // Less than 0.4% of the photo is no face: a stray patch of wood or sand.
  if (!best || best.n < gw * gh * 0.004) return null;
  const box = { x: best.x0 * step, y: best.y0 * step, width: (best.x1 - best.x0 + 1) * step, height: (best.y1 - best.y0 + 1) * step };
  // A face and neck patch is taller than the face: keep a roughly face-shaped top part.
  return { ...box, height: Math.min(box.height, Math.round(box.width * 1.3)) };
}

/**
 * Skin from the centre of the face (cheeks and nose, below the eyes), hair from a band around
 * the top of the head that is neither skin nor background.
 */
export function measurePortrait(img: RgbImage, detected: Box | null): PortraitMeasure {
  const { step, at } = sampler(img);
  const face = detected ?? largestSkinRegion(img);
  if (!face) return { skin: null, hair: null, face: null, faceSource: 'none', skinSamples: 0 };
  const clampX = (v: number) => Math.min(img.width - 1, Math.max(0, Math.round(v)));
  const clampY = (v: number) => Math.min(img.height - 1, Math.max(0, Math.round(v)));

  const skin: Lab[] = [];
  const central: Lab[] = [];
  for (let y = clampY(face.y + face.height * 0.4); y <= clampY(face.y + face.height * 0.85); y += step) {
    for (let x = clampX(face.x + face.width * 0.25); x <= clampX(face.x + face.width * 0.75); x += step) {
      const rgb = at(x, y);
      const lab = rgbToLab(...rgb);
      central.push(lab);
      if (isSkinColour(...rgb)) skin.push(lab);
    }
  }
  // Strong colour casts can push real skin outside the skin box; the face centre is still skin.
  const skinSet = skin.length >= Math.max(12, central.length * 0.15) ? skin : central;
  const skinLab = skinSet.length ? medianLab(skinSet) : null;

  const background = backgroundLab(img, step, at);
  const hair: Lab[] = [];
  let band = 0;
  for (let y = clampY(face.y - face.height * 0.45); y <= clampY(face.y + face.height * 0.15); y += step) {
    for (let x = clampX(face.x - face.width * 0.15); x <= clampX(face.x + face.width * 1.15); x += step) {
      band++;
      // Brown hair passes colour-only skin tests, so hair is told from skin by distance to this face's skin.
      const lab = rgbToLab(...at(x, y));
      if (deltaE(lab, background) < 15) continue;
      // Blonde hair can sit close to light skin, so only skin-coloured pixels near the skin count as skin.
      const skinLike = isSkinColour(...at(x, y));
      if (skinLab ? (skinLike && deltaE(lab, skinLab) < 14) || deltaE(lab, skinLab) < 7 : skinLike) continue;
      hair.push(lab);
    }
  }
  const hairLab = hair.length >= Math.max(10, band * 0.05) ? medianLab(hair) : null;
  return { skin: skinLab, hair: hairLab, face, faceSource: detected ? 'detector' : 'skin-region', skinSamples: skinSet.length };
}
