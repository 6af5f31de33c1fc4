CREATE TABLE "sms_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"disclosure_text" text NOT NULL,
	"disclosure_version" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_daily_sends" (
	"user_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_message_id" text,
	"queued_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_daily_sends_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
CREATE TABLE "sms_opt_outs" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"opted_out" boolean DEFAULT true NOT NULL,
	"words" text NOT NULL,
	"opted_out_at" timestamp with time zone NOT NULL,
	"opted_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_pending_photos" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"image_url" text NOT NULL,
	"detected_color" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_consultations" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_consultations" ADD COLUMN "last_answer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "media_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "sms_consents" ADD CONSTRAINT "sms_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_daily_sends" ADD CONSTRAINT "sms_daily_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_pending_photos" ADD CONSTRAINT "sms_pending_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_consents_user_idx" ON "sms_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_daily_sends_status_idx" ON "sms_daily_sends" USING btree ("status","updated_at");