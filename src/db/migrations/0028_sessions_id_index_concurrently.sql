-- Sessions get a public id (issue 27, ADR 0088): its unique index built CONCURRENTLY, alone, so sign-ins are not blocked while it builds (ADR 0067).
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "sessions_id_unique" ON "sessions" USING btree ("id");
