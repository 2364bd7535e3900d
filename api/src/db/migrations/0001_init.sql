CREATE TABLE "arrival_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_tw" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_tw" text NOT NULL,
	"summary_cn" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_tw" text NOT NULL,
	"body_cn" text NOT NULL,
	"body_en" text NOT NULL,
	"cover" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_tw" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"image" text NOT NULL,
	"link" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"sub_product_infos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_tw" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_claims_coupon_id_user_id_pk" PRIMARY KEY("coupon_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_tw" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"min_order" integer DEFAULT 0 NOT NULL,
	"free_shipping" boolean DEFAULT false NOT NULL,
	"ships_from" text,
	"region" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"claim_limit" integer,
	"claimed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "kuji_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kuji_id" integer NOT NULL,
	"tier" text NOT NULL,
	"name_tw" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kuji_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kuji_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"drawn_by" integer,
	"drawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kujis" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_tw" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text NOT NULL,
	"price" integer NOT NULL,
	"image" text NOT NULL,
	"adult" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"checksum_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_checksum_hash_unique" UNIQUE("checksum_hash")
);
--> statement-breakpoint
CREATE TABLE "product_themes" (
	"product_id" integer NOT NULL,
	"theme_id" integer NOT NULL,
	CONSTRAINT "product_themes_product_id_theme_id_pk" PRIMARY KEY("product_id","theme_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"category_id" integer NOT NULL,
	"name_tw" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"desc_tw" text NOT NULL,
	"desc_cn" text NOT NULL,
	"desc_en" text NOT NULL,
	"marked_price" integer NOT NULL,
	"selling_price" integer,
	"stock" integer NOT NULL,
	"purchase_limit" integer NOT NULL,
	"pre_order" boolean DEFAULT false NOT NULL,
	"single_checkout" boolean DEFAULT false NOT NULL,
	"ships_from" text NOT NULL,
	"sales_area" text[] NOT NULL,
	"adult" boolean DEFAULT false NOT NULL,
	"lucky_bag" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'on_sale' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"image_count" integer DEFAULT 1 NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"keyword" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_tw" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"desc_tw" text NOT NULL,
	"desc_cn" text NOT NULL,
	"desc_en" text NOT NULL,
	"image" text NOT NULL,
	"adult" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"account_name" text DEFAULT '' NOT NULL,
	"avatar_picture" text DEFAULT '' NOT NULL,
	"account_status" text DEFAULT 'active' NOT NULL,
	"phone_code" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birthday_timestamp" bigint DEFAULT 0 NOT NULL,
	"locale" text DEFAULT 'tw' NOT NULL,
	"firebase_uid" text,
	"wechat_openid" text,
	"tokens_not_before" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_wechat_openid_unique" UNIQUE("wechat_openid")
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checksum_hash" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arrival_notices" ADD CONSTRAINT "arrival_notices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuji_prizes" ADD CONSTRAINT "kuji_prizes_kuji_id_kujis_id_fk" FOREIGN KEY ("kuji_id") REFERENCES "public"."kujis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuji_tickets" ADD CONSTRAINT "kuji_tickets_kuji_id_kujis_id_fk" FOREIGN KEY ("kuji_id") REFERENCES "public"."kujis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kuji_tickets" ADD CONSTRAINT "kuji_tickets_prize_id_kuji_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."kuji_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_themes" ADD CONSTRAINT "product_themes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_themes" ADD CONSTRAINT "product_themes_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arrival_notices_product_email_idx" ON "arrival_notices" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "kuji_tickets_undrawn_idx" ON "kuji_tickets" USING btree ("kuji_id") WHERE "kuji_tickets"."drawn_by" IS NULL;--> statement-breakpoint
CREATE INDEX "product_themes_theme_idx" ON "product_themes" USING btree ("theme_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verification_codes_email_idx" ON "verification_codes" USING btree ("email","created_at");