import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '@shop/shared/transport';

/**
 * Test stand-in for the network under the one API client (axios's transport, not our code): every
 * request gets `status` and `data`; `onRequest` sees what the client sent.
 */
export function serverAnswers(status: number, data: unknown, onRequest?: (config: InternalAxiosRequestConfig) => void): void {
  apiClient.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    onRequest?.(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  }) as AxiosAdapter;
}

export interface FakeRequest {
  method: string;
  /** The path below /api/v1, e.g. `product/7`. */
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
  /** Request headers as sent, names in lower case. */
  headers: Record<string, string>;
}

export interface FakeAnswer {
  status: number;
  data: unknown;
}

export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Test stand-in for the API, at the same edge: answers by `METHOD path` with an answer or a function of the
 * request (which may return a promise, to hold a page in its loading state); anything else gets the API's 404.
 * Returns the requests seen, in order.
 */
export function apiAnswers(routes: Record<string, FakeRoute>): FakeRequest[] {
  const seen: FakeRequest[] = [];
  apiClient.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params as Record<string, unknown> | undefined,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: Object.fromEntries(
        Object.entries(config.headers?.toJSON() ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const answer =
      typeof route === 'function'
        ? await route(request)
        : (route ?? { status: 404, data: { error_code: 40401, error_msg: 'Page not found.' } });
    const response = { data: answer.data, status: answer.status, statusText: String(answer.status), headers: {}, config };
    if (answer.status >= 400)
      throw new AxiosError(`Request failed with status code ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  }) as AxiosAdapter;
  return seen;
}
