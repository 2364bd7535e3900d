import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../client';

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
