CREATE TABLE "delivery_claims" (
	"key" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "delivery_claims_updated_idx" ON "delivery_claims" USING btree ("updated_at");