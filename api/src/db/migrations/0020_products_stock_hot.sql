-- A sale writes a product's stock: with stock in no index and room left on each page (a row is ~1.5 kB), that write
-- is a HOT update and touches none of the product's indexes (the trigram one included) — decision 028.
DROP INDEX "products_availability_idx";--> statement-breakpoint
CREATE INDEX "products_availability_idx" ON "products" USING btree ("status","pre_order");--> statement-breakpoint
ALTER TABLE "products" SET (fillfactor = 50);
