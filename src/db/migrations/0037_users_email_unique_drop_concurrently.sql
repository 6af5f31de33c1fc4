-- The old unique index on every email goes last, once the verified-only one stands (issue 37, ADR 0101): an unverified address no longer blocks its real owner.
DROP INDEX CONCURRENTLY IF EXISTS "users_email_unique";
