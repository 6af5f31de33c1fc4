CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'url' NOT NULL,
	"url_sealed" text,
	"url_hash" text NOT NULL,
	"host" text NOT NULL,
	"last_refreshed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_calendar_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" text,
	"refresh_token_sealed" text,
	"access_token_sealed" text,
	"access_token_expires_at" timestamp with time zone,
	"sync_token" text,
	"sync_window_end" date,
	"state" text DEFAULT 'connected' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "google_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "dress_code_source" text DEFAULT 'inferred' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "source_scope" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_connections" ADD CONSTRAINT "google_calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_oauth_states" ADD CONSTRAINT "google_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_url_unique" ON "calendar_feeds" USING btree ("user_id","url_hash");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_source_unique" ON "calendar_events" USING btree ("user_id","source_scope","source_id");