import { z } from 'zod';

/** A text field that must contain something other than white space. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

export const ZIdParam = z.strictObject({
  id: z.coerce.number({ error: 'Invalid id' }).int({ error: 'Invalid id' }).positive({ error: 'Invalid id' }),
});
export const ZUserIdParam = z.strictObject({
  userId: z.coerce.number({ error: 'Invalid id' }).int({ error: 'Invalid id' }).positive({ error: 'Invalid id' }),
});

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

export const ZApiError = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});
