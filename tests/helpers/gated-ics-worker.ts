/**
 * A parser thread that holds each parse until the test opens a gate (a file named in
 * ICS_TEST_GATE), then parses for real. It lets a test see the event loop answer while a parse is
 * certainly still running, instead of hoping to catch a real parse mid-way (issue 29).
 */
import { existsSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { IcsError, parseIcs, type IcsWindow } from '../../src/domain/calendar';

const gate = process.env.ICS_TEST_GATE!;
const nap = new Int32Array(new SharedArrayBuffer(4));

parentPort!.on('message', ({ id, text, window }: { id: number; text: string; window: IcsWindow }) => {
  // Blocks this thread only, as a long parse would; Atomics.wait sleeps without spending CPU.
  while (!existsSync(gate)) Atomics.wait(nap, 0, 0, 5);
  try {
    parentPort!.postMessage({ id, ok: true, result: parseIcs(text, window) });
  } catch (error) {
    parentPort!.postMessage({ id, ok: false, refused: error instanceof IcsError, message: String(error) });
  }
});
parentPort!.postMessage({ ready: true });
