import { sampleKujiPath, sampleProductPath } from '../bench/seeded-pages';
import { expect, shopUrl, test } from '../support/fixtures';

// One address per language (decision 037): a page's own address is its tw version, `?lang=cn` / `?lang=en` the
// others; each indexable page links its canonical address and its three versions, and the shell stores the language
// an address names as the shopper's choice.

interface Head {
  lang: string | undefined;
  canonical: string | undefined;
  versions: Record<string, string>;
}

/** The served document's head, as a crawler without cookies or a language of its own reads it. */
async function headOf(url: string): Promise<Head & { status: number }> {
  // Node's fetch says `accept-language: *` unless told otherwise: a crawler naming no language is asked for here.
  const response = await fetch(url, { headers: { accept: 'text/html', 'accept-language': '' } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const versions = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/gi)].map(([, hreflang, href]) => [
      hreflang!,
      href!.replaceAll('&amp;', '&'),
    ]),
  );
  return {
    status: response.status,
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replaceAll('&amp;', '&'),
    versions,
  };
}

const htmlLangOf: Record<string, string> = { 'zh-Hant-TW': 'zh-TW', 'zh-Hans-CN': 'zh-CN', en: 'en' };

test('each indexable page names its three language versions, and each version names the same ones back', async () => {
  const base = shopUrl();
  const pages = [
    '/',
    '/product-list/all?sort=price_asc&page=2',
    await sampleProductPath(base),
    await sampleKujiPath(base),
    '/news-list',
    '/privacy',
  ];
  const named = (address: string, locale: string) => `${address}${address.includes('?') ? '&' : '?'}lang=${locale}`;
  for (const page of pages) {
    const english = await headOf(named(`${base}${page}`, 'en'));
    expect([page, english.lang]).toEqual([page, 'en']);
    const plain = `${base}${page.replace('sort=price_asc&', '')}`;
    expect(english.versions).toEqual({
      'zh-Hant-TW': named(plain, 'tw'),
      'zh-Hans-CN': named(plain, 'cn'),
      en: named(plain, 'en'),
      'x-default': plain,
    });
    expect(english.canonical).toBe(english.versions.en);
    for (const [hreflang, href] of Object.entries(english.versions)) {
      const version = await headOf(href);
      // x-default follows the visitor's language (a client naming none gets tw) and is its own canonical address.
      const lang = htmlLangOf[hreflang] ?? 'zh-TW';
      expect([href, version.status, version.lang, version.canonical]).toEqual([href, 200, lang, href]);
      expect(version.versions).toEqual(english.versions);
    }
  }
});

test('pages not to be indexed, and addresses of nothing, name no canonical address or language versions', async () => {
  for (const page of ['/search?keyword=figure', '/fanza', '/checkout', '/product/99999999', '/no-such-page']) {
    const head = await headOf(`${shopUrl()}${page}`);
    expect([page, head.canonical, head.versions]).toEqual([page, undefined, {}]);
  }
});

test('an address naming a language shows the shop in it and stores it; the language menu then changes the address', async ({
  page,
  context,
}) => {
  await page.goto('/news-list?lang=en');
  await expect(page).toHaveTitle(/Collectibles Shop/);
  // Stored once the shop's code runs, before the page is interactive (the menu is enabled then).
  await expect(page.getByTestId('language-select')).toBeEnabled();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');

  await Promise.all([page.waitForURL('**/news-list?lang=cn'), page.getByTestId('language-select').selectOption('cn')]);
  await expect(page).toHaveTitle(/收藏家商城/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

  // The stored choice holds on an address naming no language.
  await page.goto('/lucky-bag');
  await expect(page).toHaveTitle('福袋 | 收藏家商城');
});
