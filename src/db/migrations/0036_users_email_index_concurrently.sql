-- Sign-in and the squatting sweep look unverified emails up too (issue 37, ADR 0101): a plain index, built CONCURRENTLY and alone.
CREATE INDEX CONCURRENTLY IF NOT EXISTS "users_email_idx" ON "users" USING btree ("email");
