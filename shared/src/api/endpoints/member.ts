import type { CartBody, CartUpdate, PersonalBody, PersonalUpdate } from '../../contract';
import { callApi, type CallOptions } from '../client';

export const getPersonal = (options?: CallOptions) => callApi<PersonalBody>({ method: 'GET', url: 'personal' }, options);
export const updatePersonal = (body: PersonalUpdate, options?: CallOptions) =>
  callApi<PersonalBody>({ method: 'POST', url: 'personal', data: body }, options);

export const getCart = (options?: CallOptions) => callApi<CartBody>({ method: 'GET', url: 'cart' }, options);
export const updateCart = (body: CartUpdate, options?: CallOptions) =>
  callApi<CartBody>({ method: 'POST', url: 'cart', data: body }, options);
