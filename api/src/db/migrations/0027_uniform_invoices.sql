-- Taiwan uniform e-invoices: the number ranges the tax office assigned, the invoices issued when an order or kuji order
-- is paid, their allowances, the uploads still owed to the value-added centre, and the sandbox centre's books.
CREATE TABLE "invoice_allowances" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"refund_id" text NOT NULL,
	"amount" integer NOT NULL,
	"sales" integer,
	"tax" integer,
	"issued_on" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_allowances_number_unique" UNIQUE("number"),
	CONSTRAINT "invoice_allowances_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"period" text NOT NULL,
	"track" text NOT NULL,
	"first_number" integer NOT NULL,
	"last_number" integer NOT NULL,
	"next_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_tracks_range_check" CHECK ("invoice_tracks"."first_number" <= "invoice_tracks"."last_number" and "invoice_tracks"."next_number" <= "invoice_tracks"."last_number" + 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"invoice_id" integer NOT NULL,
	"allowance_id" integer,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"number" text,
	"period" text,
	"issued_on" text,
	"buyer" jsonb NOT NULL,
	"total" integer NOT NULL,
	"sales" integer,
	"tax" integer,
	"state" text NOT NULL,
	"allowanced" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_allowanced_check" CHECK ("invoices"."allowanced" >= 0 and "invoices"."allowanced" <= "invoices"."total")
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoice_filings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_allowances" ADD CONSTRAINT "invoice_allowances_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_uploads" ADD CONSTRAINT "invoice_uploads_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_uploads" ADD CONSTRAINT "invoice_uploads_allowance_id_invoice_allowances_id_fk" FOREIGN KEY ("allowance_id") REFERENCES "public"."invoice_allowances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_allowances_invoice_idx" ON "invoice_allowances" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_tracks_range_idx" ON "invoice_tracks" USING btree ("period","track","first_number");--> statement-breakpoint
CREATE INDEX "invoice_uploads_invoice_idx" ON "invoice_uploads" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE INDEX "invoice_uploads_allowance_idx" ON "invoice_uploads" USING btree ("allowance_id");--> statement-breakpoint
CREATE INDEX "invoice_uploads_due_idx" ON "invoice_uploads" USING btree ("due_at") WHERE "invoice_uploads"."uploaded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_subject_idx" ON "invoices" USING btree ("subject","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("period","number");--> statement-breakpoint
CREATE INDEX "invoices_waiting_idx" ON "invoices" USING btree ("id") WHERE "invoices"."state" = 'waiting';--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_invoice_filings_number_idx" ON "sandbox_invoice_filings" USING btree ("kind","number");