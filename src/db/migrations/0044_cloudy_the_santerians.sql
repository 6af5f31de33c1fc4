CREATE TABLE "trip_checks" (
	"trip_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_checks_trip_id_item_id_pk" PRIMARY KEY("trip_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"destination" text NOT NULL,
	"place" text,
	"latitude" double precision,
	"longitude" double precision,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"occasions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_key" text,
	"plan" jsonb NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_checks" ADD CONSTRAINT "trip_checks_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_checks" ADD CONSTRAINT "trip_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_checks_user_idx" ON "trip_checks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trips_user_start_idx" ON "trips" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_share_token_unique" ON "trips" USING btree ("share_token");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_user_event_key_unique" ON "trips" USING btree ("user_id","event_key");