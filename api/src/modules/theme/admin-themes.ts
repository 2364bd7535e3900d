import { asc, eq } from 'drizzle-orm';
import type { ThemeRequest } from '@shop/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { productThemes, themes } from '../../db/schema';
import { checkPicture } from '../../platform/catalogue-pictures';
import { fail } from '../../platform/errors';
import { imageUrl } from '../../platform/images';
import type { SignedInOperator } from '../operator/access';
import { recordAudit } from '../operator/audit';

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

export async function createTheme(db: Db, config: Pick<Config, 'publicUrl' | 'storage'>, b: ThemeRequest, by: SignedInOperator) {
  const row = values(config, b);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(themes).values(row).returning();
    await recordAudit(tx, by, { action: 'theme.create', target: 'theme', targetId: created!.id, after: view(created!) });
    return view(created!);
  });
}

export async function updateTheme(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  id: number,
  b: ThemeRequest,
  by: SignedInOperator,
) {
  const row = values(config, b);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(themes).where(eq(themes.id, id)).for('update');
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    const [after] = await tx.update(themes).set(row).where(eq(themes.id, id)).returning();
    await recordAudit(tx, by, {
      action: 'theme.update',
      target: 'theme',
      targetId: id,
      before: view(before),
      after: view(after!),
    });
    return view(after!);
  });
}

/** Removes a theme no product is in; 40932 otherwise (a product being saved into it locks it first). */
export async function removeTheme(db: Db, id: number, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(themes).where(eq(themes.id, id)).for('update');
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    const [used] = await tx.select().from(productThemes).where(eq(productThemes.themeId, id)).limit(1);
    if (used) fail('CATALOGUE_ENTRY_IN_USE');
    await tx.delete(themes).where(eq(themes.id, id));
    await recordAudit(tx, by, { action: 'theme.remove', target: 'theme', targetId: id, before: view(before) });
    return view(before);
  });
}
