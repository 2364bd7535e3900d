/**
 * A news article's editor form: its values as the inputs hold them and the API's request made from them. The body
 * is HTML per language; the API sanitises it before storing it, as the shop does again before showing it.
 */
import type { AdminArticle, ArticleRequest } from '@shop/shared/contract';
import { localInputValue, type InLanguages } from './productForm';

export interface ArticleValues {
  title: InLanguages;
  summary: InLanguages;
  body: InLanguages;
  cover: string;
  hot: boolean;
  /** A datetime-local value in the browser's time zone; empty: now (a new article). */
  published_at: string;
}

const blank = (): InLanguages => ({ tw: '', cn: '', en: '' });

export function articleValues(article?: AdminArticle): ArticleValues {
  if (!article) return { title: blank(), summary: blank(), body: blank(), cover: '', hot: false, published_at: '' };
  return {
    title: { ...article.title },
    summary: { ...article.summary },
    body: { ...article.body },
    cover: article.cover,
    hot: article.hot,
    published_at: localInputValue(article.published_at),
  };
}

const trimmed = (texts: InLanguages): InLanguages => ({ tw: texts.tw.trim(), cn: texts.cn.trim(), en: texts.en.trim() });

/**
 * The POST / PUT articles body for these values. An edit sends its publication date only when it was changed: the
 * input holds minutes, and sending it back unchanged would drop the seconds and could reorder the news.
 */
export function articleRequest(v: ArticleValues, opened?: AdminArticle): ArticleRequest {
  const moved = v.published_at !== '' && v.published_at !== (opened ? localInputValue(opened.published_at) : '');
  return {
    title: trimmed(v.title),
    summary: trimmed(v.summary),
    body: { ...v.body },
    cover: v.cover,
    hot: v.hot,
    ...(moved && { published_at: new Date(v.published_at).toISOString() }),
  };
}
