-- The outbox keeps codes masked and the live text sealed only for the dev mail viewer (ADR 0100). No index for the hourly prune: a week of mails is a short scan.
ALTER TABLE "outbox_mails" ADD COLUMN "sealed_text" text;--> statement-breakpoint
-- Mails stored before: their reset codes and verification link tokens masked like the new ones.
UPDATE "outbox_mails" SET "text" = regexp_replace("text", '(password reset code is )[0-9]{6}', '\1••••••', 'g') WHERE "text" ~ 'password reset code is [0-9]{6}';--> statement-breakpoint
UPDATE "outbox_mails" SET "text" = regexp_replace("text", '(verify-email\?token=)[^[:space:]]+', '\1••••••••', 'g') WHERE "text" ~ 'verify-email\?token=';
