import { desc, eq, sql } from 'drizzle-orm';
import type { ArticleSummary } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema';
import { imageUrl } from '../../platform/images';
import { pick, type Locale } from '../../platform/locale';

type ArticleRow = typeof articles.$inferSelect;

function toArticleSummary(a: ArticleRow, locale: Locale): ArticleSummary {
  return {
    article_id: a.id,
    title: pick(a, 'title', locale),
    summary: pick(a, 'summary', locale),
    cover: imageUrl(a.cover),
    is_hot: a.hot,
    published_at: Math.floor(a.publishedAt.getTime() / 1000),
  };
}

const newestFirst = [desc(articles.publishedAt), desc(articles.id)];

export async function listArticles(db: Db, q: { page?: number; page_size?: number; hot?: boolean }, locale: Locale) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const cond = q.hot === undefined ? undefined : eq(articles.hot, q.hot);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(cond)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(articles)
      .where(cond),
  ]);
  return { data: rows.map((a) => toArticleSummary(a, locale)), page, page_size: pageSize, total: count?.n ?? 0 };
}

/** The newest hot news (home page). */
export async function hotArticles(db: Db, limit: number, locale: Locale): Promise<ArticleSummary[]> {
  const rows = await db
    .select()
    .from(articles)
    .where(eq(articles.hot, true))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((a) => toArticleSummary(a, locale));
}

export async function getArticle(db: Db, id: number, locale: Locale) {
  const [a] = await db.select().from(articles).where(eq(articles.id, id));
  return a && { ...toArticleSummary(a, locale), content: pick(a, 'body', locale) };
}
