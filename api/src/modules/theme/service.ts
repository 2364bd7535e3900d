import { asc, eq } from 'drizzle-orm';
import type { Theme } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { productThemes, themes } from '../../db/schema';
import { imageUrl } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';

type ThemeRow = typeof themes.$inferSelect;

function toTheme(t: ThemeRow, locale: Locale): Theme {
  return {
    theme_id: t.id,
    display_name: pick(t, 'name', locale),
    description: pick(t, 'desc', locale),
    image: imageUrl(t.image),
    is_adult: t.adult,
  };
}

export async function listThemes(db: Db, count: number, locale: Locale): Promise<Theme[]> {
  const rows = await db.select().from(themes).orderBy(asc(themes.sort), asc(themes.id)).limit(count);
  return rows.map((t) => toTheme(t, locale));
}

export async function getTheme(db: Db, id: number, locale: Locale): Promise<Theme | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id));
  return row && toTheme(row, locale);
}

/** The ids of a theme's products, as a subquery the product list filters by (one statement, not two). */
export function productIdsInTheme(db: Db, themeId: number) {
  return db.select({ id: productThemes.productId }).from(productThemes).where(eq(productThemes.themeId, themeId));
}
