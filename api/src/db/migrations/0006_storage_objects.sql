CREATE TABLE "storage_objects" (
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"md5_hash" text NOT NULL,
	"generation" bigint NOT NULL,
	"download_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_objects_bucket_name_pk" PRIMARY KEY("bucket","name")
);
--> statement-breakpoint
CREATE TABLE "storage_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"owner_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"finalized_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_objects" ADD CONSTRAINT "storage_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_uploads" ADD CONSTRAINT "storage_uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storage_objects_owner_idx" ON "storage_objects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "storage_uploads_owner_idx" ON "storage_uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "storage_uploads_expires_idx" ON "storage_uploads" USING btree ("expires_at");