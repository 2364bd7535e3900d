import { expect, test } from '../support/fixtures';

test('a cart change in a remote re-renders the shell header, across remotes', async ({ page }) => {
  await page.goto('/product/42');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Another remote, same store instance: the header keeps the count.
  await page.getByRole('link', { name: 'Ichiban Kuji' }).click();
  await expect(page.locator('[data-remote="mf_fanza"]')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('the chosen language persists across a reload', async ({ page }) => {
  await page.goto('/product/42');
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
  await page.getByTestId('language-select').selectOption('tw');
  await expect(page.getByRole('heading', { name: '商品詳情' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('tw');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.reload();
  await expect(page.getByRole('button', { name: '加入購物車' })).toBeVisible();
});

test('exchange rates are fetched once per UTC day and kept with their date', async ({ page }) => {
  let fetched = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/system/currency-rates')) fetched += 1;
  });
  await page.goto('/product/3');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currencyRatesDate'))).toBe(new Date().toISOString().slice(0, 10));
  const rates = JSON.parse((await page.evaluate(() => localStorage.getItem('currencyRates')))!) as Record<string, number>;
  expect(Object.keys(rates).length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
  expect(fetched).toBe(1);
});
