CREATE TABLE "quota_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"username" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_username_address_pk" PRIMARY KEY("username","address")
);
--> statement-breakpoint
CREATE INDEX "quota_events_key_idx" ON "quota_events" USING btree ("key","taken_at");