import type { HomeBody } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

export const getHome = (options?: CallOptions) => callApi<HomeBody>({ method: 'GET', url: 'index' }, options);
