import type { PageDataRequest } from '@shop/shared/page-cache';
import type { PageAddress } from '@shop/shared/routing';
import { getTheme, getThemeProducts } from '../../api/themes';
import { orNotFound, parseId, readPage } from '../../lib/paging';

/** Products per page: six rows of four on a desktop, twelve of two on a phone. */
export const themeProductsPageSize = 24;

/** `/theme/:themeId`: the theme itself (null when there is none). */
export function themeData(themeId: string | undefined) {
  const id = parseId(themeId);
  return {
    key: `theme:${id}`,
    load: () => orNotFound(id, (theme) => getTheme(theme, { noGlobalError: true })),
  } satisfies PageDataRequest;
}

/** The page of the theme's products the query names (`?page=n`); loaded apart, so turning a page keeps the header. */
export function themeProductsData(themeId: string | undefined, params: URLSearchParams) {
  const id = parseId(themeId);
  const page = readPage(params);
  return {
    key: `theme:${id}:products:${page}`,
    load: () =>
      orNotFound(id, (theme) => getThemeProducts(theme, { page, page_size: themeProductsPageSize }, { noGlobalError: true })),
  } satisfies PageDataRequest;
}

/** What the route starts with the page's code. */
export const themeRouteData = ({ params, searchParams }: PageAddress) => [
  themeData(params.themeId),
  themeProductsData(params.themeId, searchParams),
];
