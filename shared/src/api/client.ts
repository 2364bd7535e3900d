import axios, { type AxiosInstance } from 'axios';
import { $jwt } from '../stores/session';
import { $locale, localeTags } from '../stores/locale';

export const apiBaseUrl = '/api/v1';
export const requestTimeoutMs = 10_000;

/**
 * The one HTTP client every app uses for the v1 API (SPEC §7): fixed headers on every request, the bearer
 * token when signed in.
 */
export function createApiClient(): AxiosInstance {
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
    return config;
  });
  return client;
}

export const apiClient = createApiClient();
