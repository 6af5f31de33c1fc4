CREATE TABLE "event_outfits" (
	"user_id" integer NOT NULL,
	"calendar_event_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"item_ids" jsonb NOT NULL,
	"style_note" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"weather" jsonb,
	"source" text NOT NULL,
	"planned_at" timestamp with time zone,
	"seed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_outfits" ADD CONSTRAINT "event_outfits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_outfits" ADD CONSTRAINT "event_outfits_calendar_event_id_calendar_events_id_fk" FOREIGN KEY ("calendar_event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_outfits_user_event_unique" ON "event_outfits" USING btree ("user_id","calendar_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_outfits_event_unique" ON "event_outfits" USING btree ("calendar_event_id");--> statement-breakpoint
CREATE INDEX "event_outfits_user_date_idx" ON "event_outfits" USING btree ("user_id","local_date");