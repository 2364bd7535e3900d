CREATE TABLE "daily_counts" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "daily_counts_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "articles_hot_idx" ON "articles" USING btree ("published_at","id") WHERE "articles"."hot";--> statement-breakpoint
CREATE INDEX "banners_sort_idx" ON "banners" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "cart_items_product_idx" ON "cart_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "categories_sort_idx" ON "categories" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "coupon_claims_user_idx" ON "coupon_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "kuji_prizes_kuji_idx" ON "kuji_prizes" USING btree ("kuji_id");--> statement-breakpoint
CREATE INDEX "kuji_tickets_kuji_idx" ON "kuji_tickets" USING btree ("kuji_id");--> statement-breakpoint
CREATE INDEX "kuji_tickets_prize_idx" ON "kuji_tickets" USING btree ("prize_id");--> statement-breakpoint
CREATE INDEX "mails_to_idx" ON "mails" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("release_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_popular_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree (coalesce("selling_price", "marked_price"),"id");--> statement-breakpoint
CREATE INDEX "products_availability_idx" ON "products" USING btree ("status","pre_order","stock");--> statement-breakpoint
CREATE INDEX "products_lucky_bag_idx" ON "products" USING btree ("id") WHERE "products"."lucky_bag";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("release_at" DESC NULLS FIRST,"id") WHERE "products"."featured";--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "search_keywords_locale_idx" ON "search_keywords" USING btree ("locale","sort");--> statement-breakpoint
CREATE INDEX "themes_sort_idx" ON "themes" USING btree ("sort","id");