import type { RawImage } from './dominant-color';

/** A baseline JPEG whose headers have been read: its block means are one call away. */
export interface BaselineJpeg {
  /**
   * The picture at one eighth of its size, one pixel per 8×8 block, read without decoding the
   * photo: a block's DC coefficient is its mean colour, so entropy-decoding the coefficients (and
   * skipping the inverse DCT, upsampling and the rest) gives what a 1/8-scale decode gives. Ample
   * for a colour vote, and cheap enough (about a millisecond for a 400 px photo) to run on the
   * main thread while sharp re-encodes the photo on another core. Null when the data is damaged.
   */
  blockMeans(): RawImage | null;
}

/**
 * Reads a JPEG's headers up to its scan. Null for anything the block means would not read exactly
 * (not a JPEG, progressive, arithmetic-coded, 12-bit, CMYK, an embedded ICC profile, a multi-scan
 * baseline, more than `maxPixels`, or damage): the caller then asks sharp. Every read is
 * bounds-checked and every loop is bounded by the input, so hostile bytes cost at most a pass
 * over them.
 */
export function openBaselineJpeg(bytes: Uint8Array, maxPixels: number): BaselineJpeg | null {
  return readable(() => read(bytes, maxPixels));
}

/** Parsing errors are answers (null), anything else is a bug and propagates. */
function readable<T>(parse: () => T | null): T | null {
  try {
    return parse();
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

class Unreadable extends Error {}
const fail = (): never => {
  throw new Unreadable();
};

interface Component {
  id: number;
  h: number;
  v: number;
  quant: number;
  /** The scan's DC and AC table for this component. */
  dc: Huffman | null;
  ac: Huffman | null;
  /** Block columns and rows this component has in the scan (whole MCUs). */
  blocksWide: number;
  blocksHigh: number;
  /** DC coefficients, dequantised, one per block. */
  means: Float32Array;
  pred: number;
}

/** Codes up to LOOKUP_BITS long decode with one table read; longer ones walk the canonical code lengths. */
const LOOKUP_BITS = 9;
interface Huffman {
  /** (length << 8) | symbol for every LOOKUP_BITS-bit prefix whose code is that short; 0 otherwise. */
  lookup: Uint16Array;
  /** Largest code of each length (1-16), -1 when there is none. */
  maxCode: Int32Array;
  /** Offset from a code to its symbol's index, per length. */
  valOffset: Int32Array;
  symbols: Uint8Array;
  /**
   * For AC tables: per LOOKUP_BITS-bit prefix whose code is that short, what stepping over the
   * coefficient takes, code and value bits together: bits | (coefficients advanced << 5), or
   * END_OF_BLOCK | bits. Zero means the slow path. Most coefficients step over in one read.
   */
  skip: Uint16Array;
}
const END_OF_BLOCK = 0x8000;

function buildHuffman(counts: Uint8Array, symbols: Uint8Array): Huffman {
  const lookup = new Uint16Array(1 << LOOKUP_BITS);
  const maxCode = new Int32Array(17).fill(-1);
  const valOffset = new Int32Array(17);
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    const n = counts[len - 1]!;
    if (n > 0) {
      valOffset[len] = k - code;
      for (let i = 0; i < n; i++, k++, code++) {
        if (code >= 1 << len) fail(); // more codes than the length allows: not a prefix code
        if (len <= LOOKUP_BITS) {
          const shift = LOOKUP_BITS - len;
          const base = code << shift;
          for (let fill = 0; fill < 1 << shift; fill++) lookup[base + fill] = (len << 8) | symbols[k]!;
        }
      }
      maxCode[len] = code - 1;
    }
    code <<= 1;
  }
  const skip = new Uint16Array(1 << LOOKUP_BITS);
  for (let i = 0; i < skip.length; i++) {
    const entry = lookup[i]!;
    if (entry === 0) continue;
    const run = (entry & 0xff) >> 4;
    const size = entry & 15;
    const bits = entry >> 8;
    if (size === 0) skip[i] = run === 15 ? bits | (16 << 5) : END_OF_BLOCK | bits;
    else skip[i] = (bits + size) | ((run + 1) << 5);
  }
  return { lookup, maxCode, valOffset, symbols, skip };
}

/** Reads entropy-coded bits, undoing 0xFF00 stuffing; at a marker it stops and feeds zeros. */
class BitReader {
  private acc = 0;
  private bits = 0;
  /** Zero bits fed after the data ended: any of them consumed means the data was cut short. */
  private fed = 0;
  /** The marker that ended the data (pos is past it), or -1 while still in data. */
  private marker = -1;
  constructor(
    private readonly bytes: Uint8Array,
    private pos: number,
  ) {}

  private fill(): void {
    // Up to 32 bits: every peek (at most 25 bits, a code and its value) is served by one fill.
    while (this.bits <= 24) {
      let byte = 0;
      // The end of the file counts as an end marker: a file cut off after its last block still reads.
      if (this.marker < 0 && this.pos >= this.bytes.length) this.marker = 0xd9;
      if (this.marker < 0) {
        byte = this.bytes[this.pos++]!;
        if (byte === 0xff) {
          if (this.bytes[this.pos] === 0x00) this.pos++;
          else {
            this.marker = this.readMarker();
            byte = 0;
          }
        }
      }
      if (this.marker >= 0) this.fed += 8;
      this.acc = ((this.acc << 8) | byte) >>> 0;
      this.bits += 8;
    }
  }

  /** Past a 0xFF (and any fill bytes after it): the marker code, with pos after it. */
  private readMarker(): number {
    while (this.bytes[this.pos] === 0xff) this.pos++;
    return this.pos < this.bytes.length ? this.bytes[this.pos++]! : 0xd9;
  }

  peek(n: number): number {
    if (this.bits < n) this.fill();
    return (this.acc >>> (this.bits - n)) & ((1 << n) - 1);
  }

  /** Steps over a block's 63 AC coefficients: run lengths and value bits, no values kept. */
  skipAc(table: Huffman): void {
    for (let k = 1; k < 64;) {
      const step = table.skip[this.peek(LOOKUP_BITS)]!;
      if (step !== 0) {
        this.skip(step & 31);
        if (step & END_OF_BLOCK) return;
        k += (step >> 5) & 31;
        continue;
      }
      const rs = this.decode(table);
      const size = rs & 15;
      if (size === 0) {
        if (rs >> 4 !== 15) return; // end of block
        k += 16;
      } else {
        k += (rs >> 4) + 1;
        this.skip(size);
      }
    }
  }

  skip(n: number): void {
    if (this.bits < n) this.fill();
    this.bits -= n;
  }

  /** A DC difference: `n` raw bits, sign-extended as JPEG does. */
  receiveExtend(n: number): number {
    if (n === 0) return 0;
    if (n > 16) fail();
    const v = this.peek(n);
    this.bits -= n;
    return v < 1 << (n - 1) ? v - (1 << n) + 1 : v;
  }

  decode(table: Huffman): number {
    const entry = table.lookup[this.peek(LOOKUP_BITS)]!;
    if (entry !== 0) {
      this.bits -= entry >> 8;
      return entry & 0xff;
    }
    // A code longer than the lookup: extend it a bit at a time until it falls within a length.
    let len = LOOKUP_BITS + 1;
    let code = this.peek(len);
    while (code > table.maxCode[len]!) {
      if (++len > 16) fail();
      code = this.peek(len);
    }
    this.bits -= len;
    const index = code + table.valOffset[len]!;
    if (index < 0 || index >= table.symbols.length) fail();
    return table.symbols[index]!;
  }

  /** Whether decoding ran into the zeros fed past the end of the data. */
  get starved(): boolean {
    return this.fed > this.bits;
  }

  /** After a restart interval: drop the partial byte and step over the RSTn marker. */
  restart(): void {
    if (this.starved) fail();
    if (this.marker < 0) {
      // The decoder stopped inside the last byte's padding: the marker comes next.
      if (this.bytes[this.pos] !== 0xff) fail();
      this.marker = this.readMarker();
    }
    if (this.marker < 0xd0 || this.marker > 0xd7) fail();
    this.acc = this.bits = this.fed = 0;
    this.marker = -1;
  }
}

function read(bytes: Uint8Array, maxPixels: number): BaselineJpeg | null {
  const u16 = (at: number) => {
    if (at + 1 >= bytes.length) fail();
    return (bytes[at]! << 8) | bytes[at + 1]!;
  };
  if (u16(0) !== 0xffd8) return null;
  const quant = new Int32Array(4).fill(-1);
  const dcTables: (Huffman | null)[] = [null, null, null, null];
  const acTables: (Huffman | null)[] = [null, null, null, null];
  let frame: { width: number; height: number; components: Component[] } | null = null;
  let adobeTransform = -1;
  let jfif = false;
  let restartInterval = 0;
  let pos = 2;

  for (;;) {
    // Markers may be preceded by any number of 0xFF fill bytes.
    if (bytes[pos] !== 0xff) fail();
    while (bytes[pos] === 0xff) pos++;
    if (pos >= bytes.length) fail();
    const marker = bytes[pos++]!;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (marker === 0xd9) return null; // the image ended before any scan
    const length = u16(pos);
    const start = pos + 2;
    const end = pos + length;
    if (length < 2 || end > bytes.length) fail();

    switch (marker) {
      case 0xdb: {
        // DQT: only each table's first (DC) entry matters here.
        let at = start;
        while (at < end) {
          const precision = bytes[at]! >> 4;
          const id = bytes[at]! & 15;
          if (id > 3) fail();
          quant[id] = precision === 0 ? bytes[at + 1]! : u16(at + 1);
          at += 1 + 64 * (precision === 0 ? 1 : 2);
        }
        if (at !== end) fail();
        break;
      }
      case 0xc4: {
        let at = start;
        while (at < end) {
          const cls = bytes[at]! >> 4;
          const id = bytes[at]! & 15;
          if (cls > 1 || id > 3 || at + 17 > end) fail();
          const counts = bytes.subarray(at + 1, at + 17);
          let total = 0;
          for (const c of counts) total += c;
          if (total > 256 || at + 17 + total > end) fail();
          const table = buildHuffman(counts, bytes.subarray(at + 17, at + 17 + total));
          (cls === 0 ? dcTables : acTables)[id] = table;
          at += 17 + total;
        }
        break;
      }
      case 0xc0:
      case 0xc1: {
        if (frame || length < 8 || bytes[start] !== 8) return null; // 12-bit samples need a real decoder
        const height = u16(start + 1);
        const width = u16(start + 3);
        const count = bytes[start + 5]!;
        // Zero height (set later by a DNL marker), CMYK and oversized pictures go to sharp.
        if (width === 0 || height === 0 || width * height > maxPixels || (count !== 1 && count !== 3) || length !== 8 + 3 * count) return null;
        const components: Component[] = [];
        for (let i = 0; i < count; i++) {
          const at = start + 6 + 3 * i;
          const h = bytes[at + 1]! >> 4;
          const v = bytes[at + 1]! & 15;
          if (h < 1 || h > 4 || v < 1 || v > 4 || bytes[at + 2]! > 3) fail();
          components.push({
            id: bytes[at]!,
            h,
            v,
            quant: bytes[at + 2]!,
            dc: null,
            ac: null,
            blocksWide: 0,
            blocksHigh: 0,
            means: new Float32Array(0),
            pred: 0,
          });
        }
        frame = { width, height, components };
        break;
      }
      case 0xc2:
      case 0xc3:
      case 0xc5:
      case 0xc6:
      case 0xc7:
      case 0xc9:
      case 0xca:
      case 0xcb:
      case 0xcd:
      case 0xce:
      case 0xcf:
        return null; // progressive, lossless, hierarchical or arithmetic-coded
      case 0xdd:
        restartInterval = u16(start);
        break;
      case 0xe2:
        // An ICC profile changes what the numbers mean: sharp converts it properly.
        if (String.fromCharCode(...bytes.subarray(start, Math.min(start + 11, end))) === 'ICC_PROFILE') return null;
        break;
      case 0xe0:
        if (String.fromCharCode(...bytes.subarray(start, Math.min(start + 5, end))) === 'JFIF\0') jfif = true;
        break;
      case 0xee:
        if (length >= 14 && String.fromCharCode(...bytes.subarray(start, start + 5)) === 'Adobe') adobeTransform = bytes[start + 11]!;
        break;
      case 0xda:
        if (!frame) fail();
        return scan(bytes, start, end, frame!, quant, dcTables, acTables, restartInterval, storesRgb(frame!.components, jfif, adobeTransform));
      default:
        break; // APPn, COM and the rest carry nothing a colour needs
    }
    pos = end;
  }
}

function scan(
  bytes: Uint8Array,
  start: number,
  end: number,
  frame: { width: number; height: number; components: Component[] },
  quant: Int32Array,
  dcTables: (Huffman | null)[],
  acTables: (Huffman | null)[],
  restartInterval: number,
  rgb: boolean,
): BaselineJpeg | null {
  const { width, height, components } = frame;
  const count = bytes[start]!;
  // A baseline file may split components over several scans; that rare layout goes to sharp.
  if (count !== components.length || end !== start + 1 + 2 * count + 3) return null;
  for (let i = 0; i < count; i++) {
    const c = components.find((x) => x.id === bytes[start + 1 + 2 * i]);
    if (!c || c !== components[i]) return null;
    c.dc = dcTables[bytes[start + 2 + 2 * i]! >> 4] ?? fail();
    c.ac = acTables[bytes[start + 2 + 2 * i]! & 15] ?? fail();
    if (quant[c.quant]! < 0) fail();
  }
  const hMax = Math.max(...components.map((c) => c.h));
  const vMax = Math.max(...components.map((c) => c.v));
  // One component is coded block by block with no MCU padding; interleaved scans by whole MCUs.
  const single = count === 1;
  const mcusWide = single ? Math.ceil(width / 8) : Math.ceil(width / (8 * hMax));
  const mcusHigh = single ? Math.ceil(height / 8) : Math.ceil(height / (8 * vMax));
  for (const c of components) {
    c.blocksWide = single ? mcusWide : mcusWide * c.h;
    c.blocksHigh = single ? mcusHigh : mcusHigh * c.v;
  }
  const blockMeans = () => {
    for (const c of components) {
      c.means = new Float32Array(c.blocksWide * c.blocksHigh);
      c.pred = 0;
    }
    return readable(() => decodeScan(bytes, end, mcusWide * mcusHigh, mcusWide, single, components, quant, restartInterval))
      ? toPixels(width, height, components, hMax, vMax, rgb)
      : null;
  };
  return { blockMeans };
}

/** Entropy-decodes the scan, keeping each block's dequantised DC coefficient. False when the data ends early. */
function decodeScan(
  bytes: Uint8Array,
  start: number,
  total: number,
  mcusWide: number,
  single: boolean,
  components: Component[],
  quant: Int32Array,
  restartInterval: number,
): boolean {
  const reader = new BitReader(bytes, start);
  for (let mcu = 0; mcu < total; mcu++) {
    // Past the end of the data only zeros remain: stop instead of decoding them to the end of the frame.
    if (reader.starved) return false;
    if (restartInterval > 0 && mcu > 0 && mcu % restartInterval === 0) {
      reader.restart();
      for (const c of components) c.pred = 0;
    }
    const mx = mcu % mcusWide;
    const my = (mcu - mx) / mcusWide;
    for (const c of components) {
      const bh = single ? 1 : c.h;
      const bv = single ? 1 : c.v;
      const q = quant[c.quant]!;
      for (let y = 0; y < bv; y++) {
        for (let x = 0; x < bh; x++) {
          c.pred += reader.receiveExtend(reader.decode(c.dc!));
          c.means[(my * bv + y) * c.blocksWide + mx * bh + x] = c.pred * q;
          reader.skipAc(c.ac!);
        }
      }
    }
  }
  // Fewer blocks in the file than the frame promised is damage, not a picture.
  return !reader.starved;
}

/**
 * For each of `n` full-resolution blocks along an axis, the component's two nearest block centres
 * and the weight of the second. `scale` is the component's sampling relative to the largest; only
 * its first `used` blocks hold picture (the rest pad the last MCU).
 */
function axis(n: number, scale: number, used: number) {
  const near = new Int32Array(n);
  const far = new Int32Array(n);
  const weight = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const at = Math.min(Math.max((i + 0.5) * scale - 0.5, 0), used - 1);
    near[i] = Math.floor(at);
    far[i] = Math.min(near[i]! + 1, used - 1);
    weight[i] = at - near[i]!;
  }
  return { near, far, weight };
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));

/**
 * Whether three components hold R, G and B rather than YCbCr, read as libjpeg reads it: a JFIF
 * marker means YCbCr, else an Adobe marker's transform 0 means RGB, else ids 'R', 'G', 'B' do.
 */
function storesRgb(components: Component[], jfif: boolean, adobeTransform: number): boolean {
  if (components.length !== 3 || jfif) return false;
  if (adobeTransform >= 0) return adobeTransform === 0;
  return components.map((c) => String.fromCharCode(c.id)).join('') === 'RGB';
}

function toPixels(width: number, height: number, components: Component[], hMax: number, vMax: number, rgb: boolean): RawImage {
  // One pixel per 8×8 block of the full-resolution picture. A subsampled component's block covers
  // several of them: its means are interpolated between block centres, as a decoder's smooth
  // upsampling would, so a pixel's colour is not shifted towards one side of its chroma block.
  const w = Math.ceil(width / 8);
  const h = Math.ceil(height / 8);
  const planes = components.map((c) => {
    const xs = axis(w, c.h / hMax, Math.ceil((width * c.h) / hMax / 8));
    const ys = axis(h, c.v / vMax, Math.ceil((height * c.v) / vMax / 8));
    const plane = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      const top = ys.near[y]! * c.blocksWide;
      const bottom = ys.far[y]! * c.blocksWide;
      const fy = ys.weight[y]!;
      for (let x = 0; x < w; x++) {
        const near = xs.near[x]!;
        const far = xs.far[x]!;
        const fx = xs.weight[x]!;
        const upper = c.means[top + near]! + (c.means[top + far]! - c.means[top + near]!) * fx;
        const lower = c.means[bottom + near]! + (c.means[bottom + far]! - c.means[bottom + near]!) * fx;
        // A block's mean is DC / 8 (the DCT's scale) plus the 128 level shift.
        plane[y * w + x] = (upper + (lower - upper) * fy) / 8 + 128;
      }
    }
    return plane;
  });
  const data = new Uint8Array(w * h * 3);
  const [p0, p1, p2] = planes as [Float32Array, Float32Array?, Float32Array?];
  const ycc = components.length === 3 && !rgb;
  for (let j = 0, i = 0; j < w * h; j++, i += 3) {
    const a = p0[j]!;
    if (!p1 || !p2) {
      data[i] = data[i + 1] = data[i + 2] = clamp(a);
    } else if (ycc) {
      const cb = p1[j]! - 128;
      const cr = p2[j]! - 128;
      data[i] = clamp(a + 1.402 * cr);
      data[i + 1] = clamp(a - 0.344136 * cb - 0.714136 * cr);
      data[i + 2] = clamp(a + 1.772 * cb);
    } else {
      data[i] = clamp(a);
      data[i + 1] = clamp(p1[j]!);
      data[i + 2] = clamp(p2[j]!);
    }
  }
  return { data, width: w, height: h, channels: 3 };
}
