CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"purchase_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'TWD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"payment_url" text NOT NULL,
	"qr_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"merchant_reference" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"locale" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_purchase_idx" ON "payment_events" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_subject_idx" ON "purchases" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_pending_idx" ON "purchases" USING btree ("subject","subject_id") WHERE "purchases"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "purchases_pending_expiry_idx" ON "purchases" USING btree ("expires_at") WHERE "purchases"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "purchases_refund_idx" ON "purchases" USING btree ("created_at") WHERE "purchases"."refund_required";