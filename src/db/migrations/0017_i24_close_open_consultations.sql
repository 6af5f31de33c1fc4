-- One consultation at a time (issue 24): accounts that finished onboarding on the web while a text
-- consultation was still open had their next texts taken as its answers. Those consultations end here.
UPDATE "sms_consultations" SET "status" = 'closed', "updated_at" = now()
WHERE "status" = 'started' AND "user_id" IN (SELECT "id" FROM "users" WHERE "onboarding_completed" = true);
