-- One account per email (issue 27): built CONCURRENTLY, alone, so sign-ups are not blocked while it builds (ADR 0067).
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "users_email_unique" ON "users" USING btree ("email");
