CREATE TABLE "affiliate_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"product_id" integer,
	"retailer_id" integer NOT NULL,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"retailer_id" integer NOT NULL,
	"source_id" integer,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"image_url" text,
	"product_url" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"gender" text DEFAULT 'unisex' NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "name"), 'A') || setweight(to_tsvector('english'::regconfig, "brand" || ' ' || "category"), 'B') || setweight(jsonb_to_tsvector('english'::regconfig, "colors", '["string"]'::jsonb), 'B') || setweight(to_tsvector('english'::regconfig, left("description", 2000)), 'D')) STORED NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "brand")) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_sources" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_sources" ADD COLUMN "last_sync_result" text;--> statement-breakpoint
ALTER TABLE "product_sources" ADD COLUMN "last_sync_counts" jsonb;--> statement-breakpoint
ALTER TABLE "product_sources" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_retailer_id_retailers_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."retailers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_source_id_product_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."product_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_retailer_time_idx" ON "affiliate_clicks" USING btree ("retailer_id","clicked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_retailer_external_unique" ON "products" USING btree ("retailer_id","external_id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","gender","in_stock");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_first_seen_idx" ON "products" USING btree ("first_seen_at","id");--> statement-breakpoint
CREATE INDEX "products_source_idx" ON "products" USING btree ("source_id","last_seen_at");--> statement-breakpoint
-- Typo fallback for the catalog search (issue 13): pg_trgm where the database has it (PGlite loads it; PostgreSQL ships it as contrib). Without it, search still works, without the fallback.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS "catalog_words_trgm_idx" ON "catalog_words" USING gin ("word" gin_trgm_ops);
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): the catalog search runs without its typo fallback', SQLERRM;
END $$;
