import type { Page } from '@playwright/test';
import { readRemotesManifest, type StartedShopServer } from '../../deploy/src/index';
import { startCanary } from '../../deploy/src/release/index';
import { expect, test } from '../support/fixtures';
import { startReleaseShop, type ReleaseShop } from '../support/release-shop';

/**
 * The operator view in Chromium, on a shop of its own (support/release-shop.ts: canaries would reach other specs'
 * shoppers), with the operator token global-setup gives every shop of the run (SHOP_OPS_TOKEN).
 */
const token = () => process.env.SHOP_OPS_TOKEN!;
let shop: ReleaseShop;
let server: StartedShopServer;
let stable: string;
let canary: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startReleaseShop();
  ({ server, stable } = shop);
  canary = await shop.republishCatalog('ops view');
  await startCanary(shop.publishDir, 'mf-catalog', canary, 10, { operator: 'e2e' });
});

test.afterAll(async () => {
  await shop?.close();
});

/** The Stable or Canary card of mf-catalog. */
const card = (page: Page, role: 'Stable' | 'Canary') =>
  page.locator('#mf-catalog .ops-version').filter({ has: page.getByRole('heading', { name: role, exact: true }) });

test('the shop of the run has the operator view: sign-in for browsers, status for the token', async ({ request }) => {
  const shop = process.env.SHOP_E2E_URL!;
  const signIn = await request.get(`${shop}/ops/releases`);
  expect(signIn.status()).toBe(401);
  expect(await signIn.text()).toContain('Operator token');
  const status = await request.get(`${shop}/ops/api/releases`, { headers: { authorization: `Bearer ${token()}` } });
  expect(status.status()).toBe(200);
  const body = (await status.json()) as { remotes: { app: string; stable?: { version: string } }[]; healthError?: string };
  expect(body.remotes.map((remote) => remote.app)).toEqual(['mf-catalog', 'mf-checkout', 'mf-fanza', 'mf-member']);
  expect(body.remotes.every((remote) => remote.stable)).toBe(true);
  expect(body.healthError).toBeUndefined();
});

test('an operator signs in, sees the canary, changes its share, promotes it and finds both in the history', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) policyViolations.push(message.text());
  });

  await page.goto(`${server.url}/ops/releases`);
  await page.getByLabel('Operator token').fill('not-the-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That is not the operator token.');
  await page.getByLabel('Operator token').fill(token());
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  await expect(card(page, 'Stable')).toContainText(stable);
  await expect(card(page, 'Stable').locator('[data-field="share"]')).toHaveText('90 %');
  await expect(card(page, 'Canary')).toContainText(canary);
  await expect(card(page, 'Canary').locator('[data-field="share"]')).toHaveText('10 %');
  // Health comes from the shop's API: counted, not a dash.
  await expect(card(page, 'Stable').locator('[data-field="loads"]')).toHaveText(/^\d[\d,]*$/);

  await page.getByLabel('Canary share').fill('35');
  await page.getByRole('button', { name: 'Set share' }).click();
  await expect(page.getByRole('status')).toHaveText(`mf-catalog: canary ${canary} now for 35 % of shoppers`);
  await expect(card(page, 'Canary').locator('[data-field="share"]')).toHaveText('35 %');
  await expect(card(page, 'Stable').locator('[data-field="share"]')).toHaveText('65 %');

  await page.getByRole('button', { name: `Promote ${canary}` }).click();
  await expect(page.getByRole('status')).toHaveText(`mf-catalog: ${stable} -> ${canary} (promoted from canary)`);
  await expect(card(page, 'Stable')).toContainText(canary);
  await expect(card(page, 'Canary')).toHaveCount(0);
  const history = page.locator('#mf-catalog .ops-history li');
  await expect(history.nth(0)).toContainText(`promoted ${canary} to stable (was ${stable}) by ops-view`);
  await expect(history.nth(1)).toContainText(`canary ${canary} share set to 35 % by ops-view`);
  await expect(history.nth(2)).toContainText(`canary ${canary} at 10 % by e2e`);
  expect((await readRemotesManifest(shop.publishDir)).remotes.find((entry) => entry.package === 'mf-catalog')!.version).toBe(
    canary,
  );

  // On a phone the page fits its width: nothing to scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(policyViolations).toEqual([]);

  // A shopper's page still works, now on the promoted version.
  const shopper = await browser.newPage();
  try {
    const catalogue = shopper.waitForResponse((response) => response.url().includes(`/remotes/mf-catalog/${canary}/`));
    await shopper.goto(`${server.url}/product/3`);
    await catalogue;
    await expect(shopper.locator('[data-remote="mf_catalog"]')).toHaveAttribute('data-remote-build', 'mf-catalog@1.0.0');
    await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await shopper.close();
  }
});
