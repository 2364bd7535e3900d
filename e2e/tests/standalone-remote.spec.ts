import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { freePort } from '../../api/src/platform/free-port';
import { repoRoot } from '../../deploy/src/index';
import { expect, test } from '../support/fixtures';

type ConfigFunction = (env: Record<string, string>, argv: { mode: string }) => Configuration;

/**
 * A team works on its remote alone (`npm run dev -w mf-catalog`): no shell, yet the pages must look like the
 * shop (the design tokens and base styles come with @shop/shared/ui) and talk to the API through the dev
 * server, on deep links too.
 */
let server: RspackDevServer;
let url: string;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const port = await freePort();
  const createConfig = (await import(pathToFileURL(path.join(repoRoot, 'mf-catalog', 'rspack.config.ts')).href))
    .default as ConfigFunction;
  const config = createConfig({ devPort: String(port), apiTarget: process.env.SHOP_E2E_URL! }, { mode: 'development' });
  server = new RspackDevServer({ ...config.devServer, hot: false, liveReload: false, client: false }, rspack(config));
  await server.start();
  url = `http://localhost:${port}`;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Computed styles of what a shopper sees first on a product list: heading, sort, a card and its price. */
async function lookOf(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 30_000 });
  return page.evaluate(() => {
    const style = (element: Element | null) => {
      const computed = getComputedStyle(element!);
      const keys = [
        'fontFamily',
        'fontSize',
        'fontWeight',
        'color',
        'backgroundColor',
        'borderRadius',
        'padding',
        'display',
      ] as const;
      return Object.fromEntries(keys.map((key) => [key, computed[key]]));
    };
    const card = document.querySelector('[data-testid="product-card"]');
    const list = document.querySelector('h1')!.closest('section')!;
    return {
      brand: getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim(),
      page: style(document.documentElement),
      heading: style(list.querySelector('h1')),
      sort: style(list.querySelector('select')),
      card: style(card),
      cardLink: style(card!.querySelector('a')),
      price: style(card!.querySelector('[data-testid="price"]')),
    };
  });
}

test('the catalogue running alone looks like it does in the shop, and loads its data on a deep link', async ({ page }) => {
  await page.goto('/product-list/all');
  const inShop = await lookOf(page);
  await page.goto(`${url}/product-list/all`);
  const alone = await lookOf(page);
  expect(alone.brand).toBe('#c8102e');
  expect(alone).toEqual(inShop);
});
