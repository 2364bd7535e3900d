CREATE TABLE "kuji_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec" jsonb NOT NULL,
	"kuji_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "kuji_drafts" ADD CONSTRAINT "kuji_drafts_kuji_id_kujis_id_fk" FOREIGN KEY ("kuji_id") REFERENCES "public"."kujis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kuji_drafts_kuji_idx" ON "kuji_drafts" USING btree ("kuji_id");