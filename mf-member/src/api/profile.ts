import type { ClientConfig, PersonalBody, PersonalUpdate } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

/** GET personal: the member's profile as it is stored now. */
export const getProfile = (options?: CallOptions) => callApi<PersonalBody>({ method: 'GET', url: 'personal' }, options);

/** POST personal: changes the fields sent (at least one) and answers the whole profile. */
export const updateProfile = (body: PersonalUpdate, options?: CallOptions) =>
  callApi<PersonalBody>({ method: 'POST', url: 'personal', data: body }, options);

/**
 * The API's run-time settings for the browser (GET /api/client-config, outside v1): here, the bucket avatars are
 * uploaded to and whether the shop's own origin serves it (no real Firebase project). No global error toast:
 * without them the page says that uploads are unavailable.
 */
export const getClientConfig = () =>
  callApi<ClientConfig>({ method: 'GET', url: 'client-config', baseURL: '/api' }, { noGlobalError: true });
