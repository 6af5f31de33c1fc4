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
    // Anything the parser did not foresee still refuses this one file with a 400, never a 500 (issue 42); the cause goes to the log.
    if (!(error instanceof IcsError)) console.error('ICS parser failed on a file:', error);
    answer = {
      id,
      ok: false,
      refused: true,
      message: error instanceof IcsError ? error.message : 'Wearwise could not read this calendar file. Nothing was imported.',
    };
  }
  parentPort!.postMessage(answer);
});
parentPort!.postMessage({ ready: true });
