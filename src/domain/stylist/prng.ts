/**
 * mulberry32: a tiny seeded PRNG. The engine never calls Math.random, so the same request and
 * seed always give the same outfit (the daily outfit can be recomputed and tested).
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

/**
 * A value in [0, 1) fixed by (seed, key). Tie-breaking per item id rather than per draw keeps the
 * choice independent of the order in which the closet arrives from the database.
 */
export function seededUnit(seed: number, key: number): number {
  const mixed = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key | 0, 0xc2b2ae35);
  return mulberry32(mixed)();
}
