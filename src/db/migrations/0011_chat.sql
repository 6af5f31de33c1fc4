CREATE TABLE "stylist_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_latitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_longitude" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_place" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_country" text;--> statement-breakpoint
ALTER TABLE "stylist_turns" ADD CONSTRAINT "stylist_turns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stylist_turns_user_id_idx" ON "stylist_turns" USING btree ("user_id","id");