CREATE TABLE "drop_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"drop_id" integer NOT NULL,
	"holder" text NOT NULL,
	"ip" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ordinal" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"buy_window_seconds" integer NOT NULL,
	"cursor_position" integer NOT NULL,
	"cursor_at" timestamp with time zone NOT NULL,
	"next_ordinal" integer DEFAULT 1 NOT NULL,
	"shuffled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drops_kind" CHECK ("drops"."kind" in ('kuji', 'product')),
	CONSTRAINT "drops_opens_before_start" CHECK ("drops"."opens_at" <= "drops"."starts_at"),
	CONSTRAINT "drops_rate" CHECK ("drops"."admit_per_minute" between 1 and 1000000),
	CONSTRAINT "drops_window" CHECK ("drops"."buy_window_seconds" between 10 and 86400)
);
--> statement-breakpoint
ALTER TABLE "drop_places" ADD CONSTRAINT "drop_places_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_places_holder_idx" ON "drop_places" USING btree ("drop_id","holder");--> statement-breakpoint
CREATE UNIQUE INDEX "drop_places_ordinal_idx" ON "drop_places" USING btree ("drop_id","ordinal");--> statement-breakpoint
CREATE INDEX "drop_places_ip_idx" ON "drop_places" USING btree ("drop_id","ip");--> statement-breakpoint
CREATE UNIQUE INDEX "drops_target_idx" ON "drops" USING btree ("kind","target_id");