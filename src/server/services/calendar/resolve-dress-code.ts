import { inferDressCode } from '../../../domain/calendar';
import type { DressCode, DressCodeSource } from '../../../shared/schemas/calendar';

interface EventFields {
  title: string;
  description: string | null;
  location: string | null;
}

/** The user's choice when there is one; otherwise what the event's own text states or implies. */
export function resolveDressCode(fields: EventFields, chosen: DressCode | null | undefined): { dressCode: DressCode | null; dressCodeSource: DressCodeSource } {
  if (chosen) return { dressCode: chosen, dressCodeSource: 'user' };
  const guess = inferDressCode(fields);
  return { dressCode: guess.dressCode, dressCodeSource: guess.source };
}
