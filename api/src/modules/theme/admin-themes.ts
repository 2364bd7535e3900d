import { asc, eq } from 'drizzle-orm';
import type { ThemeRequest } from '@shop/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { productThemes, themes } from '../../db/schema';
import { checkPicture } from '../../platform/catalogue-pictures';
import { imageUrl } from '../../platform/images';
import type { SignedInOperator } from '../operator/access';
import { auditedRows } from '../operator/audited-rows';

// Themes as the console edits them. One a product is in is never removed (take it off the products first).

type Row = typeof themes.$inferSelect;
const view = (t: Row) => ({
  id: t.id,
  name: { tw: t.nameTw, cn: t.nameCn, en: t.nameEn },
  description: { tw: t.descTw, cn: t.descCn, en: t.descEn },
  image: imageUrl(t.image),
  adult: t.adult,
  sort: t.sort,
});

function values(config: Pick<Config, 'publicUrl' | 'storage'>, b: ThemeRequest) {
  return {
    nameTw: b.name.tw,
    nameCn: b.name.cn,
    nameEn: b.name.en,
    descTw: b.description.tw,
    descCn: b.description.cn,
    descEn: b.description.en,
    image: checkPicture(config, b.image),
    adult: b.adult ?? false,
    sort: b.sort ?? 0,
  };
}

export async function adminThemes(db: Db) {
  return (await db.select().from(themes).orderBy(asc(themes.sort), asc(themes.id))).map(view);
}

const audited = auditedRows({ table: themes, target: 'theme', view });

export const createTheme = (db: Db, config: Pick<Config, 'publicUrl' | 'storage'>, b: ThemeRequest, by: SignedInOperator) =>
  audited.create(db, values(config, b), by);

export const updateTheme = (
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  id: number,
  b: ThemeRequest,
  by: SignedInOperator,
) => audited.replace(db, id, values(config, b), by);

/** Removes a theme no product is in; 40932 otherwise (a product being saved into it locks it first). */
export const removeTheme = (db: Db, id: number, by: SignedInOperator) =>
  audited.remove(db, id, by, async (tx) => {
    const [used] = await tx.select().from(productThemes).where(eq(productThemes.themeId, id)).limit(1);
    return used !== undefined;
  });
