CREATE TABLE "item_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"decision" text NOT NULL,
	"route" text,
	"note" text,
	"decided_on" date NOT NULL,
	"keep_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_reviews" ADD CONSTRAINT "item_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_reviews" ADD CONSTRAINT "item_reviews_item_id_clothing_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."clothing_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_reviews_item_unique" ON "item_reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "item_reviews_user_idx" ON "item_reviews" USING btree ("user_id");