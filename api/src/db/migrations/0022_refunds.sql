-- Refunds (decision 031): what is given back from a purchase and how far the gateway got; the sandbox gateway's own
-- refund books; when an order's shopper asked to cancel it once paid.
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"purchase_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"ref" text PRIMARY KEY NOT NULL,
	"payment_ref" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_merchant_reference_unique" UNIQUE("merchant_reference")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunds_fail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_payment_ref_sandbox_payments_ref_fk" FOREIGN KEY ("payment_ref") REFERENCES "public"."sandbox_payments"("ref") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_purchase_idx" ON "refunds" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("due_at") WHERE "refunds"."state" = 'requested';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_refunded_within_amount" CHECK ("purchases"."refunded_amount" between 0 and "purchases"."amount");