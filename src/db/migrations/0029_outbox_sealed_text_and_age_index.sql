-- The outbox keeps codes masked, the live text sealed only for the dev mail viewer, and is pruned by age (ADR 0100).
ALTER TABLE "outbox_mails" ADD COLUMN "sealed_text" text;--> statement-breakpoint
CREATE INDEX "outbox_mails_created_at_idx" ON "outbox_mails" USING btree ("created_at");--> statement-breakpoint
-- Mails stored before: their reset codes and verification link tokens masked like the new ones.
UPDATE "outbox_mails" SET "text" = regexp_replace("text", '(password reset code is )[0-9]{6}', '\1••••••', 'g') WHERE "text" ~ 'password reset code is [0-9]{6}';--> statement-breakpoint
UPDATE "outbox_mails" SET "text" = regexp_replace("text", '(verify-email\?token=)[^[:space:]]+', '\1••••••••', 'g') WHERE "text" ~ 'verify-email\?token=';
