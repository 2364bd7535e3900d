ALTER TABLE "storage_objects" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_uploads" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "storage_uploads" ADD COLUMN "operator_id" integer;--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_uploads" ADD CONSTRAINT "storage_uploads_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_objects_operator_idx" ON "storage_objects" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "storage_uploads_operator_idx" ON "storage_uploads" USING btree ("operator_id");--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_one_owner_check" CHECK (("storage_objects"."owner_id" is null) <> ("storage_objects"."operator_id" is null));--> statement-breakpoint
ALTER TABLE "storage_uploads" ADD CONSTRAINT "storage_uploads_one_owner_check" CHECK (("storage_uploads"."owner_id" is null) <> ("storage_uploads"."operator_id" is null));