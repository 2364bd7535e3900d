import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readRemotePackage } from '../../deploy/src/apps';
import {
  activateVersion,
  defaultShellDir,
  publishRemote,
  repoRoot,
  rollbackRemote,
  startShopServer,
  type StartedShopServer,
} from '../../deploy/src/index';
import { expect, test } from '../support/fixtures';
import { buildRemoteVariant } from '../support/variant-build';

// This test switches versions, so it gets its own copy of the published remotes and its own server.
let publishDir: string;
let server: StartedShopServer;

test.beforeAll(async () => {
  publishDir = await mkdtemp(path.join(os.tmpdir(), 'shop-release-'));
  await cp(process.env.SHOP_E2E_PUBLISH_DIR!, publishDir, { recursive: true });
  server = await startShopServer({ port: 0, host: '127.0.0.1', publishDir, shellDir: defaultShellDir(repoRoot), api: null });
});

test.afterAll(async () => {
  await server?.close();
  await rm(publishDir, { recursive: true, force: true });
});

test('a new remote version goes live through remotes.json alone, and rolls back', async ({ page, request }) => {
  test.setTimeout(90_000);
  const catalog = page.locator('[data-remote="mf_catalog"]');
  // The shell's own files; the served document also carries the live manifest, which a release changes.
  const shellBefore = await (await request.get(`${server.url}/index.html`)).text();

  await page.goto(`${server.url}/product/3`);
  await expect(catalog).toHaveAttribute('data-remote-build', 'mf-catalog@1.0.0');

  const label = `mf-catalog@1.0.0+e2e-${Date.now()}`;
  const variantDist = await buildRemoteVariant('mf-catalog', label);
  try {
    const published = await publishRemote(publishDir, variantDist, await readRemotePackage(repoRoot, 'mf-catalog'));
    expect(published.created).toBe(true);
    await activateVersion(publishDir, 'mf-catalog', published.version);
  } finally {
    await rm(variantDist, { recursive: true, force: true });
  }

  await page.reload();
  await expect(catalog).toHaveAttribute('data-remote-build', label);
  // This server has no API: the product page of the new version renders its not-found state.
  await expect(catalog.getByRole('heading', { level: 1 })).toBeVisible();
  // The shell was not rebuilt: the same index.html and chunks are served.
  expect(await (await request.get(`${server.url}/index.html`)).text()).toBe(shellBefore);

  await rollbackRemote(publishDir, 'mf-catalog');
  await page.reload();
  await expect(catalog).toHaveAttribute('data-remote-build', 'mf-catalog@1.0.0');
});
