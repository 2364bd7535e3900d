CREATE TABLE "order_items" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"name_tw" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"unit_price" integer NOT NULL,
	"marked_price" integer NOT NULL,
	"amount" integer NOT NULL,
	"reserved" integer NOT NULL,
	"pre_order" boolean NOT NULL,
	"sub_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "order_items_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"guest_email" text,
	"status" text DEFAULT 'pending_activation' NOT NULL,
	"cancel_reason" text,
	"ships_from" text NOT NULL,
	"country_code" text NOT NULL,
	"delivery_method" text NOT NULL,
	"recipient" jsonb NOT NULL,
	"address" jsonb,
	"cvs_store" jsonb,
	"customs_id" text,
	"payment_method" text NOT NULL,
	"subtotal" integer NOT NULL,
	"shipping_fee" integer NOT NULL,
	"discount" integer NOT NULL,
	"total" integer NOT NULL,
	"coupon_id" integer,
	"coupon_free_shipping" boolean DEFAULT false NOT NULL,
	"idempotency_scope" text,
	"idempotency_key" text,
	"request_hash" text,
	"payment_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"shipping_code" text,
	"carrier" text,
	"shipped_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "coupon_claims_user_idx";--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "use_limit" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "used_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_product_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("idempotency_scope","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_payment_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."status" = 'pending_activation' and "orders"."paid_at" is null;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_claims_order_idx" ON "coupon_claims" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_claims_user_idx" ON "coupon_claims" USING btree ("user_id","created_at");