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

test.describe('the sign-in pages, which have no header', () => {
  test('each offers the language choice; choosing one is stored and reloads the page in it', async ({ page }) => {
    for (const path of ['/login', '/register', '/set-password', '/forgot-password', '/reset-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    }

    await page.goto('/login?redirect=%2Fcart');
    await page.getByLabel('Email').fill('ming@example.com');
    await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: 'Language' }).selectOption('cn')]);
    await expect(page.getByRole('heading', { level: 1, name: '会员登录' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('cn');
    await expect(page.getByRole('combobox', { name: '语言' })).toHaveValue('cn');

    await Promise.all([page.waitForEvent('load'), page.getByRole('combobox', { name: '语言' }).selectOption('tw')]);
    await expect(page.getByRole('heading', { level: 1, name: '會員登入' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('tw');
  });
});
