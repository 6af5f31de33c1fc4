CREATE TABLE "clothing_item_wears" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"worn_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clothing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"category" text NOT NULL,
	"subcategory" text,
	"color" text NOT NULL,
	"size" text,
	"season" text DEFAULT 'All Seasons' NOT NULL,
	"image_url" text,
	"image_key" text,
	"material" text,
	"formality" text,
	"warmth" text,
	"price_cents" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clothing_item_wears" ADD CONSTRAINT "clothing_item_wears_item_id_clothing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."clothing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clothing_item_wears" ADD CONSTRAINT "clothing_item_wears_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clothing_items" ADD CONSTRAINT "clothing_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clothing_item_wears_item_day_unique" ON "clothing_item_wears" USING btree ("item_id","worn_on");--> statement-breakpoint
CREATE INDEX "clothing_item_wears_user_idx" ON "clothing_item_wears" USING btree ("user_id","worn_on");--> statement-breakpoint
CREATE INDEX "clothing_items_user_idx" ON "clothing_items" USING btree ("user_id","added_at");