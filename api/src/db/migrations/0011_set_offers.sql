CREATE TABLE "set_offers" (
	"product_id" integer NOT NULL,
	"item_product_id" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"max_amount" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "set_offers_product_id_item_product_id_pk" PRIMARY KEY("product_id","item_product_id"),
	CONSTRAINT "set_offers_terms_check" CHECK ("set_offers"."unit_price" >= 0 and "set_offers"."max_amount" between 1 and 99),
	CONSTRAINT "set_offers_other_check" CHECK ("set_offers"."product_id" <> "set_offers"."item_product_id")
);
--> statement-breakpoint
ALTER TABLE "set_offers" ADD CONSTRAINT "set_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_offers" ADD CONSTRAINT "set_offers_item_product_id_products_id_fk" FOREIGN KEY ("item_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_offers_item_idx" ON "set_offers" USING btree ("item_product_id");--> statement-breakpoint
-- The product page lists a product's set items: a change to an offer is a catalogue change (migration 0007).
CREATE TRIGGER "set_offers_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "set_offers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
