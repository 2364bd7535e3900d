import { asc, eq } from 'drizzle-orm';
import type { CategoryRequest } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import type { SignedInOperator } from '../operator/access';
import { auditedRows } from '../operator/audited-rows';

// Categories as the console edits them. One in use by a product is never removed (products must have one).

type Row = typeof categories.$inferSelect;
const view = (c: Row) => ({ id: c.id, name: { tw: c.nameTw, cn: c.nameCn, en: c.nameEn }, sort: c.sort });
const values = (b: CategoryRequest) => ({ nameTw: b.name.tw, nameCn: b.name.cn, nameEn: b.name.en, sort: b.sort ?? 0 });

export async function adminCategories(db: Db) {
  return (await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id))).map(view);
}

const audited = auditedRows({ table: categories, target: 'category', view });

export const createCategory = (db: Db, b: CategoryRequest, by: SignedInOperator) => audited.create(db, values(b), by);

export const updateCategory = (db: Db, id: number, b: CategoryRequest, by: SignedInOperator) =>
  audited.replace(db, id, values(b), by);

/** Removes an unused category; 40932 while a product is in it (a product being saved into it locks it first). */
export const removeCategory = (db: Db, id: number, by: SignedInOperator) =>
  audited.remove(db, id, by, async (tx) => {
    const [used] = await tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
    return used !== undefined;
  });
