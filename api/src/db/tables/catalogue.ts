import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { created, updated } from './columns';

// The catalogue: what shoppers browse and search.

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
    updatedAt: updated(),
  },
  (t) => [index('categories_sort_idx').on(t.sort, t.id)],
);

export const themes = pgTable(
  'themes',
  {
    id: serial('id').primaryKey(),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    descTw: text('desc_tw').notNull(),
    descCn: text('desc_cn').notNull(),
    descEn: text('desc_en').notNull(),
    image: text('image').notNull(),
    adult: boolean('adult').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    updatedAt: updated(),
  },
  (t) => [index('themes_sort_idx').on(t.sort, t.id)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    descTw: text('desc_tw').notNull(),
    descCn: text('desc_cn').notNull(),
    descEn: text('desc_en').notNull(),
    markedPrice: integer('marked_price').notNull(),
    sellingPrice: integer('selling_price'),
    stock: integer('stock').notNull(),
    purchaseLimit: integer('purchase_limit').notNull(),
    preOrder: boolean('pre_order').notNull().default(false),
    singleCheckout: boolean('single_checkout').notNull().default(false),
    shipsFrom: text('ships_from').notNull(),
    salesArea: text('sales_area').array().notNull(),
    adult: boolean('adult').notNull().default(false),
    luckyBag: boolean('lucky_bag').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    /** on_sale | unavailable (withdrawn or expired) */
    status: text('status').notNull().default('on_sale'),
    popularity: integer('popularity').notNull().default(0),
    imageCount: integer('image_count').notNull().default(1),
    /** Pictures uploaded in the console (storage download URLs); empty: the seed's `p-<sku>-<n>` files (imageCount). */
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    /** Lower-cased names and descriptions in all languages, for trigram search. */
    searchText: text('search_text').notNull(),
    /** A size of a design sold in sizes: the design (listed), which this product (unlisted) is one size of. */
    variantOf: integer('variant_of').references((): AnyPgColumn => products.id),
    /** The size ("M"); set exactly when variantOf is. */
    variantLabel: text('variant_label'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // A category's page in each order it offers (newest, popular, by price), and the product page's
    // recommendations (its category by popularity): read in index order, never sorted whole.
    index('products_category_newest_idx').on(t.categoryId, t.releaseAt.desc().nullsFirst(), t.id),
    index('products_category_popular_idx').on(t.categoryId, t.popularity.desc().nullsFirst(), t.id),
    index('products_category_price_idx').on(t.categoryId, sql`coalesce(${t.sellingPrice}, ${t.markedPrice})`, t.id),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_newest_idx').on(t.releaseAt.desc().nullsFirst(), t.id),
    index('products_popular_idx').on(t.popularity.desc().nullsFirst(), t.id),
    // The effective price: what price_asc / price_desc sort by.
    index('products_price_idx').on(sql`coalesce(${t.sellingPrice}, ${t.markedPrice})`, t.id),
    // Not the stock: a sale's stock write then rewrites no index (migration 0020).
    index('products_availability_idx').on(t.status, t.preOrder),
    // Few rows qualify: partial indexes keep them small.
    index('products_lucky_bag_idx')
      .on(t.id)
      .where(sql`${t.luckyBag}`),
    // A design's sizes, in size order (they are inserted S to XL).
    index('products_variant_of_idx').on(t.variantOf, t.id),
    check('products_variant_check', sql`(${t.variantOf} is null) = (${t.variantLabel} is null)`),
    index('products_featured_idx')
      .on(t.releaseAt.desc().nullsFirst(), t.id)
      .where(sql`${t.featured}`),
  ],
);

export const productThemes = pgTable(
  'product_themes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.themeId] }), index('product_themes_theme_idx').on(t.themeId)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    titleTw: text('title_tw').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    summaryTw: text('summary_tw').notNull(),
    summaryCn: text('summary_cn').notNull(),
    summaryEn: text('summary_en').notNull(),
    bodyTw: text('body_tw').notNull(),
    bodyCn: text('body_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    cover: text('cover').notNull(),
    hot: boolean('hot').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: updated(),
  },
  (t) => [
    // Read backwards for newest first.
    index('articles_published_idx').on(t.publishedAt, t.id),
    index('articles_hot_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.hot}`),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    titleTw: text('title_tw').notNull(),
    titleCn: text('title_cn').notNull(),
    titleEn: text('title_en').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('banners_sort_idx').on(t.sort, t.id)],
);

export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    keyword: text('keyword').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('search_keywords_locale_idx').on(t.locale, t.sort)],
);
