import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CategoryList } from '@shop/shared/contract';
import type { Ctx } from '../../context';
import { categories } from '../../db/schema';
import { pick } from '../../platform/locale';

export default function categoryRoutes(ctx: Ctx): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/category', { schema: { tags: ['catalogue'], summary: 'Product categories', response: { 200: CategoryList } } }, async (req) => ctx.cache.get(req, async () => {
      const rows = await ctx.db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
      return { data: rows.map((c) => ({ category_id: c.id, display_name: pick(c, 'name', req.locale) })) };
    }));
  };
}
