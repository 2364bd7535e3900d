import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { initI18n } from '@shop/shared/i18n';
import { $pendingLoads, $toasts, setLocale, signIn, signOut } from '@shop/shared/stores';
import { apiClient, apiBaseUrl, callApi, requestTimeoutMs } from './client';
import { ApiError } from './errors';
import { serverAnswers as answer } from '@shop/shared/testing';

let seen: InternalAxiosRequestConfig | undefined;
const serverAnswers = (status: number, data: unknown) => answer(status, data, (config) => (seen = config));

beforeAll(async () => {
  await initI18n('tw');
});

beforeEach(() => {
  $toasts.set([]);
  signOut();
});

it('calls the v1 base with a 10 s timeout', () => {
  expect(apiClient.defaults.baseURL).toBe(apiBaseUrl);
  expect(apiBaseUrl).toBe('/api/v1');
  expect(apiClient.defaults.timeout).toBe(requestTimeoutMs);
  expect(requestTimeoutMs).toBe(10_000);
});

it('sends the spec’s headers and the bearer token, and unwraps the body', async () => {
  serverAnswers(200, { data: [{ category_id: 1, display_name: 'Figures' }] });
  setLocale('cn');
  signIn('the-token');
  const body = await callApi<{ data: unknown[] }>({ method: 'GET', url: 'category' });
  expect(body).toEqual({ data: [{ category_id: 1, display_name: 'Figures' }] });
  const headers = seen!.headers;
  expect(headers.get('os')).toBe('Web');
  expect(headers.get('locale')).toBe('zh-CN');
  expect(headers.get('from')).toBe('na');
  expect(headers.get('website')).toBe('localhost');
  expect(headers.get('Authorization')).toBe('Bearer the-token');
  expect(headers.get('Content-Type')).toBe('application/json');
  setLocale('tw');
});

it('sends no Authorization header when signed out', async () => {
  serverAnswers(200, {});
  await callApi({ method: 'GET', url: 'category' });
  expect(seen!.headers.get('Authorization')).toBeUndefined();
});

it('sends one device id, kept by the browser, with every order placed and with nothing else', async () => {
  serverAnswers(200, {});
  await callApi({ method: 'POST', url: 'order', headers: { 'Idempotency-Key': 'a' } });
  const first = seen!.headers.get('x-shop-device');
  expect(first).toMatch(/^[0-9a-f]{32}$/);
  await callApi({ method: 'POST', url: 'kuji-order', headers: { 'Idempotency-Key': 'b' } });
  expect(seen!.headers.get('x-shop-device')).toBe(first);
  await callApi({ method: 'GET', url: 'category' });
  expect(seen!.headers.get('x-shop-device')).toBeUndefined();
});

it('counts a loading call while it runs and releases it on failure', async () => {
  let during = -1;
  apiClient.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    during = $pendingLoads.get();
    return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
  }) as AxiosAdapter;
  await callApi({ method: 'GET', url: 'index' }, { loading: true });
  expect(during).toBe(1);
  expect($pendingLoads.get()).toBe(0);

  serverAnswers(500, { error_code: 50000, error_msg: 'boom' });
  await expect(callApi({ method: 'GET', url: 'index' }, { loading: true })).rejects.toBeInstanceOf(ApiError);
  expect($pendingLoads.get()).toBe(0);
});

it('rejects with the API error and toasts it once', async () => {
  serverAnswers(409, { error_code: 40902, error_msg: '此電子郵件已被使用' });
  await expect(callApi({ method: 'POST', url: 'account/send-verification-email' })).rejects.toMatchObject({
    status: 409,
    code: 40902,
  });
  expect($toasts.get().map((toast) => toast.message)).toEqual(['此電子郵件已被使用']);
});
