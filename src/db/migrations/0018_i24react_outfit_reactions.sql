CREATE TABLE "outfit_reactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"item_ids" jsonb NOT NULL,
	"from_item_id" integer,
	"to_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_looks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_ids" jsonb NOT NULL,
	"item_key" text NOT NULL,
	"source_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outfit_reactions" ADD CONSTRAINT "outfit_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_looks" ADD CONSTRAINT "saved_looks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outfit_reactions_user_date_idx" ON "outfit_reactions" USING btree ("user_id","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_looks_user_items_unique" ON "saved_looks" USING btree ("user_id","item_key");