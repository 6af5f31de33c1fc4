-- The hourly retention prune of day outfits (issue 39, ADR 0105) finds old rows by date: an index built CONCURRENTLY, alone, so outfits are not blocked while it builds (ADR 0067).
CREATE INDEX CONCURRENTLY IF NOT EXISTS "daily_outfits_local_date_idx" ON "daily_outfits" USING btree ("local_date");
