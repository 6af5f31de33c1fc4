import { z } from 'zod';

/** A text field that must contain something other than white space. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });

/** Ids are PostgreSQL `integer`s: anything above its maximum can name no row and must not reach a query. */
export const MAX_DB_ID = 2_147_483_647;
export const ZDbId = z.number({ error: 'Invalid id' }).int({ error: 'Invalid id' }).positive({ error: 'Invalid id' }).max(MAX_DB_ID, { error: 'Invalid id' });
/**
 * An id in a path or query: plain decimal digits only. Number() would read `0x185`, `389.0`,
 * `1e0` and ` 389` (a decoded `%20389`) as ids too, so one row would answer to many spellings.
 */
export const ZDbIdText = z
  .string({ error: 'Invalid id' })
  .regex(/^[1-9][0-9]{0,9}$/, { error: 'Invalid id' })
  .transform(Number)
  .pipe(ZDbId);
const ZDbIdParam = ZDbIdText;

export const ZIdParam = z.strictObject({ id: ZDbIdParam });
export const ZUserIdParam = z.strictObject({ userId: ZDbIdParam });

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

export const ZApiError = z.object({
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
});

/** A real calendar day: '2026-02-30' matches the pattern but no calendar. */
const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * A day written YYYY-MM-DD, for outfits, wears and events. Bounded to years 1900-2999: PostgreSQL
 * has no year 0, and no outfit is planned for the year 9999.
 */
export const ZIsoDate = z
  .string({ error: 'Date must be YYYY-MM-DD' })
  .regex(/^(19|2\d)\d{2}-\d{2}-\d{2}$/, { error: 'Date must be a date between 1900 and 2999 written YYYY-MM-DD' })
  .refine(isRealDate, { error: 'Date must be a real calendar date' });
