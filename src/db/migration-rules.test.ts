import { describe, expect, it } from 'vitest';
import { checkMigrationSql, splitStatements } from './migration-rules';

const rules = (sql: string) => checkMigrationSql(sql).map((v) => v.rule);

describe('the expand/contract check of a migration', () => {
  it('refuses dropped tables and columns, with or without the COLUMN keyword', () => {
    expect(rules('DROP TABLE "closet_items";')).toEqual(['drop']);
    expect(rules('ALTER TABLE "users" DROP COLUMN "phone_number";')).toEqual(['drop']);
    expect(rules('alter table users drop phone_number')).toEqual(['drop']);
    expect(rules('ALTER TABLE "users" DROP COLUMN IF EXISTS "legacy";--> statement-breakpoint\nSELECT 1;')).toEqual(['drop']);
  });

  it('refuses renamed tables and columns', () => {
    expect(rules('ALTER TABLE "users" RENAME COLUMN "full_name" TO "name";')).toEqual(['rename']);
    expect(rules('ALTER TABLE "users" RENAME TO "people";')).toEqual(['rename']);
  });

  it('refuses a new NOT NULL column without a default, and accepts one with a default', () => {
    expect(rules('ALTER TABLE "users" ADD COLUMN "plan" text NOT NULL;')).toEqual(['not-null-without-default']);
    expect(rules('ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT \'free\' NOT NULL;')).toEqual([]);
    expect(rules('ALTER TABLE "users" ADD COLUMN "nickname" text;')).toEqual([]);
    expect(rules('ALTER TABLE "users" ADD COLUMN "seq" serial NOT NULL;')).toEqual([]);
    expect(rules('ALTER TABLE "users" ADD COLUMN "a" text, ADD COLUMN "b" integer NOT NULL;')).toEqual(['not-null-without-default']);
  });

  it('refuses SET NOT NULL and type changes on existing columns', () => {
    expect(rules('ALTER TABLE "users" ALTER COLUMN "timezone" SET NOT NULL;')).toEqual(['set-not-null']);
    expect(rules('ALTER TABLE "users" ALTER COLUMN "age" SET DATA TYPE bigint;')).toEqual(['alter-type']);
  });

  it('accepts what only adds: tables, nullable columns, constraints, dropped defaults and NOT NULLs', () => {
    const sql = [
      'CREATE TABLE "outfit_notes" ("id" serial PRIMARY KEY NOT NULL, "user_id" integer NOT NULL, "note" text NOT NULL);',
      'ALTER TABLE "outfit_notes" ADD CONSTRAINT "outfit_notes_user_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade;',
      'CREATE INDEX "outfit_notes_user_idx" ON "outfit_notes" USING btree ("user_id");',
      'ALTER TABLE "users" ALTER COLUMN "bio" DROP NOT NULL;',
      'ALTER TABLE "users" ALTER COLUMN "bio" DROP DEFAULT;',
      "UPDATE users SET bio = 'a; b' WHERE bio IS NULL;",
    ].join('\n--> statement-breakpoint\n');
    expect(checkMigrationSql(sql)).toEqual([]);
  });

  it('wants an index on an existing table built CONCURRENTLY, alone in its migration', () => {
    expect(rules('CREATE INDEX "users_name_idx" ON "users" USING btree ("full_name");')).toEqual(['index-not-concurrent']);
    expect(rules('CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_name_idx" ON "users" USING btree ("full_name");')).toEqual([]);
    expect(rules('ALTER TABLE "users" ADD COLUMN "x" text;\n--> statement-breakpoint\nCREATE INDEX CONCURRENTLY "users_x_idx" ON "users" ("x");')).toEqual([
      'concurrent-not-alone',
    ]);
  });

  it('lets a migration marked as a contract step on its first line drop what nobody reads', () => {
    expect(rules('-- contract: users.legacy_flag unread since release 2026-12\nALTER TABLE "users" DROP COLUMN "legacy_flag";')).toEqual([]);
    // The marker anywhere else is not a decision someone made for this migration.
    expect(rules('ALTER TABLE "users" DROP COLUMN "legacy_flag";\n-- contract: sneaked in')).toEqual(['drop']);
  });

  it('splits statements on breakpoints and on semicolons outside quotes and comments', () => {
    expect(splitStatements('UPDATE a SET b = \'x;y\'; -- a comment; here\nSELECT "c;d" FROM e;--> statement-breakpoint\nSELECT 2')).toEqual([
      "UPDATE a SET b = 'x;y'",
      'SELECT "c;d" FROM e',
      'SELECT 2',
    ]);
  });
});
