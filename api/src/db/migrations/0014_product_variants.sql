-- A product sold in sizes: each size is a product of its own (priced, stocked, ordered like any), pointing at the
-- design that lists it (docs/decisions/010-product-variants.md). Lists show designs; a size is chosen on the page.
ALTER TABLE "products" ADD COLUMN "variant_of" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_of_products_id_fk" FOREIGN KEY ("variant_of") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_variant_check" CHECK (("products"."variant_of" is null) = ("products"."variant_label" is null));--> statement-breakpoint
CREATE INDEX "products_variant_of_idx" ON "products" USING btree ("variant_of","id");
