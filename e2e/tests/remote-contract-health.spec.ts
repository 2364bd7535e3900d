import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readRemotePackage } from '../../deploy/src/apps';
import {
  activateVersion,
  defaultShellDir,
  publishRemote,
  readRemotesManifest,
  repoRoot,
  startShopServer,
  type StartedShopServer,
} from '../../deploy/src/index';
import { expect, test } from '../support/fixtures';
import { buildRemoteVariant } from '../support/variant-build';

interface HealthEvent {
  remote: string;
  version: string;
  kind: string;
  count: number;
}

/**
 * A shop of its own (a copy of the published remotes, its own server) for a test that releases a version of
 * the catalogue. It serves files only, like a CDN; the API answers from the shop global-setup started, except the
 * health beacons, which the page under test hands to `beacons` (the endpoint itself is tested in the API suite).
 */
async function shopWithOwnReleases(page: Page) {
  const publishDir = await mkdtemp(path.join(os.tmpdir(), 'shop-health-'));
  await cp(process.env.SHOP_E2E_PUBLISH_DIR!, publishDir, { recursive: true });
  const server: StartedShopServer = await startShopServer({
    port: 0,
    host: '127.0.0.1',
    publishDir,
    shellDir: defaultShellDir(repoRoot),
    api: null,
  });
  await page.route(`${server.url}/api/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${process.env.SHOP_E2E_URL}${url.pathname}${url.search}` }) });
  });
  const beacons: HealthEvent[][] = [];
  await page.route(`${server.url}/api/beacon/remote-health`, async (route) => {
    const request = route.request();
    expect(request.method()).toBe('POST');
    beacons.push(JSON.parse(request.postData() ?? 'null') as HealthEvent[]);
    await route.fulfill({ status: 204 });
  });
  const release = async (distDir: string) => {
    const published = await publishRemote(publishDir, distDir, await readRemotePackage(repoRoot, 'mf-catalog'));
    await activateVersion(publishDir, 'mf-catalog', published.version);
    return published.version;
  };
  const liveCatalog = async () => {
    const entry = (await readRemotesManifest(publishDir)).remotes.find((remote) => remote.package === 'mf-catalog');
    return path.join(publishDir, 'remotes', 'mf-catalog', entry!.version);
  };
  const close = async () => {
    await server.close();
    await rm(publishDir, { recursive: true, force: true });
  };
  return { url: server.url, beacons, release, liveCatalog, close };
}

/** Every event of every beacon, for one remote version. */
const eventsOf = (beacons: HealthEvent[][], version: string) =>
  beacons.flat().filter((event) => event.remote === 'mf_catalog' && event.version === version);

test('a remote built against a newer @shop/shared major is not mounted: its fallback shows, the rest works, its failed load is reported', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shop = await shopWithOwnReleases(page);
  const { version: provided } = JSON.parse(await readFile(path.join(repoRoot, 'shared/package.json'), 'utf8')) as {
    version: string;
  };
  // The next major of the singleton surface the live shell provides.
  const newer = `${Number(provided.split('.')[0]) + 1}.0.0`;
  const variant = await mkdtemp(path.join(os.tmpdir(), `mf-catalog-needs-${newer}-`));
  try {
    // The catalogue as its build would record it against that newer @shop/shared: only its mf-manifest.json says
    // what it needs, and that record is what the shell checks before any of its code is fetched.
    await cp(await shop.liveCatalog(), variant, { recursive: true });
    const manifestFile = path.join(variant, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
      shared: Array<{ name: string; version: string; requiredVersion: string }>;
    };
    for (const shared of manifest.shared.filter((entry) => entry.name.startsWith('@shop/shared/')))
      Object.assign(shared, { version: newer, requiredVersion: `^${newer}` });
    await writeFile(manifestFile, JSON.stringify(manifest));
    const refused = await shop.release(variant);

    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${shop.url}/`);
    const fallback = page.getByTestId('remote-unavailable');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('data-remote', 'mf_catalog');
    await expect(page.getByRole('banner')).toBeVisible();
    expect(consoleErrors.join('\n')).toContain(
      `mf_catalog needs @shop/shared/stores ^${newer}, the live shell provides ${provided}`,
    );
    // None of its code ran: its remote entry never defined its container (the document may have preloaded the file).
    expect(await page.evaluate(() => 'mf_catalog' in window)).toBe(false);

    await expect
      .poll(() => eventsOf(shop.beacons, refused))
      .toEqual([{ remote: 'mf_catalog', version: refused, kind: 'load-failure', count: 1 }]);

    // The shell's pages and the other remotes keep working in the same page session.
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
    await page.goto(`${shop.url}/fanza`);
    await expect(page.locator('[data-remote="mf_fanza"]').getByRole('heading', { level: 1, name: 'Ichiban Kuji' })).toBeVisible();
    await expect.poll(() => shop.beacons.flat().some((event) => event.remote === 'mf_fanza' && event.kind === 'load')).toBe(true);
  } finally {
    await rm(variant, { recursive: true, force: true });
    await shop.close();
  }
});

test('the shell reports a page load, a render error and an unhandled error of the live remote version', async ({ page }) => {
  test.setTimeout(120_000);
  const shop = await shopWithOwnReleases(page);
  const variant = await buildRemoteVariant('mf-catalog', `mf-catalog@1.0.0+health-${Date.now()}`, {
    files: {
      'src/pages/health-probe/HealthProbePages.tsx': [
        'export function RenderFailurePage(): never {',
        "  throw new Error('this release cannot render this page');",
        '}',
        'export function ClickFailurePage() {',
        '  const fail = () => {',
        "    throw new Error('this release breaks on a click');",
        '  };',
        '  return <button type="button" onClick={fail}>Break</button>;',
        '}',
      ].join('\n'),
    },
    append: {
      'src/routes.tsx': [
        "import { ClickFailurePage, RenderFailurePage } from './pages/health-probe/HealthProbePages';",
        'routes.push(',
        "  { path: 'search/render-failure', element: <RenderFailurePage />, handle: routeHandle({ titleKey: `${ns}:title.search` }) },",
        "  { path: 'search/click-failure', element: <ClickFailurePage />, handle: routeHandle({ titleKey: `${ns}:title.search` }) },",
        ');',
      ].join('\n'),
    },
  });
  try {
    const version = await shop.release(variant);

    await page.goto(`${shop.url}/search/render-failure`);
    await expect(page.getByTestId('remote-error')).toBeVisible();
    await expect
      .poll(() => eventsOf(shop.beacons, version))
      .toEqual([
        { remote: 'mf_catalog', version, kind: 'load', count: 1 },
        { remote: 'mf_catalog', version, kind: 'render-error', count: 1 },
      ]);

    await page.goto(`${shop.url}/search/click-failure`);
    await page.getByRole('button', { name: 'Break' }).click();
    await expect
      .poll(() => eventsOf(shop.beacons, version).filter((event) => event.kind !== 'render-error'))
      .toEqual([
        { remote: 'mf_catalog', version, kind: 'load', count: 1 },
        { remote: 'mf_catalog', version, kind: 'load', count: 1 },
        { remote: 'mf_catalog', version, kind: 'unhandled-error', count: 1 },
      ]);
    // A count per remote version and kind: nothing about the shopper, the page or the error.
    for (const event of shop.beacons.flat()) expect(Object.keys(event).sort()).toEqual(['count', 'kind', 'remote', 'version']);
  } finally {
    await rm(variant, { recursive: true, force: true });
    await shop.close();
  }
});
