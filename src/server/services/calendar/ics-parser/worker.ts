/**
 * The ICS parser's thread: reads and expands calendar files away from the event loop that
 * answers requests (ADR 0073). One message in, one answer out; the pool kills it if it runs
 * past the time limit.
 */
import { parentPort } from 'node:worker_threads';
import { IcsError, parseIcs, type IcsWindow } from '../../../../domain/calendar';
import type { WorkerAnswer } from './messages';

parentPort!.on('message', ({ id, text, window }: { id: number; text: string; window: IcsWindow }) => {
  let answer: WorkerAnswer;
  try {
    answer = { id, ok: true, result: parseIcs(text, window) };
  } catch (error) {
    answer = { id, ok: false, refused: error instanceof IcsError, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(answer);
});
parentPort!.postMessage({ ready: true });
