import type { NewsArticle, WithContext } from 'schema-dts';
import type { ArticleDetail } from '../contract';
import { pageAddress, pictureAddress, type SeoSite } from './address';
import { organization } from './organization';

type Article = ArticleDetail['data'];

/** /news/{id}: the article, its cover, when it was published, by the shop. */
export function newsArticleJsonLd(site: SeoSite, article: Article, shopName: string): WithContext<NewsArticle> {
  const shop = organization(site, shopName);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    url: pageAddress(site, `/news/${article.article_id}`),
    mainEntityOfPage: pageAddress(site, `/news/${article.article_id}`),
    ...(article.cover && { image: [pictureAddress(site, article.cover)] }),
    datePublished: new Date(article.published_at * 1000).toISOString(),
    ...(article.summary && { description: article.summary }),
    author: shop,
    publisher: shop,
  };
}
