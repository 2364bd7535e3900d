ALTER TABLE "articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kujis" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Rows that existed keep the best date they have: when they were made, an article when it was published.
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "kujis" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "articles" SET "updated_at" = "published_at";--> statement-breakpoint
-- The sitemaps' lastmod (modules/seo): any write that changes a row moves its updated_at, whoever writes, except one
-- that changes only the columns named as arguments (sales: stock, tickets) or sets updated_at itself.
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."updated_at" IS NOT DISTINCT FROM OLD."updated_at"
		AND (to_jsonb(OLD) - TG_ARGV) IS DISTINCT FROM (to_jsonb(NEW) - TG_ARGV) THEN
		NEW."updated_at" = now();
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_touch_updated_at" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('updated_at', 'stock', 'popularity');
--> statement-breakpoint
CREATE TRIGGER "kujis_touch_updated_at" BEFORE UPDATE ON "kujis" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('updated_at', 'reserved', 'drawn', 'picked', 'places_given', 'last_round', 'last_one_order_id');
--> statement-breakpoint
CREATE TRIGGER "themes_touch_updated_at" BEFORE UPDATE ON "themes" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "categories_touch_updated_at" BEFORE UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('updated_at');
--> statement-breakpoint
CREATE TRIGGER "articles_touch_updated_at" BEFORE UPDATE ON "articles" FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"('updated_at');
--> statement-breakpoint
-- A theme's page lists its products: one added or taken out changes it (a product's own edits move the product's).
CREATE FUNCTION "touch_theme_of_product_theme"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN UPDATE "themes" SET "updated_at" = now() WHERE "id" = OLD."theme_id"; END IF;
	IF TG_OP <> 'DELETE' THEN UPDATE "themes" SET "updated_at" = now() WHERE "id" = NEW."theme_id"; END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "product_themes_touch_theme" AFTER INSERT OR UPDATE OR DELETE ON "product_themes" FOR EACH ROW EXECUTE FUNCTION "touch_theme_of_product_theme"();
