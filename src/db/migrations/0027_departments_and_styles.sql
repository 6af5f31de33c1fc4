ALTER TABLE "users" ADD COLUMN "departments" text;--> statement-breakpoint
ALTER TABLE "style_preferences" ADD COLUMN "styles" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Existing profiles carry their one style into the list, so every reader can rely on it (ADR 0094).
UPDATE "style_preferences" SET "styles" = jsonb_build_array("preferred_style") WHERE "styles" = '[]'::jsonb;
