import type { PersonalBody } from '@shop/shared/contract';
import { callApi, type CallOptions } from '@shop/shared/transport';

export const getPersonal = (options?: CallOptions) => callApi<PersonalBody>({ method: 'GET', url: 'personal' }, options);
