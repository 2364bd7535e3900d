-- Campaigns seeded before kuji orders existed had no box order and nothing was ever sold from them: they are
-- removed, and start-up seeds the campaigns again with a committed box (seed/kuji.ts).
DELETE FROM "kuji_tickets";--> statement-breakpoint
DELETE FROM "kuji_prizes";--> statement-breakpoint
DELETE FROM "kujis";--> statement-breakpoint
CREATE TABLE "kuji_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kuji_id" integer NOT NULL,
	"draws" integer NOT NULL,
	"price" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"coupon_id" integer,
	"payment_method" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"idempotency_scope" text,
	"idempotency_key" text,
	"request_hash" text,
	"payment_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"prizes_shipping_code" text,
	"prizes_shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kuji_orders_draws_check" CHECK ("kuji_orders"."draws" >= 1)
);
--> statement-breakpoint
DROP INDEX "kuji_prizes_kuji_idx";--> statement-breakpoint
DROP INDEX "kuji_tickets_undrawn_idx";--> statement-breakpoint
DROP INDEX "kuji_tickets_kuji_idx";--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD COLUMN "kuji_order_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "scope" text DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "kuji_prizes" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kuji_prizes" ADD COLUMN "image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kuji_tickets" ADD COLUMN "position" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "kuji_tickets" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "description_tw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "description_cn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "per_order_limit" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "tickets_total" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "drawn" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "seed" text NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "seed_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "ticket_list_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "last_one_order_id" integer;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD CONSTRAINT "kuji_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD CONSTRAINT "kuji_orders_kuji_id_kujis_id_fk" FOREIGN KEY ("kuji_id") REFERENCES "public"."kujis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD CONSTRAINT "kuji_orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kuji_orders_user_idx" ON "kuji_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kuji_orders_kuji_idx" ON "kuji_orders" USING btree ("kuji_id");--> statement-breakpoint
CREATE INDEX "kuji_orders_coupon_idx" ON "kuji_orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE INDEX "kuji_orders_pending_idx" ON "kuji_orders" USING btree ("payment_deadline") WHERE "kuji_orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "kuji_orders_idempotency_idx" ON "kuji_orders" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_kuji_order_id_kuji_orders_id_fk" FOREIGN KEY ("kuji_order_id") REFERENCES "public"."kuji_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuji_tickets" ADD CONSTRAINT "kuji_tickets_order_id_kuji_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."kuji_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_claims_kuji_order_idx" ON "coupon_claims" USING btree ("kuji_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kuji_prizes_tier_idx" ON "kuji_prizes" USING btree ("kuji_id","tier");--> statement-breakpoint
CREATE UNIQUE INDEX "kuji_tickets_position_idx" ON "kuji_tickets" USING btree ("kuji_id","position");--> statement-breakpoint
CREATE INDEX "kuji_tickets_order_idx" ON "kuji_tickets" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "kuji_tickets" DROP COLUMN "drawn_by";--> statement-breakpoint
ALTER TABLE "kujis" ADD CONSTRAINT "kujis_counts_check" CHECK (0 <= "kujis"."drawn" and "kujis"."drawn" <= "kujis"."reserved" and "kujis"."reserved" <= "kujis"."tickets_total");--> statement-breakpoint
ALTER TABLE "kujis" ADD CONSTRAINT "kujis_limit_check" CHECK ("kujis"."per_order_limit" >= 1);