-- GET product/{id} is cached and names the product's drop (its times, or null): a drop set, re-timed or ended is a
-- catalogue change (migration 0007). The queue's own writes (the draw at the start, the rate's cursor) are not.
CREATE TRIGGER "drops_catalogue_generation" AFTER INSERT OR DELETE OR TRUNCATE ON "drops" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_generation"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "drops_catalogue_generation_update" AFTER UPDATE ON "drops" FOR EACH ROW
	WHEN ((OLD."kind", OLD."target_id", OLD."opens_at", OLD."starts_at") IS DISTINCT FROM (NEW."kind", NEW."target_id", NEW."opens_at", NEW."starts_at"))
	EXECUTE FUNCTION "bump_cache_generation"('catalogue');
