import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** System prompts the LLM path reads by name; operators edit them from the administration panel. */
export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    prompt: text('prompt').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ai_prompts_name_unique').on(t.name)],
);

export type AiPromptRow = typeof aiPrompts.$inferSelect;
