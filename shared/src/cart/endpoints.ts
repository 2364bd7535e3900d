import type { CartBody, CartUpdate } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

export const getCart = (options?: CallOptions) => callApi<CartBody>({ method: 'GET', url: 'cart' }, options);

/** POST cart sets a line to `update_amount` (0 deletes it) and answers with the whole cart. */
export const updateCart = (body: CartUpdate, options?: CallOptions) =>
  callApi<CartBody>({ method: 'POST', url: 'cart', data: body }, options);
