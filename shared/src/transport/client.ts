import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { $jwt, $locale, localeTags, beginLoading } from '@shop/shared/stores';
import { handleApiError, toApiError, type ErrorHandlingOptions } from './errors';
import { DEVICE_HEADER, deviceId } from './device';

export const apiBaseUrl = '/api/v1';
export const requestTimeoutMs = 10_000;

/** The one HTTP client for the v1 API (SPEC §7): fixed headers on every request, the bearer token when signed in. */
function createApiClient(): AxiosInstance {
  const client = axios.create({
    baseURL: apiBaseUrl,
    timeout: requestTimeoutMs,
    headers: { 'Content-Type': 'application/json' },
  });
  client.interceptors.request.use((config) => {
    config.headers.set('os', 'Web');
    config.headers.set('locale', localeTags[$locale.get()]);
    config.headers.set('from', 'na');
    config.headers.set('website', typeof location === 'undefined' ? '' : location.hostname);
    const jwt = $jwt.get();
    if (jwt) config.headers.set('Authorization', `Bearer ${jwt}`);
    // Placing an order (the only calls with an Idempotency-Key): the API counts what this browser holds unpaid.
    const device = config.headers.has('Idempotency-Key') ? deviceId() : null;
    if (device) config.headers.set(DEVICE_HEADER, device);
    return config;
  });
  return client;
}

export const apiClient = createApiClient();

export interface CallOptions extends ErrorHandlingOptions {
  /** Show the global loading overlay while the call runs. */
  loading?: boolean;
}

/**
 * One API call: resolves with the response body, or rejects with an ApiError after the global error
 * handling of SPEC §8 has run.
 */
export async function callApi<T>(config: AxiosRequestConfig, options: CallOptions = {}): Promise<T> {
  const endLoading = options.loading ? beginLoading() : undefined;
  try {
    const response = await apiClient.request<T>(config);
    return response.data;
  } catch (error) {
    const apiError = toApiError(error);
    await handleApiError(apiError, options);
    throw apiError;
  } finally {
    endLoading?.();
  }
}
