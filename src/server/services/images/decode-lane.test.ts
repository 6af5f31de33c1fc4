import { describe, expect, it } from 'vitest';
import { DecodeLane } from './decode-lane';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('DecodeLane', () => {
  it('runs at most `concurrency` tasks at once, queues up to `maxWaiting` and refuses the rest', async () => {
    const lane = new DecodeLane(1, 2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((g, i) => lane.run(async () => (started.push(i), await g.promise, i)));
    expect(await lane.run(async () => 'late')).toBeNull();
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(lane.load).toEqual({ running: 1, waiting: 2 });
    gates[0]!.resolve();
    gates[1]!.resolve();
    gates[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([{ value: 0 }, { value: 1 }, { value: 2 }]);
    expect(started).toEqual([0, 1, 2]);
    expect(lane.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const lane = new DecodeLane(1, 0);
    await expect(lane.run(async () => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await lane.run(async () => 'next')).toEqual({ value: 'next' });
  });
});
