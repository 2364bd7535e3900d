ALTER TABLE "order_items" ADD COLUMN "picture" text;--> statement-breakpoint
-- Lines ordered before this: the product's first uploaded picture, else the seed's file named by its SKU (a size's
-- SKU without its size), as platform/images.ts names it.
UPDATE "order_items" SET "picture" = coalesce(
  (SELECT "pictures"[1] FROM "products" WHERE "products"."id" = "order_items"."product_id"),
  '/api/v1/images/p-' || lower(regexp_replace("sku", '-(S|M|L|XL)$', '', 'i')) || '-1.jpg'
);--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "picture" SET NOT NULL;
