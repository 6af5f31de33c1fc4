ALTER TABLE "promo_codes" ADD COLUMN "kind" text DEFAULT 'lifetime' NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "percent_off" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "duration_months" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "free_months" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "stripe_coupon_id" text;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "stripe_promotion_code_id" text;--> statement-breakpoint
ALTER TABLE "subscription_attempts" ADD COLUMN "promo_code_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_attempts" ADD CONSTRAINT "subscription_attempts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_kind_terms" CHECK (("promo_codes"."kind" = 'lifetime' and "promo_codes"."percent_off" is null and "promo_codes"."duration_months" is null and "promo_codes"."free_months" is null)
        or ("promo_codes"."kind" = 'percent_off' and not "promo_codes"."lifetime_free" and "promo_codes"."percent_off" between 1 and 100 and ("promo_codes"."duration_months" is null or "promo_codes"."duration_months" >= 1) and "promo_codes"."free_months" is null)
        or ("promo_codes"."kind" = 'free_months' and not "promo_codes"."lifetime_free" and "promo_codes"."free_months" >= 1 and "promo_codes"."percent_off" is null and "promo_codes"."duration_months" is null));