CREATE TABLE "cache_generations" (
	"name" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_resets_idx" ON "rate_limits" USING btree ("resets_at");--> statement-breakpoint
INSERT INTO "cache_generations" ("name") VALUES ('catalogue');
--> statement-breakpoint
-- Any write to what the catalogue cache holds bumps its generation in the writer's own transaction, whoever
-- writes (the API, an operator's SQL, a script): every API process sees the bump exactly when the write commits.
CREATE FUNCTION "bump_cache_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "cache_generations" SET "generation" = "generation" + 1 WHERE "name" = TG_ARGV[0];
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "themes_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "themes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "product_themes_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_themes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "articles_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "articles" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "banners_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "kuji_prizes_catalogue_generation" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kuji_prizes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "products_catalogue_generation" AFTER INSERT OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "kujis_catalogue_generation" AFTER INSERT OR DELETE OR TRUNCATE ON "kujis" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
-- Sales move stock and ticket counts all the time: they alone leave the generation (and so every cached page)
-- alone, and cached pages show them at most CATALOGUE_CACHE_MS old. Any other change to a row bumps it, including
-- columns added later.
CREATE TRIGGER "products_catalogue_generation_update" AFTER UPDATE ON "products" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock'))
	EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "kujis_catalogue_generation_update" AFTER UPDATE ON "kujis" FOR EACH ROW
	WHEN ((to_jsonb(OLD) - ARRAY['reserved', 'drawn', 'last_one_order_id']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['reserved', 'drawn', 'last_one_order_id']))
	EXECUTE FUNCTION "bump_cache_generation"('catalogue');
