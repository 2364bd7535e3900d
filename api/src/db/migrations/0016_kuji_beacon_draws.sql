CREATE TABLE "beacon_chains" (
	"hash" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"period" integer NOT NULL,
	"genesis_time" bigint NOT NULL,
	"scheme" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "beacon_rounds" (
	"chain_hash" text NOT NULL,
	"round" bigint NOT NULL,
	"signature" text NOT NULL,
	"randomness" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beacon_rounds_chain_hash_round_pk" PRIMARY KEY("chain_hash","round")
);
--> statement-breakpoint
ALTER TABLE "kujis" ALTER COLUMN "seed" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ALTER COLUMN "seed_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD COLUMN "draw_place" integer;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD COLUMN "draw_round" bigint;--> statement-breakpoint
ALTER TABLE "kuji_orders" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kuji_tickets" ADD COLUMN "pick" smallint;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "algorithm" text DEFAULT 'hmac-sha256-fisher-yates-v1' NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "beacon_chain_hash" text;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "places_given" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "last_round" bigint;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "picked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "beacon_rounds" ADD CONSTRAINT "beacon_rounds_chain_hash_beacon_chains_hash_fk" FOREIGN KEY ("chain_hash") REFERENCES "public"."beacon_chains"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kujis" ADD CONSTRAINT "kujis_beacon_chain_hash_beacon_chains_hash_fk" FOREIGN KEY ("beacon_chain_hash") REFERENCES "public"."beacon_chains"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kuji_orders_place_idx" ON "kuji_orders" USING btree ("kuji_id","draw_place");--> statement-breakpoint
CREATE INDEX "kuji_orders_awaiting_draw_idx" ON "kuji_orders" USING btree ("draw_round") WHERE "kuji_orders"."draw_place" is not null and "kuji_orders"."drawn_at" is null;--> statement-breakpoint
ALTER TABLE "kujis" ADD CONSTRAINT "kujis_picked_check" CHECK (0 <= "kujis"."picked" and "kujis"."picked" <= "kujis"."drawn");--> statement-breakpoint
ALTER TABLE "kujis" ADD CONSTRAINT "kujis_algorithm_check" CHECK (("kujis"."algorithm" = 'hmac-sha256-fisher-yates-v1' and "kujis"."seed" is not null and "kujis"."seed_hash" is not null) or ("kujis"."algorithm" = 'drand-hmac-sha256-v2' and "kujis"."beacon_chain_hash" is not null));--> statement-breakpoint
-- A campaign's board changed (a sale held, released, paid or picked tickets; the Last One was won): every process
-- listening on kuji_board pushes it to the campaign's open pages (modules/kuji-board).
CREATE FUNCTION "kuji_board_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kuji_board', NEW.id::text);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "kujis_board_changed" AFTER UPDATE ON "kujis" FOR EACH ROW
  WHEN ((OLD.reserved, OLD.drawn, OLD.picked, OLD.last_one_order_id) IS DISTINCT FROM (NEW.reserved, NEW.drawn, NEW.picked, NEW.last_one_order_id))
  EXECUTE FUNCTION "kuji_board_notify"();
