-- One row per gap and month (issue 24): built CONCURRENTLY, alone, so live writes to Home's card are not blocked (ADR 0067).
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "purchase_recommendations_month_gap_unique" ON "purchase_recommendations" USING btree ("user_id","year","month","gap_key");
