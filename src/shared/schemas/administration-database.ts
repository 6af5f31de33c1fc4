import { z } from 'zod';

export const ZDatabaseOverview = z.object({
  tables: z.array(z.object({ name: z.string(), rows: z.number().int() })),
  sizeBytes: z.number(),
  databaseKind: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  queues: z.array(z.object({ name: z.string(), queued: z.number().int(), active: z.number().int(), failed: z.number().int(), total: z.number().int() })),
  sms: z.object({
    monthStart: z.string(),
    /** Automated texts (daily outfits, reminders): the ones SMS_MONTHLY_LIMIT counts (issue 43.4). */
    sentThisMonth: z.number().int(),
    usersTexted: z.number().int(),
    /** The most automated texts one user received this month, to compare with the limit. */
    busiestUser: z.number().int(),
    monthlyLimitPerUser: z.number().int(),
    /** Replies to people's own texts and texts they asked for (codes, tests): never counted against the limit. */
    repliesThisMonth: z.number().int(),
  }),
});
export type TDatabaseOverview = z.infer<typeof ZDatabaseOverview>;

export const ZUserSearchQuery = z.object({ q: z.string().trim().max(100).default('') });
export const ZUserSummary = z.object({
  id: z.number().int(),
  /** The username, or the phone number when the person chose no username (accountHandle). */
  handle: z.string(),
  username: z.string().nullable(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type TUserSummary = z.infer<typeof ZUserSummary>;

/** Account deletion is confirmed by typing the account's handle (its username, or its phone number when it has none). */
export const ZDeleteUserRequest = z.object({
  confirmUsername: z.string({ error: 'Type the username to confirm' }).trim().min(1, { error: 'Type the username to confirm' }).max(100),
});
export type TDeleteUserRequest = z.infer<typeof ZDeleteUserRequest>;
export const ZDeleteUserResponse = z.object({ ok: z.literal(true), rowsDeleted: z.number().int(), imagesDeleted: z.number().int() });

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  ip: z.string(),
  actor: z.string().nullable(),
  action: z.string(),
  outcome: z.enum(['success', 'failure', 'throttled']),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
