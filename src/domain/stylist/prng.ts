import { mulberry32 } from '../../shared/prng';

export { mulberry32 };

/**
 * A value in [0, 1) fixed by (seed, key). Tie-breaking per item id rather than per draw keeps the
 * choice independent of the order in which the closet arrives from the database.
 */
export function seededUnit(seed: number, key: number): number {
  const mixed = Math.imul((seed | 0) ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(key | 0, 0xc2b2ae35);
  return mulberry32(mixed)();
}
