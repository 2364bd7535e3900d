import type { Page } from '@playwright/test';
import { readRemotesManifest, type StartedShopServer } from '../../deploy/src/index';
import { startCanary } from '../../deploy/src/release/index';
import { expect, test } from '../support/fixtures';
import { addOperator, signInToConsole, type E2eOperator } from '../support/operators';
import { startReleaseShop, type ReleaseShop } from '../support/release-shop';

/**
 * The console's Releases page in Chromium, on a shop of its own (support/release-shop.ts: canaries would reach other
 * specs' shoppers) with its own operator accounts: only an owner sees it and moves a canary; the release history
 * and the audit log name them.
 */
let shop: ReleaseShop;
let server: StartedShopServer;
let stable: string;
let canary: string;
let owner: E2eOperator;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  shop = await startReleaseShop();
  ({ server, stable } = shop);
  canary = await shop.republishCatalog('releases page');
  await startCanary(shop.publishDir, 'mf-catalog', canary, 10, { operator: 'e2e' });
  owner = await addOperator(request, 'owner', server.url);
});

test.afterAll(async () => {
  await shop?.close();
});

/** The Stable or Canary card of mf-catalog. */
const card = (page: Page, role: 'stable' | 'canary') => page.getByTestId('remote-mf-catalog').getByTestId(`${role}-version`);

test('the release API answers an owner’s session only: 401 without one, 403 for staff', async ({ request }) => {
  expect((await request.get(`${server.url}/ops/api/releases`)).status()).toBe(401);
  const staff = await addOperator(request, 'staff', server.url);
  const signIn = async (who: E2eOperator) => {
    const response = await request.post(`${server.url}/api/admin/v1/session`, {
      data: { email: who.email, password: who.password },
    });
    return `Bearer ${((await response.json()) as { data: { token: string } }).data.token}`;
  };
  const asStaff = await request.get(`${server.url}/ops/api/releases`, { headers: { authorization: await signIn(staff) } });
  expect(asStaff.status()).toBe(403);
  const asOwner = await request.get(`${server.url}/ops/api/releases`, { headers: { authorization: await signIn(owner) } });
  expect(asOwner.status()).toBe(200);
  const body = (await asOwner.json()) as { remotes: { app: string; stable?: { version: string } }[]; healthError?: string };
  expect(body.remotes.map((remote) => remote.app)).toEqual(['mf-catalog', 'mf-checkout', 'mf-fanza', 'mf-member']);
  expect(body.remotes.every((remote) => remote.stable)).toBe(true);
  expect(body.healthError).toBeUndefined();
});

test('an owner sees the canary, changes its share, promotes it, and finds it in the history and the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) policyViolations.push(message.text());
  });

  await signInToConsole(page, owner, server.url);
  await page.getByRole('navigation', { name: 'Console pages' }).getByRole('link', { name: 'Releases' }).click();
  await expect(page.getByRole('heading', { name: 'Releases', level: 1 })).toBeVisible();
  await expect(card(page, 'stable')).toContainText(stable);
  await expect(card(page, 'stable').locator('[data-field="share"]')).toHaveText('90 %');
  await expect(card(page, 'canary')).toContainText(canary);
  await expect(card(page, 'canary').locator('[data-field="share"]')).toHaveText('10 %');
  // Health comes from the shop's API: counted, not a dash.
  await expect(card(page, 'stable').locator('[data-field="loads"]')).toHaveText(/^\d[\d,]*$/);

  const remote = page.getByTestId('remote-mf-catalog');
  await remote.getByLabel('Canary share').fill('0');
  await remote.getByRole('button', { name: 'Set share' }).click();
  // The browser's own check stops a share of 0 before it is sent; past it, the server refuses in the operator's language.
  await expect(remote.getByRole('alert')).toHaveCount(0);
  await remote.getByLabel('Canary share').evaluate((input: HTMLInputElement) => input.removeAttribute('min'));
  await remote.getByRole('button', { name: 'Set share' }).click();
  await expect(remote.getByRole('alert')).toHaveText(/^Nothing was changed: A share is a percentage above 0/);

  await remote.getByLabel('Canary share').fill('35');
  await remote.getByRole('button', { name: 'Set share' }).click();
  await expect(remote.getByRole('status')).toHaveText(`Done: mf-catalog: canary ${canary} now for 35 % of shoppers`);
  await expect(card(page, 'canary').locator('[data-field="share"]')).toHaveText('35 %');
  await expect(card(page, 'stable').locator('[data-field="share"]')).toHaveText('65 %');

  await remote.getByRole('button', { name: `Promote ${canary}` }).click();
  await expect(remote.getByRole('status')).toHaveText(`Done: mf-catalog: ${stable} -> ${canary} (promoted from canary)`);
  await expect(card(page, 'stable')).toContainText(canary);
  await expect(card(page, 'canary')).toHaveCount(0);
  const history = remote.getByTestId('history').locator('li');
  await expect(history.nth(0)).toContainText(`promoted ${canary} to stable (was ${stable}) by ${owner.email}`);
  await expect(history.nth(1)).toContainText(`canary ${canary} share set to 35 % by ${owner.email}`);
  await expect(history.nth(2)).toContainText(`canary ${canary} at 10 % by e2e`);
  expect((await readRemotesManifest(shop.publishDir)).remotes.find((entry) => entry.package === 'mf-catalog')!.version).toBe(
    canary,
  );

  // Rolling back asks first; keeping it changes nothing.
  await remote.getByRole('button', { name: 'Roll back to the previous version' }).click();
  const question = page.getByRole('dialog', { name: 'Roll back to the previous version' });
  await expect(question).toContainText('Roll mf-catalog back to the version live before this one');
  await question.getByRole('button', { name: 'Change nothing' }).click();
  await expect(card(page, 'stable')).toContainText(canary);

  // On a tablet held upright the page fits its width: nothing to scroll sideways.
  await page.setViewportSize({ width: 768, height: 1024 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  expect(policyViolations).toEqual([]);

  // The audit log names the owner and the steps.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('link', { name: 'Audit log' }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'release.promote' })).toContainText(owner.email);
  await expect(rows.filter({ hasText: 'release.rollout' })).toContainText('mf-catalog');

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
