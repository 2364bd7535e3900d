import { expect, test } from '../support/fixtures';

const cases = [
  { browser: 'zh-CN', lang: 'zh-CN', title: '商品详情' },
  { browser: 'zh-SG', lang: 'zh-CN', title: '商品详情' },
  { browser: 'zh-HK', lang: 'zh-TW', title: '商品詳情' },
  { browser: 'zh-TW', lang: 'zh-TW', title: '商品詳情' },
  { browser: 'en-US', lang: 'en', title: 'Product details' },
  { browser: 'fr-FR', lang: 'en', title: 'Product details' },
];

for (const { browser, lang, title } of cases) {
  test.describe(`a browser speaking ${browser}`, () => {
    test.use({ locale: browser });

    test(`gets the shop in ${lang} and requests in ${lang}`, async ({ page }) => {
      // A call of the API client (pictures under /api/v1/images come first in server-rendered HTML).
      const apiLocale = page.waitForRequest(
        (request) => request.url().includes('/api/v1/') && ['xhr', 'fetch'].includes(request.resourceType()),
      );
      await page.goto('/product/1');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect((await apiLocale).headers()['locale']).toBe(lang);
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
    });
  });
}
