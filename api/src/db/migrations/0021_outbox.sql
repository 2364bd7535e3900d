-- The notification outbox (decision 030); the language each order is placed in (its mails are written in it) and
-- when it began to be picked (a step of its timeline).
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"order_id" integer,
	"kuji_order_id" integer,
	"user_id" integer,
	"facts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_state" CHECK ("outbox"."state" in ('pending', 'sent', 'dead')),
	CONSTRAINT "outbox_subject" CHECK (num_nonnulls("outbox"."order_id", "outbox"."kuji_order_id", "outbox"."user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picking_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locale" text DEFAULT 'tw' NOT NULL;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD COLUMN "locale" text DEFAULT 'tw' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kuji_order_id_kuji_orders_id_fk" FOREIGN KEY ("kuji_order_id") REFERENCES "public"."kuji_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("due_at") WHERE "outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbox_kuji_order_idx" ON "outbox" USING btree ("kuji_order_id");--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "outbox_dead_idx" ON "outbox" USING btree ("id") WHERE "outbox"."state" = 'dead';