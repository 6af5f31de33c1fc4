/**
 * mulberry32: a tiny seeded PRNG. Domain code never calls Math.random, so the same input and
 * seed always give the same answer (outfits, colour clustering) and can be tested; the demo
 * catalog uses it too, so it lives in shared/, which every layer may import.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
