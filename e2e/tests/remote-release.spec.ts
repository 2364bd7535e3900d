import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
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

/**
 * The promise of the architecture: a team adds an endpoint function and changes bundled shared code, then
 * releases its remote alone. The shell (and its copy of @shop/shared) is not rebuilt, yet the page runs the
 * new code, because stateless code ships inside the remote; only the singletons come from the shell.
 */
test('a remote released alone runs its new endpoint function and its new copy of bundled shared code', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // This server serves files only, like a CDN; the API answers from the shop global-setup started.
  await page.route(`${server.url}/api/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${process.env.SHOP_E2E_URL}${url.pathname}${url.search}` }) });
  });
  const shellBefore = await (await request.get(`${server.url}/index.html`)).text();

  const label = `mf-catalog@1.0.0+probe-${Date.now()}`;
  const variantDist = await buildRemoteVariant('mf-catalog', label, {
    files: {
      'src/api/probe.ts': [
        "import type { SearchKeywords } from '@shop/shared/contract';",
        "import { callApi } from '@shop/shared/transport';",
        "export const getProbeKeywords = () => callApi<SearchKeywords>({ method: 'GET', url: 'system/search-keyword' });",
      ].join('\n'),
      'src/pages/release-probe/ReleaseProbePage.tsx': [
        "import { useEffect, useState } from 'react';",
        "import { describeKeywords } from '@shop/shared/format';",
        "import { getProbeKeywords } from '../../api/probe';",
        'export default function ReleaseProbePage() {',
        '  const [text, setText] = useState<string>();',
        '  useEffect(() => void getProbeKeywords().then(({ data }) => setText(describeKeywords(data))), []);',
        '  return <p data-testid="release-probe">{text}</p>;',
        '}',
      ].join('\n'),
    },
    append: {
      'src/routes.tsx': [
        "import ReleaseProbePage from './pages/release-probe/ReleaseProbePage';",
        "routes.push({ path: 'search/release-probe', element: <ReleaseProbePage />, handle: routeHandle({ titleKey: `${ns}:title.search` }) });",
      ].join('\n'),
    },
    shared: {
      concern: 'format',
      files: {
        'keywords.ts':
          'export const describeKeywords = (keywords: string[]) => `${keywords.length} keywords, first: ${keywords[0]}`;',
        // The concern's own exports, and the new one.
        'index.ts': `${await readFile(path.join(repoRoot, 'shared/src/format/index.ts'), 'utf8')}export { describeKeywords } from './keywords';\n`,
      },
    },
  });
  try {
    const published = await publishRemote(publishDir, variantDist, await readRemotePackage(repoRoot, 'mf-catalog'));
    await activateVersion(publishDir, 'mf-catalog', published.version);
  } finally {
    await rm(variantDist, { recursive: true, force: true });
  }

  await page.goto(`${server.url}/search/release-probe`);
  // The page speaks English (the browser's language), so the API answers it in English.
  const answer = await request.get(`${process.env.SHOP_E2E_URL}/api/v1/system/search-keyword`, { headers: { locale: 'en' } });
  const keywords = (await answer.json()) as { data: string[] };
  await expect(page.locator('[data-remote="mf_catalog"]')).toHaveAttribute('data-remote-build', label);
  await expect(page.getByTestId('release-probe')).toHaveText(`${keywords.data.length} keywords, first: ${keywords.data[0]}`);
  expect(await (await request.get(`${server.url}/index.html`)).text()).toBe(shellBefore);

  await rollbackRemote(publishDir, 'mf-catalog');
});
