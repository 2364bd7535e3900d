import type { Page } from '@playwright/test';
import { untilHydrated } from '../bench/nav-timing';
import { expect, test } from '../support/fixtures';
import { newMember, startAs } from '../support/shopping';

// On a client navigation a page's data starts as soon as its route is matched, with its code (the route's loader,
// from its `pageData`: shared/src/page-cache/route-data.ts), and the page shows that answer: one request, not
// one after the code arrived. Each check holds the page's code back for a moment and asks when the data was asked for.

/** How long the page's code is held back: long enough that "before the code arrived" cannot be a race. */
const holdMs = 400;

interface Watch {
  /** Starts watching: the page's code is held from now on, and the data requests counted. */
  arm(): Promise<void>;
  /** The page's code chunk, if it was asked for since `arm`. */
  codeUrl(): string | undefined;
  /** The data requests made since `arm`. */
  dataUrls(): string[];
  /** `performance.now()` in the page when `arm` was called. */
  armedAt(): number;
}

/**
 * Holds back `remote`'s script that renders `testId` (the page's own chunk) and counts the GET requests to the API
 * paths `isData` accepts.
 */
async function watchNavigation(page: Page, remote: string, testId: string, isData: (path: string) => boolean): Promise<Watch> {
  let armed = false;
  let armedAt = 0;
  let codeUrl: string | undefined;
  const dataUrls: string[] = [];
  const pageCode = new RegExp(`"data-testid":\\s*"${testId}"`);
  await page.route(`**/remotes/${remote}/**/*.js`, async (route) => {
    if (!armed) return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    if (pageCode.test(body)) {
      codeUrl = route.request().url();
      await new Promise((resolve) => setTimeout(resolve, holdMs));
    }
    await route.fulfill({ response, body });
  });
  page.on('request', (request) => {
    if (armed && request.method() === 'GET' && isData(new URL(request.url()).pathname)) dataUrls.push(request.url());
  });
  return {
    arm: async () => {
      // Room in the page's resource timing buffer (250 entries) for what the navigation fetches.
      armedAt = await page.evaluate(() => {
        performance.clearResourceTimings();
        return performance.now();
      });
      armed = true;
    },
    codeUrl: () => codeUrl,
    dataUrls: () => [...dataUrls],
    armedAt: () => armedAt,
  };
}

/**
 * One request for the page's data, made while its code was still on its way. The times are the page's own (resource
 * timing): the test process may hear of a request later than the browser made it when the machine is busy.
 */
async function expectDataWithCode(page: Page, watch: Watch, requests = 1): Promise<void> {
  await page.waitForLoadState('networkidle');
  const codeUrl = watch.codeUrl();
  expect(codeUrl, 'the navigation loaded the page’s code').toBeDefined();
  expect(watch.dataUrls()).toHaveLength(requests);
  const { codeArrivedAt, dataStartedAt } = await page.evaluate(
    ({ codeUrl, dataUrls, armedAt }) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const code = entries.find((entry) => entry.name === codeUrl && entry.startTime >= armedAt);
      const data = entries.filter((entry) => dataUrls.includes(entry.name) && entry.startTime >= armedAt);
      return { codeArrivedAt: code?.responseStart, dataStartedAt: data.map((entry) => entry.startTime) };
    },
    { codeUrl: codeUrl!, dataUrls: watch.dataUrls(), armedAt: watch.armedAt() },
  );
  expect(codeArrivedAt, 'the page’s code is in the resource timing').toBeDefined();
  expect(dataStartedAt).toHaveLength(requests);
  for (const at of dataStartedAt)
    expect(at, 'the data was asked for before the page’s code arrived').toBeLessThan(codeArrivedAt!);
}

test('home → a product: the product is asked for once, with the product page’s code', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('[data-testid="home-page"] [data-testid="product-card"]:not([data-adult])').first();
  const productId = await card.getAttribute('data-product-id');
  const watch = await watchNavigation(page, 'mf-catalog', 'product-page', (path) => path === `/api/v1/product/${productId}`);
  await untilHydrated(page, '[data-testid="home-page"] [data-testid="product-card"] a');

  await watch.arm();
  await card.getByRole('link').first().click();
  await expect(page.locator(`[data-testid="product-page"][data-product-id="${productId}"]`)).toBeVisible();
  await expectDataWithCode(page, watch);
});

test('product → cart: the cart is asked for once, with the checkout’s code', async ({ page, request }) => {
  const { jwt } = await newMember(request);
  await startAs(page, jwt);
  const cartCalls = ['/api/v1/cart', '/api/v1/system/express-fee', '/api/v1/system/country-city'];
  const watch = await watchNavigation(page, 'mf-checkout', 'cart-page', (path) => cartCalls.includes(path));
  // The shell reads a member's cart once after start-up (its header count): that is not the cart page's.
  const synced = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/cart');
  await page.goto('/product-list/all');
  await page.locator('[data-testid="product-card"]').first().getByRole('link').first().click();
  await expect(page.getByTestId('product-page')).toBeVisible();
  await synced;

  await watch.arm();
  await page.locator('header a[href="/cart"]').filter({ visible: true }).first().click();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expectDataWithCode(page, watch, cartCalls.length);
});

test('home → the kuji list → a campaign: each is asked for once, with its page’s code', async ({ page }) => {
  await page.goto('/');
  const listWatch = await watchNavigation(page, 'mf-fanza', 'kuji-list', (path) => path === '/api/v1/kuji');
  await untilHydrated(page, 'header nav a[href="/fanza"]');

  await listWatch.arm();
  await page.locator('header nav a[href="/fanza"]').filter({ visible: true }).first().click();
  const card = page.locator('[data-testid="kuji-card"]:not([data-adult])').first();
  await expect(card).toBeVisible();
  await expectDataWithCode(page, listWatch);
  await page.unrouteAll({ behavior: 'wait' });

  const kujiId = await card.getAttribute('data-kuji-id');
  const campaignWatch = await watchNavigation(page, 'mf-fanza', 'kuji-page', (path) => path === `/api/v1/kuji/${kujiId}`);
  await campaignWatch.arm();
  await card.getByRole('link').first().click();
  await expect(page.locator(`[data-testid="kuji-page"][data-kuji-id="${kujiId}"]`)).toBeVisible();
  await expectDataWithCode(page, campaignWatch);
});
