import { asc, eq } from 'drizzle-orm';
import type { BannerRequest } from '@shop/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { checkPicture } from '../../platform/catalogue-pictures';
import { fail } from '../../platform/errors';
import { imageUrl } from '../../platform/images';
import type { SignedInOperator } from '../operator/access';
import { recordAudit } from '../operator/audit';

// The home page's banners as the console edits them: shown in `sort` order; removed when no longer wanted.

type Row = typeof banners.$inferSelect;
const view = (b: Row) => ({
  id: b.id,
  title: { tw: b.titleTw, cn: b.titleCn, en: b.titleEn },
  image: imageUrl(b.image),
  link: b.link,
  sort: b.sort,
});

const values = (config: Pick<Config, 'publicUrl' | 'storage'>, b: BannerRequest) => ({
  titleTw: b.title.tw,
  titleCn: b.title.cn,
  titleEn: b.title.en,
  image: checkPicture(config, b.image),
  link: b.link,
  sort: b.sort ?? 0,
});

export async function adminBanners(db: Db) {
  return (await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id))).map(view);
}

export async function createBanner(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  b: BannerRequest,
  by: SignedInOperator,
) {
  const row = values(config, b);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(banners).values(row).returning();
    await recordAudit(tx, by, { action: 'banner.create', target: 'banner', targetId: created!.id, after: view(created!) });
    return view(created!);
  });
}

export async function updateBanner(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  id: number,
  b: BannerRequest,
  by: SignedInOperator,
) {
  const row = values(config, b);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    const [after] = await tx.update(banners).set(row).where(eq(banners.id, id)).returning();
    await recordAudit(tx, by, {
      action: 'banner.update',
      target: 'banner',
      targetId: id,
      before: view(before),
      after: view(after!),
    });
    return view(after!);
  });
}

export async function removeBanner(db: Db, id: number, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    await recordAudit(tx, by, { action: 'banner.remove', target: 'banner', targetId: id, before: view(before) });
    return view(before);
  });
}
