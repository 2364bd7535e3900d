import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import type { ApiInject } from './contract';
import { requestLocaleHeader } from './request-locale';

/**
 * An axios adapter over `inject`, for the one transport the pages call through. Axios parses the body and
 * applies its status rule as with its own adapters.
 */
export function inProcessAdapter(inject: ApiInject): AxiosAdapter {
  return async (config) => {
    // Base URL and query joined the way axios's own adapters do.
    const url = new URL(axios.getUri(config), 'http://shop.local');
    const headers = Object.fromEntries(
      Object.entries(AxiosHeaders.from(config.headers).toJSON()).map(([name, value]) => [name, String(value)]),
    );
    // The render's language, not the process's store: renders in several languages run at once.
    const locale = requestLocaleHeader();
    if (locale) headers.locale = locale;
    const request = inject({
      method: (config.method ?? 'get').toUpperCase(),
      url: `${url.pathname}${url.search}`,
      headers,
      payload: typeof config.data === 'string' ? config.data : undefined,
    });
    // The transport's timeout holds in-process too: a call that never answers must not hold its render.
    const answer = config.timeout ? await withTimeout(request, config.timeout, config) : await request;
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.statusCode,
      statusText: '',
      headers: AxiosHeaders.from(answer.headers as Record<string, string>),
      config,
      request: {},
    };
    const valid = config.validateStatus ? config.validateStatus(response.status) : response.status < 400;
    if (valid) return response;
    const code = response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${response.status}`, code, config, response.request, response);
  };
}

function withTimeout<T>(work: Promise<T>, ms: number, config: Parameters<AxiosAdapter>[0]): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AxiosError(`timeout of ${ms}ms exceeded`, AxiosError.ECONNABORTED, config)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
