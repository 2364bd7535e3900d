import type { Page } from '@playwright/test';
import { dataLayerEntries, expect, test } from '../support/fixtures';

// A server-rendered page is on screen before the shop's code has run (shell/src/early-navigation, router/createShopRouter):
// what a shopper does in that time is not lost when the page becomes interactive.

/** Holds the shell's main.js back until the returned function is called (never, if it is not). */
async function holdShopCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A server-rendered page whose code is held: `commit`, since the document's load waits for main.js. */
async function openWithoutCode(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/** The header's language choice is enabled once the page has hydrated and its first render has committed. */
const interactive = (page: Page) => expect(page.getByTestId('language-select')).toBeEnabled();

test('a link tapped before the page is interactive is followed in the page once it is, not as a new document', async ({
  page,
}) => {
  const release = await holdShopCode(page);
  await openWithoutCode(page, '/product-list/all');
  const card = page.getByTestId('product-card').first();
  const productId = await card.getAttribute('data-product-id');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/product-list\/all$/);
  release();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  await expect(page.getByTestId('product-info')).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a search sent before the page is interactive shows its results in the page once it is, and is counted', async ({
  page,
}) => {
  const release = await holdShopCode(page);
  await openWithoutCode(page, '/');
  const search = page.getByTestId('search-header').getByRole('searchbox');
  await search.fill('鋼彈');
  await search.press('Enter');
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  release();
  await expect(page).toHaveURL(/\/search\?keyword=%E9%8B%BC%E5%BD%88$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “鋼彈”');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await dataLayerEntries(page)).toContainEqual(['event', 'search', { search_term: '鋼彈' }]);
});

test('a page scrolled before it is interactive stays where the shopper left it', async ({ page }) => {
  const release = await holdShopCode(page);
  await openWithoutCode(page, '/news-list');
  await page.getByTestId('article-card').nth(5).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  release();
  await interactive(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('if the shop’s code never arrives, a tapped link is followed as a new document within seconds', async ({ page }) => {
  await holdShopCode(page);
  await openWithoutCode(page, '/product-list/all');
  const card = page.getByTestId('product-card').first();
  const productId = await card.getAttribute('data-product-id');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`), { timeout: 6000 });
  await expect(page.getByTestId('product-info')).toBeVisible();
});
