import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs, writeFiles } from '../testing/fixtures.js';
import { INDEX_HTML, shopFixture } from '../testing/shop-fixture.js';
import { createShopServer } from './create-server.js';
import { cookieValue, documentLocale } from './document-locale.js';

const document = (lang: string) => INDEX_HTML.replace('<html>', `<html lang="${lang}">`);
const BROWSER_ACCEPT = 'text/html,*/*;q=0.8';
let app: FastifyInstance;

beforeAll(async () => {
  const shop = await shopFixture();
  await writeFiles(shop.shellDir, {
    'index.tw.html': document('zh-TW'),
    'index.cn.html': document('zh-CN'),
    'index.en.html': document('en'),
  });
  app = await createShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: null });
});
afterAll(async () => {
  await app.close();
  await removeTempDirs();
});

describe('the first document speaks the shopper’s language', () => {
  const served = async (headers: Record<string, string>) => {
    const response = await app.inject({ url: '/product/52', headers: { accept: BROWSER_ACCEPT, ...headers } });
    return { lang: /<html lang="([^"]+)">/.exec(response.body)?.[1], vary: String(response.headers.vary) };
  };

  it('in the language the shopper chose (the lang cookie), whatever the browser says', async () => {
    expect((await served({ cookie: 'theme=x; lang=en', 'accept-language': 'zh-CN' })).lang).toBe('en');
    expect((await served({ cookie: 'lang=cn' })).lang).toBe('zh-CN');
  });

  it('else by the browser’s language, with the SPEC §4 rules', async () => {
    expect((await served({ 'accept-language': 'zh-CN,zh;q=0.9' })).lang).toBe('zh-CN');
    expect((await served({ 'accept-language': 'zh-HK,en;q=0.5' })).lang).toBe('zh-TW');
    expect((await served({ 'accept-language': 'fr-FR,fr;q=0.9' })).lang).toBe('en');
    expect((await served({ cookie: 'lang=xx', 'accept-language': 'zh-TW' })).lang).toBe('zh-TW');
  });

  it('tells caches that the document varies by both', async () => {
    expect((await served({})).vary).toMatch(/Cookie, Accept-Language/);
  });
});

it('reads a cookie out of a Cookie header', () => {
  expect(cookieValue('a=1; lang=cn; b=2', 'lang')).toBe('cn');
  expect(cookieValue('language=en', 'lang')).toBeUndefined();
  expect(cookieValue(undefined, 'lang')).toBeUndefined();
  expect(documentLocale({})).toBe('tw');
  expect(documentLocale({ 'accept-language': ' ' })).toBe('tw');
});
