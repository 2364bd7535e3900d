import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminProduct, AdminProductQuery, NewProductRequest, ProductChangeRequest } from '@shop/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { categories, products, productThemes, setOffers, themes } from '../../db/schema';
import { checkPictures } from '../../platform/catalogue-pictures';
import { fail } from '../../platform/errors';
import { productPictures } from '../../platform/images';
import type { SignedInOperator } from '../operator/access';
import { recordAudit } from '../operator/audit';
import { adjustStock } from './stock';

// Products as the console edits them: found, read whole, created, changed, taken off sale (never deleted: orders
// reference them) and restocked. Each write commits with its audit row; the catalogue's generation moves with it
// (migration 0007's trigger), so the shop shows the change on the next read.

type ProductRow = typeof products.$inferSelect;
type PictureConfig = Pick<Config, 'publicUrl' | 'storage'>;

const langs = (r: Record<string, unknown>, field: string) => ({
  tw: r[`${field}Tw`] as string,
  cn: r[`${field}Cn`] as string,
  en: r[`${field}En`] as string,
});

const listColumns = {
  id: products.id,
  sku: products.sku,
  nameTw: products.nameTw,
  nameCn: products.nameCn,
  nameEn: products.nameEn,
  categoryId: products.categoryId,
  markedPrice: products.markedPrice,
  sellingPrice: products.sellingPrice,
  stock: products.stock,
  preOrder: products.preOrder,
  luckyBag: products.luckyBag,
  status: products.status,
  variantOf: products.variantOf,
  releaseAt: products.releaseAt,
};

export async function listAdminProducts(db: Db, q: AdminProductQuery) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const filters: SQL[] = [];
  const text = q.q?.trim();
  if (text) {
    const like = containing(text);
    filters.push(
      or(ilike(products.sku, like), ilike(products.nameTw, like), ilike(products.nameCn, like), ilike(products.nameEn, like))!,
    );
  }
  if (q.category_id) filters.push(eq(products.categoryId, q.category_id));
  if (q.on_sale !== undefined) filters.push(q.on_sale ? eq(products.status, 'on_sale') : sql`${products.status} <> 'on_sale'`);
  if (q.lucky_bag !== undefined) filters.push(eq(products.luckyBag, q.lucky_bag));
  const where = and(...filters);
  const rows = await db
    .select({ ...listColumns, total: totalRows() })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const total = await pageTotal(db, page, rows, products, where);
  const data = rows.map((r) => ({
    id: r.id,
    sku: r.sku,
    name: langs(r, 'name'),
    category_id: r.categoryId,
    marked_price: r.markedPrice,
    selling_price: r.sellingPrice,
    stock: r.stock,
    pre_order: r.preOrder,
    lucky_bag: r.luckyBag,
    on_sale: r.status === 'on_sale',
    variant_of: r.variantOf,
    release_at: r.releaseAt.toISOString(),
  }));
  return { data, page, page_size: pageSize, total };
}

/** The whole product as the console's editor shows it; undefined when there is none. */
async function readProduct(db: Db, id: number, lock = false): Promise<AdminProduct | undefined> {
  const query = db.select().from(products).where(eq(products.id, id));
  const [p] = lock ? await query.for('update') : await query;
  if (!p) return undefined;
  const [themeRows, items, sizes] = await Promise.all([
    db
      .select({ id: productThemes.themeId })
      .from(productThemes)
      .where(eq(productThemes.productId, id))
      .orderBy(asc(productThemes.themeId)),
    db.select().from(setOffers).where(eq(setOffers.productId, id)).orderBy(asc(setOffers.sort), asc(setOffers.itemProductId)),
    db.select({ id: products.id }).from(products).where(eq(products.variantOf, id)).orderBy(asc(products.id)),
  ]);
  return toAdminProduct(
    p,
    themeRows.map((t) => t.id),
    items.map((s) => ({ product_id: s.itemProductId, unit_price: s.unitPrice, max_amount: s.maxAmount })),
    sizes.map((s) => s.id),
  );
}

function toAdminProduct(p: ProductRow, themeIds: number[], setItems: AdminProduct['set_items'], sizeIds: number[]): AdminProduct {
  return {
    id: p.id,
    sku: p.sku,
    category_id: p.categoryId,
    name: langs(p, 'name'),
    description: langs(p, 'desc'),
    marked_price: p.markedPrice,
    selling_price: p.sellingPrice,
    purchase_limit: p.purchaseLimit,
    pre_order: p.preOrder,
    release_at: p.releaseAt.toISOString(),
    adult: p.adult,
    lucky_bag: p.luckyBag,
    featured: p.featured,
    single_checkout: p.singleCheckout,
    ships_from: p.shipsFrom === 'CN' ? 'CN' : 'TW',
    sales_area: p.salesArea as AdminProduct['sales_area'],
    theme_ids: themeIds,
    pictures: productPictures(p, p.imageCount),
    set_items: setItems,
    stock: p.stock,
    on_sale: p.status === 'on_sale',
    variant_of: p.variantOf,
    variant_label: p.variantLabel,
    size_ids: sizeIds,
    created_at: p.createdAt.toISOString(),
  };
}

export async function adminProduct(db: Db, id: number): Promise<AdminProduct> {
  return (await readProduct(db, id)) ?? fail('ADMIN_PRODUCT_NOT_FOUND');
}

/**
 * The category's names (for the search text), with every referenced row share-locked so none is removed before
 * this transaction commits; 40091 when one does not exist.
 */
async function checkReferences(
  tx: Db,
  productId: number | null,
  b: { category_id: number; theme_ids?: number[]; set_items?: { product_id: number }[] },
) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, b.category_id)).for('share');
  if (!category) fail('CATALOGUE_REFERENCE_INVALID');
  const themeIds = b.theme_ids ?? [];
  if (themeIds.length) {
    const found = await tx.select({ id: themes.id }).from(themes).where(inArray(themes.id, themeIds)).for('share');
    if (found.length !== themeIds.length) fail('CATALOGUE_REFERENCE_INVALID');
  }
  const itemIds = (b.set_items ?? []).map((s) => s.product_id);
  if (new Set(itemIds).size !== itemIds.length || (productId !== null && itemIds.includes(productId))) fail('BAD_PARAMS');
  if (itemIds.length) {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, itemIds));
    if (found.length !== itemIds.length) fail('CATALOGUE_REFERENCE_INVALID');
  }
  return category;
}

/** Lower-cased names and descriptions in all languages and the category's names, as the seed writes them. */
const searchTextOf = (name: string[], desc: string[], category: typeof categories.$inferSelect) =>
  [...name, ...desc, category.nameTw, category.nameCn, category.nameEn].join(' ').normalize('NFKC').toLowerCase();

async function writeLinks(tx: Db, id: number, b: { theme_ids?: number[]; set_items?: AdminProduct['set_items'] }) {
  if (b.theme_ids) {
    await tx.delete(productThemes).where(eq(productThemes.productId, id));
    if (b.theme_ids.length) await tx.insert(productThemes).values(b.theme_ids.map((themeId) => ({ productId: id, themeId })));
  }
  if (b.set_items) {
    await tx.delete(setOffers).where(eq(setOffers.productId, id));
    if (b.set_items.length)
      await tx.insert(setOffers).values(
        b.set_items.map((s, sort) => ({
          productId: id,
          itemProductId: s.product_id,
          unitPrice: s.unit_price,
          maxAmount: s.max_amount,
          sort,
        })),
      );
  }
}

export async function createProduct(db: Db, config: PictureConfig, b: NewProductRequest, by: SignedInOperator) {
  const pictures = checkPictures(config, b.pictures);
  if ((b.variant_of === undefined) !== (b.variant_label === undefined)) fail('BAD_PARAMS');
  return db.transaction(async (tx) => {
    const category = await checkReferences(tx, null, b);
    if (b.variant_of !== undefined) {
      // Sizes lock their design (as a sale of a size does) and a size is never itself a design.
      const [design] = await tx.select().from(products).where(eq(products.id, b.variant_of)).for('update');
      if (!design || design.variantOf !== null) fail('CATALOGUE_REFERENCE_INVALID');
    }
    const name = [b.name.tw, b.name.cn, b.name.en];
    const description = [b.description.tw, b.description.cn, b.description.en];
    const [row] = await tx
      .insert(products)
      .values({
        sku: b.sku,
        categoryId: b.category_id,
        nameTw: b.name.tw,
        nameCn: b.name.cn,
        nameEn: b.name.en,
        descTw: b.description.tw,
        descCn: b.description.cn,
        descEn: b.description.en,
        markedPrice: b.marked_price,
        sellingPrice: b.selling_price,
        stock: b.stock,
        purchaseLimit: b.purchase_limit,
        preOrder: b.pre_order,
        singleCheckout: b.single_checkout,
        shipsFrom: b.ships_from,
        salesArea: b.sales_area,
        adult: b.adult,
        luckyBag: b.lucky_bag,
        featured: b.featured,
        imageCount: pictures.length,
        pictures,
        releaseAt: new Date(b.release_at),
        searchText: searchTextOf(name, description, category),
        variantOf: b.variant_of ?? null,
        variantLabel: b.variant_label ?? null,
      })
      .onConflictDoNothing({ target: products.sku })
      .returning({ id: products.id });
    if (!row) fail('PRODUCT_SKU_TAKEN');
    await writeLinks(tx, row.id, b);
    // A design's stock is its sizes' together (stock.ts).
    if (b.variant_of !== undefined)
      await tx
        .update(products)
        .set({ stock: sql`(select coalesce(sum(s.stock), 0) from products as s where s.variant_of = ${b.variant_of})::int` })
        .where(eq(products.id, b.variant_of));
    const after = (await readProduct(tx, row.id))!;
    await recordAudit(tx, by, { action: 'product.create', target: 'product', targetId: row.id, after });
    return after;
  });
}

export async function updateProduct(db: Db, config: PictureConfig, id: number, b: ProductChangeRequest, by: SignedInOperator) {
  const pictures = b.pictures && checkPictures(config, b.pictures);
  return db.transaction(async (tx) => {
    const before = await readProduct(tx, id, true);
    if (!before) fail('ADMIN_PRODUCT_NOT_FOUND');
    const merged = { ...before, ...b };
    const category = await checkReferences(tx, id, {
      category_id: merged.category_id,
      theme_ids: b.theme_ids,
      set_items: b.set_items,
    });
    const name = [merged.name.tw, merged.name.cn, merged.name.en];
    const description = [merged.description.tw, merged.description.cn, merged.description.en];
    await tx
      .update(products)
      .set({
        categoryId: merged.category_id,
        nameTw: merged.name.tw,
        nameCn: merged.name.cn,
        nameEn: merged.name.en,
        descTw: merged.description.tw,
        descCn: merged.description.cn,
        descEn: merged.description.en,
        markedPrice: merged.marked_price,
        sellingPrice: merged.selling_price,
        purchaseLimit: merged.purchase_limit,
        preOrder: merged.pre_order,
        singleCheckout: merged.single_checkout,
        shipsFrom: merged.ships_from,
        salesArea: merged.sales_area,
        adult: merged.adult,
        luckyBag: merged.lucky_bag,
        featured: merged.featured,
        releaseAt: new Date(merged.release_at),
        searchText: searchTextOf(name, description, category),
        ...(pictures && { pictures, imageCount: pictures.length }),
      })
      .where(eq(products.id, id));
    await writeLinks(tx, id, b);
    const after = (await readProduct(tx, id))!;
    await recordAudit(tx, by, { action: 'product.update', target: 'product', targetId: id, before, after });
    return after;
  });
}

/** Takes a product off sale (it stays in orders and its page says unavailable) or puts it on sale again. */
export async function setProductOnSale(db: Db, id: number, onSale: boolean, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const before = await readProduct(tx, id, true);
    if (!before) fail('ADMIN_PRODUCT_NOT_FOUND');
    if (before.on_sale === onSale) return before;
    await tx
      .update(products)
      .set({ status: onSale ? 'on_sale' : 'unavailable' })
      .where(eq(products.id, id));
    await recordAudit(tx, by, {
      action: onSale ? 'product.restore' : 'product.withdraw',
      target: 'product',
      targetId: id,
      before: { on_sale: before.on_sale },
      after: { on_sale: onSale },
    });
    return (await readProduct(tx, id))!;
  });
}

/** Moves a product's stock by `delta` beside any checkout (stock.ts adjustStock); 40931 below zero or on a design. */
export async function changeStock(db: Db, id: number, delta: number, by: SignedInOperator) {
  if (delta === 0) fail('BAD_PARAMS');
  return db.transaction(async (tx) => {
    const stock = await adjustStock(tx, id, delta);
    if (stock === undefined) {
      const [exists] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id));
      fail(exists ? 'STOCK_CHANGE_REFUSED' : 'ADMIN_PRODUCT_NOT_FOUND');
    }
    await recordAudit(tx, by, {
      action: 'product.stock',
      target: 'product',
      targetId: id,
      before: { stock: stock - delta },
      after: { stock, delta },
    });
    return (await readProduct(tx, id))!;
  });
}
