-- Reset texts stored before codes were masked (issue 28): keep the message, mask the 6-digit code.
UPDATE "sms_messages" SET "body" = regexp_replace("body", '\y[0-9]{6}\y', '••••••', 'g') WHERE "purpose" = 'password_reset' AND "body" ~ '\y[0-9]{6}\y';
