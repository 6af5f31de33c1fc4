-- One closet piece per bought product (issue 44.4), built CONCURRENTLY and alone so closets are not locked while it builds (ADR 0067).
CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "clothing_items_user_source_product_unique" ON "clothing_items" USING btree ("user_id","source_product_id") WHERE "clothing_items"."deleted_at" is null and "clothing_items"."source_product_id" is not null;
