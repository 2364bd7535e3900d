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
import { recordAudit } from '../operator/audit';
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

export async function createArticle(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  b: ArticleRequest,
  by: SignedInOperator,
) {
  const row = values(config, b);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(articles).values(row).returning();
    await recordAudit(tx, by, { action: 'article.create', target: 'article', targetId: created!.id, after: view(created!) });
    return view(created!);
  });
}

export async function updateArticle(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'storage'>,
  id: number,
  b: ArticleRequest,
  by: SignedInOperator,
) {
  const row = values(config, b);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    // Unchanged unless given: an edit does not move the article to the top of the news.
    const [after] = await tx
      .update(articles)
      .set({ ...row, publishedAt: b.published_at ? row.publishedAt : before.publishedAt })
      .where(eq(articles.id, id))
      .returning();
    await recordAudit(tx, by, {
      action: 'article.update',
      target: 'article',
      targetId: id,
      before: view(before),
      after: view(after!),
    });
    return view(after!);
  });
}

export async function removeArticle(db: Db, id: number, by: SignedInOperator) {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!before) fail('ADMIN_CATALOGUE_ENTRY_NOT_FOUND');
    await recordAudit(tx, by, { action: 'article.remove', target: 'article', targetId: id, before: view(before) });
    return view(before);
  });
}
