import { asc, eq } from 'drizzle-orm';
import type { Theme } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { themes } from '../../db/schema';
import type { Locale } from '../../platform/locale';
import { pick } from '../../platform/locale';
import { imageUrl } from '../product/service';

type ThemeRow = typeof themes.$inferSelect;

export function toTheme(t: ThemeRow, locale: Locale): Theme {
  return { theme_id: t.id, display_name: pick(t, 'name', locale), description: pick(t, 'desc', locale), image: imageUrl(t.image), is_adult: t.adult };
}

export async function listThemes(db: Db, count: number, locale: Locale) {
  const rows = await db.select().from(themes).orderBy(asc(themes.sort), asc(themes.id)).limit(count);
  return rows.map((t) => toTheme(t, locale));
}

export async function getTheme(db: Db, id: number): Promise<ThemeRow | undefined> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id));
  return row;
}
