-- The kuji prize box: a member's shipments of won prizes (one parcel, its postage paid as a purchase), the prizes each
-- holds (one live shipment per prize, by a unique index) and when a member was last reminded of waiting prizes.
CREATE TABLE "prize_box_reminders" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prize_shipment_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"prize_key" text NOT NULL,
	"kuji_id" integer NOT NULL,
	"kuji_order_id" integer NOT NULL,
	"held" boolean DEFAULT true,
	CONSTRAINT "prize_shipment_items_held" CHECK ("prize_shipment_items"."held")
);
--> statement-breakpoint
CREATE TABLE "prize_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"country_code" text NOT NULL,
	"delivery_method" text NOT NULL,
	"recipient" jsonb NOT NULL,
	"address" jsonb,
	"cvs_store" jsonb,
	"customs_id" text,
	"shipping_fee" integer NOT NULL,
	"payment_method" text NOT NULL,
	"locale" text DEFAULT 'tw' NOT NULL,
	"payment_deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"carrier" text,
	"tracking_code" text,
	"shipped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prize_shipments_status" CHECK ("prize_shipments"."status" in ('pending_payment', 'paid', 'shipped', 'expired')),
	CONSTRAINT "prize_shipments_fee" CHECK ("prize_shipments"."shipping_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "prize_box_reminders" ADD CONSTRAINT "prize_box_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_shipment_items" ADD CONSTRAINT "prize_shipment_items_shipment_id_prize_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."prize_shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_shipment_items" ADD CONSTRAINT "prize_shipment_items_kuji_id_kujis_id_fk" FOREIGN KEY ("kuji_id") REFERENCES "public"."kujis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_shipment_items" ADD CONSTRAINT "prize_shipment_items_kuji_order_id_kuji_orders_id_fk" FOREIGN KEY ("kuji_order_id") REFERENCES "public"."kuji_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prize_shipments" ADD CONSTRAINT "prize_shipments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "prize_shipment_items_held_idx" ON "prize_shipment_items" USING btree ("prize_key","held");--> statement-breakpoint
CREATE INDEX "prize_shipment_items_shipment_idx" ON "prize_shipment_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "prize_shipment_items_kuji_idx" ON "prize_shipment_items" USING btree ("kuji_id");--> statement-breakpoint
CREATE INDEX "prize_shipment_items_kuji_order_idx" ON "prize_shipment_items" USING btree ("kuji_order_id");--> statement-breakpoint
CREATE INDEX "prize_shipments_user_idx" ON "prize_shipments" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "prize_shipments_pending_idx" ON "prize_shipments" USING btree ("payment_deadline") WHERE "prize_shipments"."status" = 'pending_payment';