import { asc, desc, eq, and } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HomeBody } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { articles, banners, products } from '../../db/schema';
import { pick } from '../../platform/locale';
import { toArticleSummary } from '../article/service';
import { imageUrl, toSummary } from '../product/service';

export default function homeRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/index', {
      schema: { tags: ['catalogue'], summary: 'Home page: banners, featured this month, popular, hot news, lucky bags', response: { 200: HomeBody } },
    }, async (req) => ctx.cache.get(req, async () => {
      const { db } = ctx;
      const onSale = eq(products.status, 'on_sale');
      const [b, featured, popular, news, bags] = await Promise.all([
        db.select().from(banners).orderBy(asc(banners.sort)),
        db.select().from(products).where(and(onSale, eq(products.featured, true))).orderBy(desc(products.releaseAt), asc(products.id)).limit(12),
        db.select().from(products).where(onSale).orderBy(desc(products.popularity), asc(products.id)).limit(12),
        db.select().from(articles).where(eq(articles.hot, true)).orderBy(desc(articles.publishedAt)).limit(6),
        db.select().from(products).where(and(onSale, eq(products.luckyBag, true))).orderBy(asc(products.id)).limit(8),
      ]);
      const l = req.locale;
      return {
        data: {
          banners: b.map((x) => ({ banner_id: x.id, display_name: pick(x, 'title', l), image: imageUrl(x.image), link: x.link })),
          featured: featured.map((p) => toSummary(p, l)),
          popular: popular.map((p) => toSummary(p, l)),
          hot_news: news.map((a) => toArticleSummary(a, l)),
          lucky_bags: bags.map((p) => toSummary(p, l)),
        },
      };
    }));
  };
}
