-- Back-in-stock notices leave through the outbox (decision 030): each keeps the language it was asked in and when it
-- was told; a notice told is kept, and the same address may wait again.
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_subject";--> statement-breakpoint
DROP INDEX "arrival_notices_product_email_idx";--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD COLUMN "locale" text DEFAULT 'tw' NOT NULL;--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "arrival_notice_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_arrival_notice_id_arrival_notices_id_fk" FOREIGN KEY ("arrival_notice_id") REFERENCES "public"."arrival_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_waiting_idx" ON "arrival_notices" USING btree ("product_id","email") WHERE "arrival_notices"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_arrival_notice_idx" ON "outbox" USING btree ("arrival_notice_id");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_subject" CHECK (num_nonnulls("outbox"."order_id", "outbox"."kuji_order_id", "outbox"."user_id", "outbox"."arrival_notice_id") = 1);