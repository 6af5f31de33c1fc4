import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { aiPrompts } from './ai-prompts';

/**
 * Operator sessions from the administration password. Only a SHA-256 of the token is kept; a
 * token expires after 8 idle hours and logout revokes just that one.
 */
export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdIp: text('created_ip').notNull(),
  },
  (t) => [uniqueIndex('admin_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * What operators did and who tried to sign in: every login attempt (time, address, outcome) and
 * every change made from the console. Login throttling counts failures from these rows, so it
 * holds across processes and restarts.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    /** 'operator' (password token) or 'user:<username>' (an isAdmin session); null for login attempts. */
    actor: text('actor'),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: ['success', 'failure', 'throttled'] }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('admin_audit_log_ip_idx').on(t.ip, t.action, t.at), index('admin_audit_log_at_idx').on(t.at)],
);

/** Every saved state of an AI prompt (text, who, when); the newest row is the live one. */
export const aiPromptVersions = pgTable(
  'ai_prompt_versions',
  {
    id: serial('id').primaryKey(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => aiPrompts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    prompt: text('prompt').notNull(),
    isActive: boolean('is_active').notNull(),
    changedBy: text('changed_by').notNull(),
    /** Set when this version was made by restoring an older one. */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_prompt_versions_prompt_version_unique').on(t.promptId, t.version)],
);

export type AdminTokenRow = typeof adminTokens.$inferSelect;
export type AiPromptVersionRow = typeof aiPromptVersions.$inferSelect;
