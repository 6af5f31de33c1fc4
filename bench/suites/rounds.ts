/** How many times each figure of a ratio is measured, alternating with the others. */
export const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Measures each named figure ROUNDS times, in turn (a, b, c, a, b, c, ...), and answers each one's
 * median. A ratio of two figures taken minutes apart on a shared machine measures the machine's
 * drift as much as the code; alternating keeps both sides of a ratio in the same conditions.
 */
export async function alternate<K extends string, T>(measures: Record<K, () => Promise<T>>, value: (result: T) => number): Promise<Record<K, T>> {
  const runs = {} as Record<K, T[]>;
  for (let round = 0; round < ROUNDS; round++) {
    for (const key of Object.keys(measures) as K[]) (runs[key] ??= []).push(await measures[key]());
  }
  const result = {} as Record<K, T>;
  for (const key of Object.keys(runs) as K[]) {
    const target = median(runs[key].map(value));
    result[key] = runs[key].find((r) => value(r) === target)!;
  }
  return result;
}
