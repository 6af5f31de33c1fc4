CREATE TABLE "sms_confirmed_numbers" (
	"phone_number" text PRIMARY KEY NOT NULL,
	"how" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL
);
