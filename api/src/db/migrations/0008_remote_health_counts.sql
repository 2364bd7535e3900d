CREATE TABLE "remote_health_counts" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"load_failures" integer DEFAULT 0 NOT NULL,
	"render_errors" integer DEFAULT 0 NOT NULL,
	"unhandled_errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_health_counts_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
--> statement-breakpoint
CREATE INDEX "remote_health_counts_minute_idx" ON "remote_health_counts" USING btree ("minute");