import { asc } from 'drizzle-orm';
import type { HomeBody } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';
import { imageUrl } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';
import { hotArticles } from '../article/service';
import { homeShelves } from '../product/service';

/** Everything the home page shows, in one answer: banners, product shelves and hot news. */
export async function homePage(db: Db, locale: Locale): Promise<HomeBody['data']> {
  const [bannerRows, shelves, hotNews] = await Promise.all([
    db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id)),
    homeShelves(db, locale),
    hotArticles(db, 6, locale),
  ]);
  return {
    banners: bannerRows.map((b) => ({
      banner_id: b.id,
      display_name: pick(b, 'title', locale),
      image: imageUrl(b.image),
      link: b.link,
    })),
    ...shelves,
    hot_news: hotNews,
  };
}
