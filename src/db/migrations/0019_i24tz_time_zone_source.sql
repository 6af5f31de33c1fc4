ALTER TABLE "users" ADD COLUMN "time_zone_source" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
-- A zone other than the old default was picked by the person in SMS Settings: theirs to keep.
-- Accounts still on the default are fixed from their home city by the 'time-zones-from-home' job (ADR 0083).
UPDATE "users" SET "time_zone_source" = 'chosen' WHERE "timezone" <> 'America/New_York';
