import { inferDressCode } from '../../../domain/calendar';
import type { TInferDressCodeResponse } from '../../../shared/schemas/calendar';

/** POST /api/calendar/dress-code: what inference picks for an event being typed, so the dialog can preselect it. */
export function suggestDressCode(input: {
  title: string;
  description?: string | null | undefined;
  location?: string | null | undefined;
}): TInferDressCodeResponse {
  const guess = inferDressCode(input);
  return { dressCode: guess.dressCode, dressCodeSource: guess.source };
}
