/** @jest-environment node */
import axios, { AxiosError } from 'axios';
import type { ApiInject } from './contract';
import { inProcessAdapter } from './in-process-api';

function clientOver(inject: ApiInject) {
  return axios.create({ baseURL: '/api/v1', adapter: inProcessAdapter(inject) });
}

it('asks the API in-process with the path, query, headers and body axios would have sent, and parses the answer', async () => {
  const seen: Parameters<ApiInject>[0][] = [];
  const client = clientOver(async (request) => {
    seen.push(request);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"data":[1,2]}' };
  });
  const response = await client.post(
    'product',
    { a: 1 },
    { params: { page: 2, q: '一番賞', skip: undefined }, headers: { locale: 'en' } },
  );
  expect(response.data).toEqual({ data: [1, 2] });
  expect(seen).toHaveLength(1);
  const [request] = seen as [Parameters<ApiInject>[0]];
  expect(request.method).toBe('POST');
  const url = new URL(request.url, 'http://x');
  expect(url.pathname).toBe('/api/v1/product');
  expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', q: '一番賞' });
  expect(request.headers.locale).toBe('en');
  expect(JSON.parse(request.payload ?? '')).toEqual({ a: 1 });
});

it('rejects an error status the way axios does, with the API body for the shop error handling', async () => {
  const client = clientOver(async () => ({
    statusCode: 404,
    headers: { 'content-type': 'application/json' },
    body: '{"error_code":"product_not_found","error_msg":"No such product"}',
  }));
  const error = await client.get('product/9999').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AxiosError);
  expect((error as AxiosError).response?.status).toBe(404);
  expect((error as AxiosError).response?.data).toEqual({ error_code: 'product_not_found', error_msg: 'No such product' });
});

it("gives up on a call the API does not answer within the transport's timeout", async () => {
  const client = axios.create({ baseURL: '/api/v1', timeout: 50, adapter: inProcessAdapter(() => new Promise(() => {})) });
  const error = await client.get('category').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AxiosError);
  expect((error as AxiosError).code).toBe(AxiosError.ECONNABORTED);
});

it('sends each call in the language of the render it is made for, whatever the process’s store says', async () => {
  const { inLocale } = await import('./request-locale');
  const seen: string[] = [];
  const client = clientOver(async (request) => {
    seen.push(`${request.url} ${request.headers.locale}`);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };
  });
  await Promise.all([
    inLocale('en', async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      await client.get('home', { headers: { locale: 'zh-TW' } });
    }),
    inLocale('cn', () => client.get('theme', { headers: { locale: 'zh-TW' } })),
  ]);
  expect(seen.sort()).toEqual(['/api/v1/home en', '/api/v1/theme zh-CN']);
});
