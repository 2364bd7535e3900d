import { asc, eq } from 'drizzle-orm';
import type { CategoryRequest } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { SignedInOperator } from '../operator/access';
import { recordAudit } from '../operator/audit';

// Categories as the console edits them. One in use by a product is never removed (products must have one).

type Row = typeof categories.$inferSelect;
const view = (c: Row) => ({ id: c.id, name: { tw: c.nameTw, cn: c.nameCn, en: c.nameEn }, sort: c.sort });
const values = (b: CategoryRequest) => ({ nameTw: b.name.tw, nameCn: b.name.cn, nameEn: b.name.en, sort: b.sort ?? 0 });

export async function adminCategories(db: Db) {
  return (await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id))).map(view);
}

export async function createCategory(db: Db, b: CategoryRequest, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(categories).values(values(b)).returning();
    await recordAudit(tx, by, { action: 'category.create', target: 'category', targetId: row!.id, after: view(row!) });
    return view(row!);
  });
}

export async function updateCategory(db: Db, id: number, b: CategoryRequest, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    const [after] = await tx.update(categories).set(values(b)).where(eq(categories.id, id)).returning();
    await recordAudit(tx, by, {
      action: 'category.update',
      target: 'category',
      targetId: id,
      before: view(before),
      after: view(after!),
    });
    return view(after!);
  });
}

/** Removes an unused category; 40932 while a product is in it (a product being saved into it locks it first). */
export async function removeCategory(db: Db, id: number, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    const [used] = await tx.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
    if (used) fail('CATALOGUE_ENTRY_IN_USE');
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, by, { action: 'category.remove', target: 'category', targetId: id, before: view(before) });
    return view(before);
  });
}
