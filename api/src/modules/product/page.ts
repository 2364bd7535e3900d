import { and, asc, desc, eq, isNull, ne, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductDetail } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { products, productThemes, setOffers, themes } from '../../db/schema';
import { productPictures } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';
import { itemDrop } from '../drop/item-drop';
import { availabilityOf, jsonObject, summaryColumns, toSummary, type SummaryRow } from './summary';

type ThemeName = { id: number; nameTw: string; nameCn: string; nameEn: string };
type SetItemRow = SummaryRow & { setPrice: number; setMax: number };
type SizeRow = Pick<SummaryRow, 'id' | 'markedPrice' | 'sellingPrice' | 'status' | 'preOrder' | 'stock'> & { label: string };

/**
 * The product page in one statement: the product, its themes in theme order, up to eight on-sale products of
 * its category by popularity and its on-sale set items in offer order, the last three as JSON arrays of rows. Prepared once per database.
 */
export function pageQuery(db: Db, id: number | Placeholder = sql.placeholder('id')) {
  const rec = alias(products, 'rec');
  const recommended = db
    .select({ row: jsonObject(summaryColumns(rec)).as('row'), popularity: rec.popularity, id: rec.id })
    .from(rec)
    .where(
      and(eq(rec.categoryId, products.categoryId), ne(rec.id, products.id), eq(rec.status, 'on_sale'), isNull(rec.variantOf)),
    )
    .orderBy(desc(rec.popularity), asc(rec.id))
    .limit(8)
    .as('recommended');
  // Built as queries (with a join, or from an alias), where drizzle names every column with its table.
  const themed = db
    .select({
      row: jsonObject({ id: themes.id, nameTw: themes.nameTw, nameCn: themes.nameCn, nameEn: themes.nameEn }).as('row'),
      sort: themes.sort,
      id: themes.id,
    })
    .from(productThemes)
    .innerJoin(themes, eq(themes.id, productThemes.themeId))
    .where(eq(productThemes.productId, products.id))
    .as('themed');
  const item = alias(products, 'item');
  const offered = db
    .select({
      row: jsonObject({ ...summaryColumns(item), setPrice: setOffers.unitPrice, setMax: setOffers.maxAmount }).as('row'),
      sort: setOffers.sort,
      id: item.id,
    })
    .from(setOffers)
    .innerJoin(item, eq(item.id, setOffers.itemProductId))
    .where(and(eq(setOffers.productId, products.id), eq(item.status, 'on_sale')))
    .as('offered');
  // The sizes of the design this product is, or is a size of (docs/decisions/010-product-variants.md).
  const size = alias(products, 'size');
  const sized = db
    .select({
      row: jsonObject({
        id: size.id,
        label: size.variantLabel,
        markedPrice: size.markedPrice,
        sellingPrice: size.sellingPrice,
        status: size.status,
        preOrder: size.preOrder,
        stock: size.stock,
      }).as('row'),
      id: size.id,
    })
    .from(size)
    .where(eq(size.variantOf, sql`coalesce(${products.variantOf}, ${products.id})`))
    .as('sized');
  return db
    .select({
      p: {
        ...summaryColumns(products),
        descTw: products.descTw,
        descCn: products.descCn,
        descEn: products.descEn,
        imageCount: products.imageCount,
        purchaseLimit: products.purchaseLimit,
        releaseAt: products.releaseAt,
        variantLabel: products.variantLabel,
      },
      themes: sql<ThemeName[]>`coalesce((select json_agg(${themed.row} order by ${themed.sort}, ${themed.id})
        from ${themed}), '[]'::json)`,
      recommendations: sql<SummaryRow[]>`coalesce((select json_agg(${recommended.row}
        order by ${recommended.popularity} desc, ${recommended.id}) from ${recommended}), '[]'::json)`,
      setItems: sql<SetItemRow[]>`coalesce((select json_agg(${offered.row} order by ${offered.sort}, ${offered.id})
        from ${offered}), '[]'::json)`,
      sizes: sql<SizeRow[]>`coalesce((select json_agg(${sized.row} order by ${sized.id}) from ${sized}), '[]'::json)`,
    })
    .from(products)
    .where(eq(products.id, id));
}

const pageStatement = (db: Db) => pageQuery(db).prepare('product_page');

const statements = new WeakMap<Db, ReturnType<typeof pageStatement>>();

/** The product page: the product, its themes and up to eight on-sale products of its category. */
export async function productDetail(db: Db, id: number, locale: Locale): Promise<ProductDetail | undefined> {
  let statement = statements.get(db);
  if (!statement) statements.set(db, (statement = pageStatement(db)));
  // The drop beside the page (a cached answer: the drops table bumps the catalogue's generation, migration 0019).
  const [[row], drop] = await Promise.all([statement.execute({ id }), itemDrop(db, 'product', id)]);
  if (!row) return undefined;
  const { p } = row;
  return {
    ...toSummary(p, locale),
    description: pick(p, 'desc', locale),
    images: productPictures(p, p.imageCount),
    stock: Math.max(0, p.stock),
    purchase_limit: p.purchaseLimit,
    release_date: p.releaseAt.toISOString(),
    themes: row.themes.map((t) => ({ theme_id: t.id, display_name: pick(t, 'name', locale) })),
    recommendations: row.recommendations.map((r) => toSummary(r, locale)),
    set_items: row.setItems.map((r) => ({ item: toSummary(r, locale), unit_price: r.setPrice, max_amount: r.setMax })),
    variant_label: p.variantLabel,
    variants: row.sizes.map((s) => ({
      product_id: s.id,
      label: s.label,
      marked_price: s.markedPrice,
      selling_price: s.sellingPrice,
      availability: availabilityOf(s),
      stock: Math.max(0, s.stock),
    })),
    drop,
  };
}
