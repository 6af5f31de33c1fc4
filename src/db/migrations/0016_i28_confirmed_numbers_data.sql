-- Numbers that texted us before confirmed opt-in existed (issue 28) have replied: they are confirmed.
INSERT INTO "sms_confirmed_numbers" ("phone_number", "how", "confirmed_at")
SELECT "from_number", 'reply', min("created_at") FROM "sms_messages" WHERE "direction" = 'inbound' GROUP BY "from_number"
ON CONFLICT DO NOTHING;
