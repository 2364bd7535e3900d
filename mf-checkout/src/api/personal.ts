import type { PersonalBody } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET personal: the member's profile, to prefill the checkout. */
export const getProfile = (options?: CallOptions) => callApi<PersonalBody>({ method: 'GET', url: 'personal' }, options);
