import type {
  ArrivalNoticeBody,
  ArrivalNoticeResult,
  ArticleDetail,
  ArticleList,
  ArticleListQuery,
  CategoryList,
  HomeBody,
  ProductDetailBody,
  ProductList,
  ProductListQuery,
  SearchKeywords,
  ThemeDetail,
  ThemeList,
  ThemeProductQuery,
} from '../../contract';
import { callApi, type CallOptions } from '../client';

export const navThemeCount = 10;

export function getCategories(options?: CallOptions): Promise<CategoryList> {
  return callApi({ method: 'GET', url: 'category' }, options);
}

export function getThemes(count?: number, options?: CallOptions): Promise<ThemeList> {
  return callApi({ method: 'GET', url: 'theme', params: count === undefined ? undefined : { count } }, options);
}

export function getSearchKeywords(options?: CallOptions): Promise<SearchKeywords> {
  return callApi({ method: 'GET', url: 'system/search-keyword' }, options);
}

export const getHome = (options?: CallOptions) => callApi<HomeBody>({ method: 'GET', url: 'index' }, options);

export const getTheme = (themeId: number, options?: CallOptions) =>
  callApi<ThemeDetail>({ method: 'GET', url: `theme/${themeId}` }, options);

export const getThemeProducts = (themeId: number, query: ThemeProductQuery = {}, options?: CallOptions) =>
  callApi<ProductList>({ method: 'GET', url: `theme/${themeId}/product`, params: query }, options);

export const getProducts = (query: ProductListQuery = {}, options?: CallOptions) =>
  callApi<ProductList>({ method: 'GET', url: 'product', params: query }, options);

export const getProduct = (productId: number, options?: CallOptions) =>
  callApi<ProductDetailBody>({ method: 'GET', url: `product/${productId}` }, options);

/** Back-in-stock notice: a signed-in member's own address is used when `email` is omitted. */
export const requestArrivalNotice = (productId: number, body: ArrivalNoticeBody, options?: CallOptions) =>
  callApi<ArrivalNoticeResult>({ method: 'POST', url: `product/${productId}/arrival-notice`, data: body }, options);

export const getArticles = (query: ArticleListQuery = {}, options?: CallOptions) =>
  callApi<ArticleList>({ method: 'GET', url: 'article', params: query }, options);

export const getArticle = (articleId: number, options?: CallOptions) =>
  callApi<ArticleDetail>({ method: 'GET', url: `article/${articleId}` }, options);
