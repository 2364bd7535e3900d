import type { ProductList, ThemeDetail, ThemeList, ThemeProductQuery } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** Every theme (the /theme page); the shell's menu asks for its own ten. */
export const getThemes = (options?: CallOptions) => callApi<ThemeList>({ method: 'GET', url: 'theme' }, options);

export const getTheme = (themeId: number, options?: CallOptions) =>
  callApi<ThemeDetail>({ method: 'GET', url: `theme/${themeId}` }, options);

export const getThemeProducts = (themeId: number, query: ThemeProductQuery = {}, options?: CallOptions) =>
  callApi<ProductList>({ method: 'GET', url: `theme/${themeId}/product`, params: query }, options);
