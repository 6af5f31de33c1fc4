CREATE TABLE "daily_ranked_looks" (
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"event_id" integer DEFAULT 0 NOT NULL,
	"fingerprint" text NOT NULL,
	"looks" jsonb NOT NULL,
	"only_note" text,
	"served" integer DEFAULT 0 NOT NULL,
	"seed" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_ranked_looks_user_id_local_date_event_id_pk" PRIMARY KEY("user_id","local_date","event_id")
);
--> statement-breakpoint
ALTER TABLE "daily_ranked_looks" ADD CONSTRAINT "daily_ranked_looks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;