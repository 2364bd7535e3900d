-- Indexes for two foreign keys 0022 and 0023 left bare (a sandbox refund's payment, a request's product), and a time
-- for orders picked before picking_at existed (0021): a cancellation request reads it to tell whether the warehouse
-- has begun and where a declined request goes back to (decision 031).
CREATE INDEX "arrival_notices_product_idx" ON "arrival_notices" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_payment_idx" ON "sandbox_refunds" USING btree ("payment_ref");--> statement-breakpoint
UPDATE "orders" SET "picking_at" = coalesce("paid_at", "created_at")
WHERE "status" IN ('picking', 'shipped', 'finished') AND "picking_at" IS NULL;
