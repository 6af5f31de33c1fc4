import { LABELLED_EVENTS, type LabelledEvent } from './dress-code-examples';
import { inferDressCode } from './infer-dress-code';

export interface AccuracyReport {
  total: number;
  correct: number;
  accuracy: number;
  misses: { event: LabelledEvent; got: string | null }[];
}

/** Inference against the hand-labelled events: the unit test's gate and the benchmark's number. */
export function dressCodeAccuracy(events: readonly LabelledEvent[] = LABELLED_EVENTS): AccuracyReport {
  const misses: AccuracyReport['misses'] = [];
  for (const event of events) {
    const got = inferDressCode(event).dressCode;
    if (got !== event.expected) misses.push({ event, got });
  }
  const correct = events.length - misses.length;
  return { total: events.length, correct, accuracy: correct / events.length, misses };
}
