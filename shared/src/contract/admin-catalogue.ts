import { Type, type Static } from 'typebox';
import { DataOf, Id, Nullable, PageOf, PagingQuery } from './common';

// The operator console's catalogue (/api/admin/v1): products (with their sizes, set items, themes and pictures),
// categories, themes, news articles and home page banners. Every write is in the audit log and shows in the shop
// on the next read (the catalogue cache's generation moves with it).

/** A text in each of the shop's languages. */
const InLanguages = (max: number, min = 1) =>
  Type.Object(
    {
      tw: Type.String({ minLength: min, maxLength: max }),
      cn: Type.String({ minLength: min, maxLength: max }),
      en: Type.String({ minLength: min, maxLength: max }),
    },
    { additionalProperties: false },
  );
export const CatalogueName = InLanguages(200);
export type CatalogueName = Static<typeof CatalogueName>;
export const CatalogueText = InLanguages(100_000, 0);
export type CatalogueText = Static<typeof CatalogueText>;

/** A picture's download URL in the shop's own storage bucket, under `catalogue/` (any other host is refused). */
export const PictureUrl = Type.String({ minLength: 1, maxLength: 2000 });

const SalesArea = Type.Union([Type.Literal('TW'), Type.Literal('CN'), Type.Literal('OVERSEAS')]);
const Money = Type.Integer({ minimum: 0, maximum: 10_000_000 });

export const AdminSetItem = Type.Object(
  {
    /** The item: a product of its own, whose stock the set takes. */
    product_id: Id,
    unit_price: Money,
    max_amount: Type.Integer({ minimum: 1, maximum: 99 }),
  },
  { additionalProperties: false },
);

/** What a product's editor may change (everything but its SKU, its stock and which design it is a size of). */
const editable = {
  category_id: Id,
  name: CatalogueName,
  description: CatalogueText,
  marked_price: Money,
  /** The discounted price; null: sold at the marked price. */
  selling_price: Nullable(Money),
  purchase_limit: Type.Integer({ minimum: 1, maximum: 999 }),
  /** A pre-order: made to order, its stock is not taken; released on `release_at`. */
  pre_order: Type.Boolean(),
  release_at: Type.String({ format: 'date-time' }),
  adult: Type.Boolean(),
  lucky_bag: Type.Boolean(),
  featured: Type.Boolean(),
  single_checkout: Type.Boolean(),
  ships_from: Type.Union([Type.Literal('TW'), Type.Literal('CN')]),
  sales_area: Type.Array(SalesArea, { minItems: 1, maxItems: 3, uniqueItems: true }),
  theme_ids: Type.Array(Id, { maxItems: 20, uniqueItems: true }),
  /** In display order; the first is the product's card. */
  pictures: Type.Array(PictureUrl, { minItems: 1, maxItems: 12 }),
  set_items: Type.Array(AdminSetItem, { maxItems: 20 }),
};

export const AdminProduct = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  ...editable,
  stock: Type.Integer(),
  on_sale: Type.Boolean(),
  /** The design this product is a size of, and the size; null for a product sold as itself or a design. */
  variant_of: Nullable(Type.Integer()),
  variant_label: Nullable(Type.String()),
  /** A design's sizes (their ids, S to XL). */
  size_ids: Type.Array(Type.Integer()),
  created_at: Type.String(),
});
export type AdminProduct = Static<typeof AdminProduct>;
export const AdminProductBody = DataOf(AdminProduct);
export type AdminProductBody = Static<typeof AdminProductBody>;

export const AdminProductRow = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: CatalogueName,
  category_id: Type.Integer(),
  marked_price: Type.Integer(),
  selling_price: Nullable(Type.Integer()),
  stock: Type.Integer(),
  pre_order: Type.Boolean(),
  lucky_bag: Type.Boolean(),
  on_sale: Type.Boolean(),
  variant_of: Nullable(Type.Integer()),
  release_at: Type.String(),
});
export const AdminProductList = PageOf(AdminProductRow);
export type AdminProductList = Static<typeof AdminProductList>;

/** GET products: newest first; `q` is part of a name (any language) or the SKU. */
export const AdminProductQuery = Type.Object(
  {
    ...PagingQuery,
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    category_id: Type.Optional(Id),
    on_sale: Type.Optional(Type.Boolean()),
    lucky_bag: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminProductQuery = Static<typeof AdminProductQuery>;

export const NewProductRequest = Type.Object(
  {
    sku: Type.String({ pattern: '^[A-Z0-9][A-Z0-9-]{1,39}$' }),
    ...editable,
    stock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    /** Makes the product a size of this design (sold through the design's page). */
    variant_of: Type.Optional(Id),
    variant_label: Type.Optional(Type.Union([Type.Literal('S'), Type.Literal('M'), Type.Literal('L'), Type.Literal('XL')])),
  },
  { additionalProperties: false },
);
export type NewProductRequest = Static<typeof NewProductRequest>;

/** PATCH products/{id}: only the fields given change. */
export const ProductChangeRequest = Type.Partial(Type.Object(editable, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type ProductChangeRequest = Static<typeof ProductChangeRequest>;

/**
 * POST products/{id}/stock: moves the stock by `delta` (received goods +, damaged goods −), in the same row lock a
 * checkout takes, so a sale made meanwhile is never overwritten; a size moves its design's total with it.
 */
export const StockChangeRequest = Type.Object(
  { delta: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }) },
  { additionalProperties: false },
);
export type StockChangeRequest = Static<typeof StockChangeRequest>;

export const AdminIdParams = Type.Object({ id: Id }, { additionalProperties: false });

export const AdminCategory = Type.Object({ id: Type.Integer(), name: CatalogueName, sort: Type.Integer() });
export const CategoryRequest = Type.Object(
  { name: CatalogueName, sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })) },
  { additionalProperties: false },
);
export type CategoryRequest = Static<typeof CategoryRequest>;

export const AdminTheme = Type.Object({
  id: Type.Integer(),
  name: CatalogueName,
  description: CatalogueText,
  image: Type.String(),
  adult: Type.Boolean(),
  sort: Type.Integer(),
});
export const ThemeRequest = Type.Object(
  {
    name: CatalogueName,
    description: InLanguages(2000, 0),
    image: PictureUrl,
    adult: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type ThemeRequest = Static<typeof ThemeRequest>;

export const AdminArticle = Type.Object({
  id: Type.Integer(),
  title: CatalogueName,
  summary: CatalogueText,
  /** Sanitised HTML (no script, frames, event handlers or styles). */
  body: CatalogueText,
  cover: Type.String(),
  hot: Type.Boolean(),
  published_at: Type.String(),
});
export type AdminArticle = Static<typeof AdminArticle>;
export const ArticleRequest = Type.Object(
  {
    title: CatalogueName,
    summary: InLanguages(500, 0),
    /** HTML; sanitised before it is stored. */
    body: CatalogueText,
    cover: PictureUrl,
    hot: Type.Optional(Type.Boolean()),
    /** Default: now. */
    published_at: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
export type ArticleRequest = Static<typeof ArticleRequest>;

export const AdminBanner = Type.Object({
  id: Type.Integer(),
  title: CatalogueName,
  image: Type.String(),
  link: Type.String(),
  sort: Type.Integer(),
});
export const BannerRequest = Type.Object(
  {
    title: CatalogueName,
    image: PictureUrl,
    /** A path in the shop (`/kuji/3`) or an http(s) address. */
    link: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/(?![/\\\\])|https?://)' }),
    sort: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type BannerRequest = Static<typeof BannerRequest>;

export const AdminCategoryList = DataOf(Type.Array(AdminCategory));
export const AdminCategoryBody = DataOf(AdminCategory);
export const AdminThemeList = DataOf(Type.Array(AdminTheme));
export const AdminThemeBody = DataOf(AdminTheme);
export const AdminArticleList = PageOf(AdminArticle);
export const AdminArticleBody = DataOf(AdminArticle);
export type AdminArticleBody = Static<typeof AdminArticleBody>;
export const AdminBannerList = DataOf(Type.Array(AdminBanner));
export const AdminBannerBody = DataOf(AdminBanner);
