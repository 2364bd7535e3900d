import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { readRemotePackage } from '../../deploy/src/apps';
import { activateVersion, publishRemote, readRemotesManifest, repoRoot, rollbackRemote } from '../../deploy/src/index';
import { effectivePrice, formatTwd } from '@shop/shared/format';
import { expect, shopUrl, test } from '../support/fixtures';
import { startReleaseShop, type ReleaseShop } from '../support/release-shop';
import { untilServerRendered } from '../support/server-rendering';
import { listProducts, newMember, onSale, pick, putInCart, startAs } from '../support/shopping';
import { buildRemoteVariant } from '../support/variant-build';

// The first screen of the catalogue and kuji pages is rendered on the server (shell/src/server/handle-document.tsx):
// what a search engine or a chat preview reads without JS, and what the browser hydrates.

const languages = [
  { locale: 'tw', acceptLanguage: 'zh-TW', htmlLang: 'zh-TW' },
  { locale: 'cn', acceptLanguage: 'zh-CN', htmlLang: 'zh-CN' },
  { locale: 'en', acceptLanguage: 'en-US', htmlLang: 'en' },
] as const;

interface Listed {
  product_id: number;
  display_name: string;
  marked_price: number | null;
  selling_price: number | null;
}

async function api<T>(path: string, locale: string): Promise<T> {
  const response = await fetch(`${shopUrl()}/api/v1/${path}`, { headers: { locale } });
  return (await response.json()) as T;
}

/** The served document of `path`, as a client without JS gets it. */
async function documentOf(url: string, acceptLanguage: string): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-language': acceptLanguage } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Rendered on the server whole: no part of it failed there and was left to the browser. */
function expectWhole(html: string) {
  expect(html).toContain('data-server-rendered');
  expect(html).not.toContain('data-dgst');
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

for (const { locale, acceptLanguage, htmlLang } of languages) {
  test(`pages served in ${locale} carry their names, prices, title and robots without JS`, async () => {
    const [product] = (await api<{ data: Listed[] }>('product?page_size=1', htmlLang)).data;
    const kuji = (
      await api<{ data: { kuji_id: number; title: string; adult: boolean }[] }>('kuji?page_size=20', htmlLang)
    ).data.find((campaign) => !campaign.adult)!;

    const productPage = await documentOf(`${shopUrl()}/product/${product!.product_id}`, acceptLanguage);
    expect(productPage).toContain(`<html lang="${htmlLang}"`);
    expectWhole(productPage);
    expect(productPage).toContain(`<title>${escaped(product!.display_name)} | `);
    expect(productPage).toContain(escaped(product!.display_name));
    expect(productPage).toContain(formatTwd(effectivePrice(product!)));
    expect(productPage).not.toContain('name="robots"');
    // Its styles arrive before the first paint (no waiting for the JS chunks that carry them): the shell build's
    // stylesheet and the catalogue version's, each a file of its build that any replica serves.
    const stylesheets = [...productPage.matchAll(/<link rel="stylesheet" href="([^"]+)"\/?>/g)].map((match) => match[1]!);
    expect(stylesheets).toHaveLength(2);
    expect(stylesheets[0]).toMatch(/^\/styles\.[0-9a-f]{8}\.css$/);
    expect(stylesheets[1]).toMatch(/^\/remotes\/mf-catalog\/[^/]+\/styles\.[0-9a-f]{8}\.css$/);
    for (const stylesheet of stylesheets) {
      const css = await fetch(`${shopUrl()}${stylesheet}`);
      expect(css.headers.get('content-type')).toContain('text/css');
      expect((await css.text()).length).toBeGreaterThan(1000);
    }

    const list = await documentOf(`${shopUrl()}/product-list/all`, acceptLanguage);
    expectWhole(list);
    expect(list).toContain(escaped(product!.display_name));

    const home = await documentOf(`${shopUrl()}/`, acceptLanguage);
    expectWhole(home);
    expect(home).toMatch(/<h2[^>]*>[^<]+<\/h2>/);

    const campaign = await documentOf(`${shopUrl()}/fanza/${kuji.kuji_id}`, acceptLanguage);
    expectWhole(campaign);
    expect(campaign).toContain(`<title>${escaped(kuji.title)} | `);

    // An article: its title and date; its body is sanitised in the browser (DOMPurify needs a DOM).
    const [article] = (await api<{ data: { article_id: number; title: string }[] }>('article?page_size=1', htmlLang)).data;
    const articlePage = await documentOf(`${shopUrl()}/news/${article!.article_id}`, acceptLanguage);
    expectWhole(articlePage);
    expect(articlePage).toContain(`<title>${escaped(article!.title)} | `);
    // The kuji list and search results are not for search engines (SPEC): the served HTML says so.
    for (const page of ['/fanza', '/search?keyword=kuji']) {
      const html = await documentOf(`${shopUrl()}${page}`, acceptLanguage);
      expectWhole(html);
      expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    }
    expect(await documentOf(`${shopUrl()}/fanza`, acceptLanguage)).toContain(escaped(kuji.title));
  });
}

for (const { locale, acceptLanguage } of languages) {
  test(`server-rendered pages hydrate in ${locale} without a console error or warning`, async ({ browser }) => {
    test.setTimeout(120_000);
    const [product] = (await api<{ data: Listed[] }>('product?page_size=1', 'en')).data;
    const [article] = (await api<{ data: { article_id: number }[] }>('article?page_size=1', 'en')).data;
    const pages = [
      '/',
      '/product-list/all',
      `/product/${product!.product_id}`,
      '/theme',
      '/news-list',
      `/news/${article!.article_id}`,
      '/lucky-bag',
      '/fanza',
      '/fanza/6',
    ];
    const context = await browser.newContext({ locale: acceptLanguage });
    await context.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    for (const path of pages) {
      await page.goto(`${shopUrl()}${path}`);
      await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      // Hydrated, not rendered anew: React took over the server's #root, which keeps the server's mark.
      const hydrated = await page.evaluate(() =>
        Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
      );
      expect(hydrated, path).toBe(true);
      expect(problems, path).toEqual([]);
    }
    await context.close();
  });
}

test('a member’s session, cart and prices in their currency follow hydration without a mismatch', async ({
  page,
  request,
  context,
}) => {
  const member = await newMember(request);
  const product = pick(await listProducts(request), (candidate) => onSale(candidate) && !candidate.is_adult);
  await putInCart(request, member.jwt, product.product_id, 2);
  await startAs(page, member.jwt, 'cn');
  // The language the shopper chose reaches the server in its cookie: the page is rendered and hydrated in it.
  await context.addCookies([{ name: 'lang', value: 'cn', url: shopUrl() }]);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));

  await page.goto(`/product/${product.product_id}`);
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // Rendered signed out with an empty cart and in NT$ only, then the browser's own state.
  await expect(page.getByRole('banner').getByRole('button', { name: '我的账户' })).toBeVisible();
  await expect(page.getByTestId('login-link')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('approximate-price')).toHaveText(/^≈ ¥[\d,]+$/);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test.describe('releases and server rendering', () => {
  let shop: ReleaseShop;
  test.beforeAll(async () => {
    // Its own API and database, migrated, and a first render: more than a test's default time on a busy machine.
    test.setTimeout(90_000);
    shop = await startReleaseShop();
    await untilServerRendered(shop.server.url);
  });
  test.afterAll(async () => {
    await shop?.close();
  });

  const buildOf = async (url: string) => /data-remote-build="([^"]+)"/.exec(await documentOf(url, 'en'))?.[1];
  // A version's first render loads its server code: past its deadline on a busy machine, the page is left to the
  // browser (no build named), so the document is asked for again until the server renders it.
  const expectBuild = (url: string, build: string) => expect.poll(() => buildOf(url), { timeout: 30_000 }).toBe(build);

  test('a catalogue release changes the server-rendered HTML without a restart, texts included, and a rollback reverts it; a page its server code cannot render is rendered in the browser inside the server’s shell', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const luckyBag = `${shop.server.url}/lucky-bag`;
    const news = `${shop.server.url}/news-list`;
    const titleOf = async () => /<title>([^<]*)<\/title>/.exec(await documentOf(luckyBag, 'en'))?.[1];
    await expectBuild(luckyBag, 'mf-catalog@1.0.0');
    expect(await titleOf()).toBe('Lucky bag | Collectibles Shop');

    const label = `mf-catalog@1.0.0+ssr-${Date.now()}`;
    const texts = JSON.parse(await readFile(path.join(repoRoot, 'mf-catalog/src/i18n/en.json'), 'utf8')) as {
      title: Record<string, string>;
    };
    texts.title.luckyBag = 'Lucky bags of the week';
    // The release also brings a news page whose code breaks on the server (as code that assumes a browser does).
    const newsPage = await readFile(path.join(repoRoot, 'mf-catalog/src/pages/news-list/NewsListPage.tsx'), 'utf8');
    const hooksStart = '  const { t } = useTranslation(ns);';
    expect(newsPage).toContain(hooksStart);
    const brokenOnServer = newsPage.replace(
      hooksStart,
      `  if (typeof window === 'undefined') throw new Error('the news list cannot be rendered on the server');\n${hooksStart}`,
    );
    const dist = await buildRemoteVariant('mf-catalog', label, {
      files: { 'src/i18n/en.json': JSON.stringify(texts), 'src/pages/news-list/NewsListPage.tsx': brokenOnServer },
    });
    try {
      const published = await publishRemote(shop.publishDir, dist, await readRemotePackage(repoRoot, 'mf-catalog'));
      await activateVersion(shop.publishDir, 'mf-catalog', published.version);
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
    await expectBuild(luckyBag, label);
    expect(await titleOf()).toBe('Lucky bags of the week | Collectibles Shop');

    // The news list: header, footer and the region's frame come from the server; the page in it from the browser.
    const served = await fetch(news, { headers: { accept: 'text/html', 'accept-language': 'en' } });
    const html = await served.text();
    expect(html).toContain('data-server-rendered');
    expect(html).toContain(`data-remote-build="${label}"`);
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toContain('data-dgst="shop:rendered-in-browser"');
    expect(html).not.toContain('data-testid="news-list-page"');
    // Not a page for a shared cache: the next request may render it whole.
    expect(served.headers.get('cache-control')).not.toContain('s-maxage');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(news);
    await expect(page.getByTestId('news-list-page').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="mf_catalog"]')).toHaveAttribute('data-remote-build', label);
    const hydrated = await page.evaluate(() =>
      Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
    );
    expect(hydrated).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    await rollbackRemote(shop.publishDir, 'mf-catalog');
    await expectBuild(luckyBag, 'mf-catalog@1.0.0');
    expect(await titleOf()).toBe('Lucky bag | Collectibles Shop');
    expect(await documentOf(news, 'en')).toContain('data-testid="news-list-page"');
  });

  test('a version without a server container is rendered in the browser, and works', async ({ page }) => {
    const live = (await readRemotesManifest(shop.publishDir)).remotes.find((entry) => entry.package === 'mf-catalog')!;
    await rm(path.join(shop.publishDir, 'remotes', 'mf-catalog', live.version, 'server'), { recursive: true, force: true });
    // The server looks a version's container up once (version folders never change): publish one without it.
    const version = await shop.republishCatalog('no server container');
    await activateVersion(shop.publishDir, 'mf-catalog', version);

    const html = await documentOf(`${shop.server.url}/product-list/all`, 'en');
    expect(html).not.toContain('data-server-rendered');
    await page.goto(`${shop.server.url}/product-list/all`);
    await expect(page.locator('[data-remote="mf_catalog"]')).toHaveAttribute('data-remote-build', 'mf-catalog@1.0.0');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
