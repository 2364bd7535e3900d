import { Type, type Static } from 'typebox';
import { Nullable, PagingQuery, PageOf, DataOf, Id } from './common';
import { ItemDrop } from './drop';

export const Category = Type.Object({ category_id: Type.Integer(), display_name: Type.String() });
export type Category = Static<typeof Category>;
export const CategoryList = DataOf(Type.Array(Category));
export type CategoryList = Static<typeof CategoryList>;

export const Theme = Type.Object({
  theme_id: Type.Integer(),
  display_name: Type.String(),
  description: Type.String(),
  image: Type.String(),
  is_adult: Type.Boolean(),
});
export type Theme = Static<typeof Theme>;
export const ThemeListQuery = Type.Object(
  { count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);
export type ThemeListQuery = Static<typeof ThemeListQuery>;
export const ThemeList = Type.Object({ data_infos: Type.Array(Theme) });
export type ThemeList = Static<typeof ThemeList>;
export const ThemeDetail = DataOf(Theme);
export type ThemeDetail = Static<typeof ThemeDetail>;

export const Availability = Type.Union([
  Type.Literal('available'),
  Type.Literal('pre_order'),
  Type.Literal('sold_out'),
  Type.Literal('unavailable'),
]);
export type Availability = Static<typeof Availability>;
export const ShipsFrom = Type.Union([Type.Literal('TW'), Type.Literal('CN')]);

export const ProductSummary = Type.Object({
  product_id: Type.Integer(),
  sku: Type.String(),
  display_name: Type.String(),
  image: Type.String(),
  category_id: Type.Integer(),
  marked_price: Type.Integer(),
  selling_price: Nullable(Type.Integer()),
  availability: Availability,
  is_sold_out: Type.Boolean(),
  is_pre_order: Type.Boolean(),
  is_single_checkout: Type.Boolean(),
  is_adult: Type.Boolean(),
  is_lucky_bag: Type.Boolean(),
  ships_from: ShipsFrom,
  sales_area: Type.Array(Type.String()),
});
export type ProductSummary = Static<typeof ProductSummary>;

export const ProductDetail = Type.Object({
  ...ProductSummary.properties,
  description: Type.String(),
  images: Type.Array(Type.String()),
  stock: Type.Integer(),
  purchase_limit: Type.Integer(),
  release_date: Type.String(),
  themes: Type.Array(Type.Object({ theme_id: Type.Integer(), display_name: Type.String() })),
  recommendations: Type.Array(ProductSummary),
  /** Items the product may carry in its cart line (its sub-products), on sale, at the set's price. */
  set_items: Type.Array(
    Type.Object({
      item: ProductSummary,
      /** The set's price of one unit of the item. */
      unit_price: Type.Integer(),
      /** The most units of the item per unit of the product. */
      max_amount: Type.Integer(),
    }),
  ),
  /** The size this product is of its design ("M"), null for a product not sold in sizes or for the design. */
  variant_label: Nullable(Type.String()),
  /**
   * The design's sizes, each a product of its own (priced, stocked, bought by its product_id): for the design and
   * for each of its sizes; empty for a product not sold in sizes.
   */
  variants: Type.Array(
    Type.Object({
      product_id: Type.Integer(),
      label: Type.String(),
      marked_price: Type.Integer(),
      selling_price: Nullable(Type.Integer()),
      availability: Availability,
      stock: Type.Integer(),
    }),
  ),
  /** The drop (queued launch) the product sells through; null when it sells without a waiting room. */
  drop: Nullable(ItemDrop),
});
export type ProductDetail = Static<typeof ProductDetail>;
export const ProductDetailBody = DataOf(ProductDetail);
export type ProductDetailBody = Static<typeof ProductDetailBody>;

export const ProductSort = Type.Union([
  Type.Literal('newest'),
  Type.Literal('price_asc'),
  Type.Literal('price_desc'),
  Type.Literal('popular'),
  Type.Literal('relevance'),
]);
export const ProductListQuery = Type.Object(
  {
    /** A category id or `all`. */
    category_id: Type.Optional(Type.String({ pattern: '^(all|[1-9][0-9]{0,8})$' })),
    theme_id: Type.Optional(Id),
    keyword: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    sort: Type.Optional(ProductSort),
    availability: Type.Optional(Availability),
    lucky_bag: Type.Optional(Type.Boolean()),
    /** `true`: featured this month only, on sale (the home page's section). */
    featured: Type.Optional(Type.Boolean()),
    /** `true`: on sale only, none withdrawn (the home page's popular section, by `sort=popular`). */
    on_sale: Type.Optional(Type.Boolean()),
    ...PagingQuery,
  },
  { additionalProperties: false },
);
export type ProductListQuery = Static<typeof ProductListQuery>;
export const ProductList = PageOf(ProductSummary);
export type ProductList = Static<typeof ProductList>;
export const ThemeProductQuery = Type.Object(
  { ...PagingQuery, sort: Type.Optional(ProductSort) },
  { additionalProperties: false },
);
export type ThemeProductQuery = Static<typeof ThemeProductQuery>;

export const ArticleSummary = Type.Object({
  article_id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  is_hot: Type.Boolean(),
  published_at: Type.Integer({ description: 'Unix seconds' }),
});
export type ArticleSummary = Static<typeof ArticleSummary>;
export const ArticleListQuery = Type.Object(
  { ...PagingQuery, hot: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ArticleListQuery = Static<typeof ArticleListQuery>;
export const ArticleList = PageOf(ArticleSummary);
export type ArticleList = Static<typeof ArticleList>;
export const ArticleDetail = DataOf(
  Type.Object({ ...ArticleSummary.properties, content: Type.String({ description: 'HTML; clients sanitise before rendering' }) }),
);
export type ArticleDetail = Static<typeof ArticleDetail>;

export const Banner = Type.Object({
  banner_id: Type.Integer(),
  display_name: Type.String(),
  image: Type.String(),
  link: Type.String(),
});
export type Banner = Static<typeof Banner>;
export const HomeBody = DataOf(
  Type.Object({
    banners: Type.Array(Banner),
    featured: Type.Array(ProductSummary),
    popular: Type.Array(ProductSummary),
    hot_news: Type.Array(ArticleSummary),
    lucky_bags: Type.Array(ProductSummary),
  }),
);
export type HomeBody = Static<typeof HomeBody>;

/** Back-in-stock notice: a member's own address when logged in, else the given e-mail. */
export const ArrivalNoticeBody = Type.Object(
  { email: Type.Optional(Type.String({ format: 'email', minLength: 3, maxLength: 254 })) },
  { additionalProperties: false },
);
export type ArrivalNoticeBody = Static<typeof ArrivalNoticeBody>;
export const ArrivalNoticeResult = DataOf(
  Type.Object({ created: Type.Boolean({ description: 'false when this address already waits for this product' }) }),
);
export type ArrivalNoticeResult = Static<typeof ArrivalNoticeResult>;
