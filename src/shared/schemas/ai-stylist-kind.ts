import { z } from 'zod';

/** Which stylist answers (issue 43.6): prompts apply only to a configured model, never to the local stylist. */
export const ZAiStylistKind = z.object({ kind: z.enum(['llm', 'local']) });
export type TAiStylistKind = z.infer<typeof ZAiStylistKind>;
