import { expect, test } from '../support/fixtures';

/**
 * Before any script runs, the document already speaks the shopper's language: `<html lang>`, the title and
 * the description that search engines and link previews read (SPEC §4: the stored choice, else the browser's).
 */
const documentOf = (html: string) => ({
  lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
});

test('the first document is in the browser’s language, or the one the shopper chose', async ({ request }) => {
  const get = async (headers: Record<string, string>) =>
    documentOf(await (await request.get('/lucky-bag', { headers: { accept: 'text/html', ...headers } })).text());

  // The page is rendered on the server: its title is the page's, in the same language.
  expect(await get({ 'accept-language': 'zh-CN,zh;q=0.9' })).toEqual({
    lang: 'zh-CN',
    title: '福袋 | 收藏家商城',
    description: expect.stringContaining('手办'),
  });
  expect(await get({ 'accept-language': 'zh-HK' })).toEqual({
    lang: 'zh-TW',
    title: '福袋 | 收藏家商城',
    description: expect.stringContaining('公仔'),
  });
  expect(await get({ 'accept-language': 'de-DE' })).toEqual({
    lang: 'en',
    title: 'Lucky bag | Collectibles Shop',
    description: expect.stringContaining('Figures'),
  });
  expect((await get({ 'accept-language': 'zh-TW', cookie: 'lang=en' })).lang).toBe('en');
});

test('choosing a language makes the next visit’s first document use it', async ({ page, context }) => {
  await page.goto('/');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-select').selectOption('cn')]);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'lang');
  expect(cookie?.value).toBe('cn');
  const html = await (
    await page.request.get('/news-list', { headers: { accept: 'text/html', 'accept-language': 'en-US' } })
  ).text();
  expect(documentOf(html).lang).toBe('zh-CN');
});
