-- An email is the account's only once verified (issue 37, ADR 0101): unique among verified emails, built CONCURRENTLY and alone so sign-ups are not blocked while it builds (ADR 0067).
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "users_verified_email_unique" ON "users" USING btree ("email") WHERE "users"."email_verified_at" is not null;
