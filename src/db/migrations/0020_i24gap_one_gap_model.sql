DROP INDEX "purchase_recommendations_month_slot_unique";--> statement-breakpoint
ALTER TABLE "purchase_recommendations" ADD COLUMN "gap_key" text;--> statement-breakpoint
ALTER TABLE "style_preferences" ADD COLUMN "budget_min" integer;--> statement-breakpoint
ALTER TABLE "style_preferences" ADD COLUMN "budget_max" integer;
