import type { ArticleDetail, ArticleList, ArticleListQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

export const getArticles = (query: ArticleListQuery = {}, options?: CallOptions) =>
  callApi<ArticleList>({ method: 'GET', url: 'article', params: query }, options);

export const getArticle = (articleId: number, options?: CallOptions) =>
  callApi<ArticleDetail>({ method: 'GET', url: `article/${articleId}` }, options);
