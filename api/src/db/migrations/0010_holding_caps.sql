ALTER TABLE "orders" ADD COLUMN "guest_email_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_key" text;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD COLUMN "device_key" text;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "member_limit" integer;--> statement-breakpoint
CREATE INDEX "orders_unpaid_email_idx" ON "orders" USING btree ("guest_email_key") WHERE "orders"."status" = 'pending_activation' and "orders"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_ip_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."status" = 'pending_activation' and "orders"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "orders_unpaid_device_idx" ON "orders" USING btree ("device_key") WHERE "orders"."status" = 'pending_activation' and "orders"."paid_at" is null;--> statement-breakpoint
CREATE INDEX "kuji_orders_unpaid_ip_idx" ON "kuji_orders" USING btree ("client_ip") WHERE "kuji_orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE INDEX "kuji_orders_unpaid_device_idx" ON "kuji_orders" USING btree ("device_key") WHERE "kuji_orders"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "kujis" ADD CONSTRAINT "kujis_member_limit_check" CHECK ("kujis"."member_limit" >= 1);--> statement-breakpoint
-- Orders already open when this runs count towards their guest's caps too (the key as order/holding-caps.ts makes it).
UPDATE "orders" SET "guest_email_key" = regexp_replace(lower(btrim("guest_email")), '\+[^@]*@', '@') WHERE "guest_email" IS NOT NULL AND "status" = 'pending_activation' AND "paid_at" IS NULL;
