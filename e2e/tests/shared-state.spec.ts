import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startSignedInAsNewMember } from '../support/members';

/** A product that can be put in the cart (the seed has sold-out and unavailable ones too). */
async function inStockProductId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/product?availability=available&page_size=1');
  return ((await response.json()) as { data: { product_id: number }[] }).data[0]!.product_id;
}

test('a cart change in a remote re-renders the shell header, across remotes', async ({ page, request }) => {
  // Adding to the cart needs a member (the cart lives in the API); a new one starts with an empty cart.
  await startSignedInAsNewMember(page, request);
  await page.goto(`/product/${await inStockProductId(request)}`);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // Another remote, same store instance: the header keeps the count.
  await page.getByRole('link', { name: 'Ichiban Kuji', exact: true }).click();
  await expect(page.locator('[data-remote="mf_fanza"]')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('the chosen language persists across a reload', async ({ page, request }) => {
  await page.goto(`/product/${await inStockProductId(request)}`);
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
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('currencyRatesDate')))
    .toBe(new Date().toISOString().slice(0, 10));
  const rates = JSON.parse((await page.evaluate(() => localStorage.getItem('currencyRates')))!) as Record<string, number>;
  expect(Object.keys(rates).length).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Product details' })).toBeVisible();
  expect(fetched).toBe(1);
});
