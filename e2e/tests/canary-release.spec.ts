import { rm } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { readRemotePackage } from '../../deploy/src/apps';
import { publishRemote, readHistory, repoRoot, type StartedShopServer } from '../../deploy/src/index';
import { promoteCanary, readReleaseState, rollbackRelease, startCanary } from '../../deploy/src/release/index';
import { inCanary } from '../../deploy/src/release/shopper-bucket';
import { expect, test } from '../support/fixtures';
import { startReleaseShop, type ReleaseShop } from '../support/release-shop';
import { buildRemoteVariant } from '../support/variant-build';

// A shop of its own (support/release-shop.ts), whose canary monitor judges every half second on a small sample.
let shop: ReleaseShop;
let publishDir: string;
let server: StartedShopServer;
let stable: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  shop = await startReleaseShop({ canaryMonitor: { intervalMs: 500, policy: { margin: 2, minSample: 3 } } });
  ({ publishDir, server, stable } = shop);
});

test.afterAll(async () => {
  await shop?.close();
});

/** A bucket inside (or outside) mf-catalog's canary at `percent`. */
function bucket(percent: number, inside: boolean): number {
  for (let candidate = 0; candidate < 10_000; candidate += 1) {
    if (inCanary(candidate, 'mf-catalog', percent) === inside) return candidate;
  }
  throw new Error('no such bucket');
}

async function shopper(context: BrowserContext, bucketNumber: number): Promise<Page> {
  await context.addCookies([{ name: 'shop_bucket', value: String(bucketNumber), url: server.url }]);
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
  return page;
}

/** The catalogue version the page was served (the manifest the document carries). */
async function servedCatalog(page: Page): Promise<string> {
  return page.evaluate(() => {
    const manifest = JSON.parse(document.getElementById('shop-remotes')!.textContent!) as {
      remotes: { package: string; version: string }[];
    };
    return manifest.remotes.find((entry) => entry.package === 'mf-catalog')!.version;
  });
}

test('a canary for 10 % reaches only its shoppers, stays with them, is opened early by QA through a pin, and is promoted', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const canary = await shop.republishCatalog('canary');
  await startCanary(publishDir, 'mf-catalog', canary, 10, { operator: 'e2e' });
  const context = await browser.newContext();
  const inside = await shopper(context, bucket(10, true));
  const others = await browser.newContext();
  const outside = await shopper(others, bucket(10, false));
  try {
    for (const url of ['/', '/product/3', '/theme']) {
      await inside.goto(`${server.url}${url}`);
      expect(await servedCatalog(inside)).toBe(canary);
      await outside.goto(`${server.url}${url}`);
      expect(await servedCatalog(outside)).toBe(stable);
    }
    // The canary's code is what runs: its own folder serves the page's catalogue.
    const canaryEntry = inside.waitForResponse((response) => response.url().includes(`/remotes/mf-catalog/${canary}/`));
    await inside.reload();
    await canaryEntry;
    await expect(inside.locator('[data-remote="mf_catalog"]')).toBeVisible();

    // QA, outside the canary, opens it ahead of the share through a pin link (unsigned: not production).
    const expires = Math.floor(Date.now() / 1000) + 600;
    await outside.goto(`${server.url}/ops/pin?o=${encodeURIComponent(`mf-catalog@${canary}`)}&exp=${expires}&to=/product/3`);
    await expect(outside).toHaveURL(/\/product\/3$/);
    expect(await servedCatalog(outside)).toBe(canary);
    await outside.goto(`${server.url}/ops/pin?clear`);
    expect(await servedCatalog(outside)).toBe(stable);

    await promoteCanary(publishDir, 'mf-catalog', { operator: 'e2e' });
    await outside.reload();
    expect(await servedCatalog(outside)).toBe(canary);
    await rollbackRelease(publishDir, 'mf-catalog', { operator: 'e2e' });
    await outside.reload();
    expect(await servedCatalog(outside)).toBe(stable);
  } finally {
    await context.close();
    await others.close();
  }
});

test('a canary that breaks the home page is rolled back by itself, and its shoppers are back on stable', async ({ browser }) => {
  test.setTimeout(180_000);
  const variant = await buildRemoteVariant('mf-catalog', `mf-catalog@1.0.0+broken-${Date.now()}`, {
    files: {
      'src/pages/home/HomePage.tsx':
        "export default function HomePage(): never {\n  throw new Error('this canary breaks the home page');\n}\n",
    },
  });
  let broken: string;
  try {
    broken = (await publishRemote(publishDir, variant, await readRemotePackage(repoRoot, 'mf-catalog'))).version;
  } finally {
    await rm(variant, { recursive: true, force: true });
  }
  await startCanary(publishDir, 'mf-catalog', broken, 10, { operator: 'e2e' });
  const context = await browser.newContext();
  const page = await shopper(context, bucket(10, true));
  try {
    await page.goto(`${server.url}/`);
    expect(await servedCatalog(page)).toBe(broken);
    const failure = page.getByRole('heading', { name: 'This page could not be shown' });
    await expect(failure).toBeVisible();
    // Shoppers keep coming back; their pages report the failure (a load and a render error each).
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await readReleaseState(publishDir)).remotes['mf-catalog']?.canary?.entry.version;
        },
        { timeout: 60_000, intervals: [1500] },
      )
      .toBeUndefined();

    await page.reload();
    expect(await servedCatalog(page)).toBe(stable);
    await expect(page.locator('[data-remote="mf_catalog"]')).toHaveAttribute('data-remote-build', 'mf-catalog@1.0.0');
    await expect(failure).toHaveCount(0);
    const last = (await readHistory(publishDir, 'mf-catalog')).events.at(-1);
    expect(last).toMatchObject({ operator: 'auto-rollback', version: broken });
    expect(last?.reason).toMatch(/errors over \d+ page loads/);
  } finally {
    await context.close();
  }
});
