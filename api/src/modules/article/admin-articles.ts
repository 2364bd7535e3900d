import { desc, eq } from 'drizzle-orm';
import type { ArticleRequest } from '@shop/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pageOffset, pageTotal, totalRows } from '../../db/paged';
import { articles } from '../../db/schema';
import { checkPicture } from '../../platform/catalogue-pictures';
import { fail } from '../../platform/errors';
import { imageUrl } from '../../platform/images';
import type { SignedInOperator } from '../operator/access';
import { auditedRows } from '../operator/audited-rows';
import { sanitizeArticleBody } from './sanitize';

// News articles as the console edits them; bodies are stored sanitised (sanitize.ts).

type Row = typeof articles.$inferSelect;
const view = (a: Row) => ({
  id: a.id,
  title: { tw: a.titleTw, cn: a.titleCn, en: a.titleEn },
  summary: { tw: a.summaryTw, cn: a.summaryCn, en: a.summaryEn },
  body: { tw: a.bodyTw, cn: a.bodyCn, en: a.bodyEn },
  cover: imageUrl(a.cover),
  hot: a.hot,
  published_at: a.publishedAt.toISOString(),
});

const values = (config: Pick<Config, 'publicUrl' | 'storage'>, b: ArticleRequest) => ({
  titleTw: b.title.tw,
  titleCn: b.title.cn,
  titleEn: b.title.en,
  summaryTw: b.summary.tw,
  summaryCn: b.summary.cn,
  summaryEn: b.summary.en,
  bodyTw: sanitizeArticleBody(b.body.tw),
  bodyCn: sanitizeArticleBody(b.body.cn),
  bodyEn: sanitizeArticleBody(b.body.en),
  cover: checkPicture(config, b.cover),
  hot: b.hot ?? false,
  publishedAt: b.published_at ? new Date(b.published_at) : new Date(),
});

export async function adminArticles(db: Db, q: { page?: number; page_size?: number }) {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 20;
  const rows = await db
    .select({ article: articles, total: totalRows() })
    .from(articles)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
  const total = await pageTotal(db, page, rows, articles, undefined);
  return { data: rows.map((r) => view(r.article)), page, page_size: pageSize, total };
}

export async function adminArticle(db: Db, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
  return view(row);
}

const audited = auditedRows({ table: articles, target: 'article', view });

export const createArticle = (db: Db, config: Pick<Config, 'publicUrl' | 'storage'>, b: ArticleRequest, by: SignedInOperator) =>
  audited.create(db, values(config, b), by);

export function updateArticle(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  id: number,
  b: ArticleRequest,
  by: SignedInOperator,
) {
  const row = values(config, b);
  // Unchanged unless given: an edit does not move the article to the top of the news.
  return audited.replace(
    db,
    id,
    (before) => ({ ...row, publishedAt: b.published_at ? row.publishedAt : before.publishedAt }),
    by,
  );
}

export const removeArticle = (db: Db, id: number, by: SignedInOperator) => audited.remove(db, id, by);
