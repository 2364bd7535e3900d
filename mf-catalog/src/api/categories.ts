import type { CategoryList } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

export const getCategories = (options?: CallOptions) => callApi<CategoryList>({ method: 'GET', url: 'category' }, options);
