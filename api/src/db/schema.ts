import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Indexes: one for every column the catalogue filters or sorts by, in the order its queries sort (`desc()`
// in SQL means NULLS FIRST, hence `.desc().nullsFirst()`), and one for every foreign key (deleting or
// updating a referenced row must not scan the referencing table).

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const settings = pgTable('settings', { key: text('key').primaryKey(), value: text('value').notNull() });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
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
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    /** Lower-cased names and descriptions in all languages, for trigram search. */
    searchText: text('search_text').notNull(),
    createdAt: created(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('products_newest_idx').on(t.releaseAt.desc().nullsFirst(), t.id),
    index('products_popular_idx').on(t.popularity.desc().nullsFirst(), t.id),
    // The effective price: what price_asc / price_desc sort by.
    index('products_price_idx').on(sql`coalesce(${t.sellingPrice}, ${t.markedPrice})`, t.id),
    index('products_availability_idx').on(t.status, t.preOrder, t.stock),
    // Few rows qualify: partial indexes keep them small.
    index('products_lucky_bag_idx')
      .on(t.id)
      .where(sql`${t.luckyBag}`),
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

export const kujis = pgTable('kujis', {
  id: serial('id').primaryKey(),
  titleTw: text('title_tw').notNull(),
  titleCn: text('title_cn').notNull(),
  titleEn: text('title_en').notNull(),
  price: integer('price').notNull(),
  image: text('image').notNull(),
  adult: boolean('adult').notNull().default(false),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

export const kujiPrizes = pgTable(
  'kuji_prizes',
  {
    id: serial('id').primaryKey(),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    /** A, B, C… or LAST (Last One prize, given with the final ticket). */
    tier: text('tier').notNull(),
    nameTw: text('name_tw').notNull(),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('kuji_prizes_kuji_idx').on(t.kujiId)],
);

export const kujiTickets = pgTable(
  'kuji_tickets',
  {
    id: serial('id').primaryKey(),
    kujiId: integer('kuji_id')
      .notNull()
      .references(() => kujis.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => kujiPrizes.id),
    drawnBy: integer('drawn_by'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
  },
  (t) => [
    index('kuji_tickets_undrawn_idx')
      .on(t.kujiId)
      .where(sql`${t.drawnBy} IS NULL`),
    index('kuji_tickets_kuji_idx').on(t.kujiId),
    index('kuji_tickets_prize_idx').on(t.prizeId),
  ],
);

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameTw: text('name_tw').notNull(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
  discountAmount: integer('discount_amount').notNull(),
  minOrder: integer('min_order').notNull().default(0),
  freeShipping: boolean('free_shipping').notNull().default(false),
  shipsFrom: text('ships_from'),
  region: text('region'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  claimLimit: integer('claim_limit'),
  claimedCount: integer('claimed_count').notNull().default(0),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  accountName: text('account_name').notNull().default(''),
  avatarPicture: text('avatar_picture').notNull().default(''),
  accountStatus: text('account_status').notNull().default('active'),
  phoneCode: text('phone_code').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  gender: text('gender').notNull().default(''),
  birthdayTimestamp: bigint('birthday_timestamp', { mode: 'number' }).notNull().default(0),
  locale: text('locale').notNull().default('tw'),
  firebaseUid: text('firebase_uid').unique(),
  wechatOpenid: text('wechat_openid').unique(),
  /** Tokens issued before this instant (e.g. before a password change) are no longer accepted. */
  tokensNotBefore: timestamp('tokens_not_before', { withTimezone: true }),
  createdAt: created(),
});

export const couponClaims = pgTable(
  'coupon_claims',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_claims_user_idx').on(t.userId)],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code was entered correctly; the checksum then allows register once. */
    checksumHash: text('checksum_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.createdAt)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    checksumHash: text('checksum_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Uses of a per-day limit (e.g. verification codes per address), one row per key and UTC day. */
export const dailyCounts = pgTable(
  'daily_counts',
  {
    day: date('day').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    subProductInfos: jsonb('sub_product_infos').$type<{ product_id: number; amount: number }[]>().notNull().default([]),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('cart_items_product_idx').on(t.productId)],
);

export const arrivalNotices = pgTable(
  'arrival_notices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    email: text('email').notNull(),
    userId: integer('user_id'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('arrival_notices_product_email_idx').on(t.productId, t.email)],
);

export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: created(),
  },
  (t) => [index('mails_to_idx').on(t.to, t.id)],
);
