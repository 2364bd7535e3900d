import { asc } from 'drizzle-orm';
import type { BannerRequest } from '@shop/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { checkPicture } from '../../platform/catalogue-pictures';
import { imageUrl } from '../../platform/images';
import type { SignedInOperator } from '../operator/access';
import { auditedRows } from '../operator/audited-rows';

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

const audited = auditedRows({ table: banners, target: 'banner', view });

export const createBanner = (db: Db, config: Pick<Config, 'publicUrl' | 'storage'>, b: BannerRequest, by: SignedInOperator) =>
  audited.create(db, values(config, b), by);

export const updateBanner = (
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  id: number,
  b: BannerRequest,
  by: SignedInOperator,
) => audited.replace(db, id, values(config, b), by);

export const removeBanner = (db: Db, id: number, by: SignedInOperator) => audited.remove(db, id, by);
