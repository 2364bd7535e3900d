import { callApi } from '@shop/shared/transport';
import type { ClientConfig } from '@shop/shared/contract';

/**
 * The API's run-time settings for the browser (GET /api/client-config, outside v1): whether Google sign-in
 * is offered and with which Firebase project or emulator. It lives here rather than in @shop/shared/api
 * because only the sign-in page uses it, and that module is in every page's first load. No global error
 * toast: without the settings the page simply offers no Google button.
 */
export function loadClientConfig(): Promise<ClientConfig> {
  return callApi<ClientConfig>({ method: 'GET', url: 'client-config', baseURL: '/api' }, { noGlobalError: true });
}
