import { asc } from 'drizzle-orm';
import type { Category } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema';
import { pick, type Locale } from '../../platform/locale';

export async function listCategories(db: Db, locale: Locale): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({ category_id: c.id, display_name: pick(c, 'name', locale) }));
}
