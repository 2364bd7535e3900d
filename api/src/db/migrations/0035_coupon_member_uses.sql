ALTER TABLE "coupon_claims" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "member_use_limit" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Claims an order uses today count that one use (hand-written: drizzle-kit does not write data).
UPDATE "coupon_claims" SET "uses" = 1 WHERE "used_at" IS NOT NULL;
