import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** The product list scrolled far down, as a shopper leaves it before typing another address. */
async function scrolledProductList(page: Page): Promise<void> {
  await page.goto('/product-list/all');
  await expect(page.getByTestId('product-card')).toHaveCount(24);
  await page.evaluate(() => window.scrollTo(0, 1400));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1300);
}

// SPEC §2: scroll goes to the top on navigation; only back/forward restores a position.
for (const { path, ready } of [
  { path: '/product/52', ready: (page: Page) => page.getByTestId('product-info') },
  { path: '/news-list', ready: (page: Page) => page.getByTestId('article-card').first() },
]) {
  test(`${path} typed into the address bar opens at the top, whatever the last page's scroll`, async ({ page }) => {
    await scrolledProductList(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await scrollY(page)).toBe(0);
  });
}

test('reloading a page typed in after scrolling the list keeps it at the top', async ({ page }) => {
  await scrolledProductList(page);
  await page.goto('/product/52');
  await expect(page.getByTestId('product-info')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('product-info')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await scrollY(page)).toBe(0);
});
