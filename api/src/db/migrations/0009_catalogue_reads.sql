DROP INDEX "products_category_idx";--> statement-breakpoint
CREATE INDEX "products_category_newest_idx" ON "products" USING btree ("category_id","release_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_popular_idx" ON "products" USING btree ("category_id","popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id",coalesce("selling_price", "marked_price"),"id");--> statement-breakpoint
-- The embedded database (PGlite) is one connection in the API's own process: it learns of every committed change
-- to products (stock included) and to the catalogue's generation (every other catalogue edit) from a notice, and
-- skips the cache's check while there is none. Only sessions that ask for notices (PGlite's) send them: on
-- PostgreSQL a notice takes a queue lock at every commit, and the API checks with a query instead.
CREATE FUNCTION "notify_catalogue_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('shop.catalogue_notices', true) = 'on' THEN
		PERFORM pg_notify('catalogue_changes', '');
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
--> statement-breakpoint
CREATE TRIGGER "cache_generations_catalogue_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cache_generations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_change"();
