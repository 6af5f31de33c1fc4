/** A parser thread that never finishes (tests of the pool's time limit): it starts, then spins on every message. */
import { parentPort } from 'node:worker_threads';

parentPort!.on('message', () => {
  for (;;) {
    // Runaway work: only terminate() ends it.
  }
});
parentPort!.postMessage({ ready: true });
