import { expect, test } from '../support/fixtures';
import { startReplicasBehindNginx, type ReplicasBehindNginx } from '../support/replicas-behind-nginx';

// Behind a round-robin balancer a page and its stylesheets are answered by different replicas: every stylesheet a
// server-rendered page links must be a file any replica serves (each build's own, docs/decisions/020-styles-per-build.md),
// or half the pages would paint unstyled.

const loadsPerPage = 20;

// One pair of replicas for both tests (a worker each would start two).
test.describe.configure({ mode: 'serial' });

let shop: ReplicasBehindNginx;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  shop = await startReplicasBehindNginx();
});
test.afterAll(async () => {
  await shop?.stop();
});

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(`${shop.url}/api/v1/${path}`, { headers: { locale: 'en' } })).json()) as T;
}

/** One address of every page type the server renders (the routes whose handle says `ssr: true`). */
async function pageTypes(): Promise<string[]> {
  const [product] = (await json<{ data: { product_id: number }[] }>('product?page_size=1')).data;
  const [article] = (await json<{ data: { article_id: number }[] }>('article?page_size=1')).data;
  const theme = (await json<{ data_infos: { theme_id: number; is_adult: boolean }[] }>('theme')).data_infos.find(
    (candidate) => !candidate.is_adult,
  );
  const kuji = (await json<{ data: { kuji_id: number; adult: boolean }[] }>('kuji?page_size=20')).data.find(
    (campaign) => !campaign.adult,
  );
  return [
    '/',
    '/theme',
    `/theme/${theme!.theme_id}`,
    '/news-list',
    `/news/${article!.article_id}`,
    '/lucky-bag',
    '/product-list/all',
    `/product/${product!.product_id}`,
    '/search?keyword=figure',
    '/fanza',
    `/fanza/${kuji!.kuji_id}`,
  ];
}

const stylesheetsOf = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

test(`every server-rendered page type, ${loadsPerPage} times through nginx: every stylesheet it links is served`, async () => {
  test.setTimeout(120_000);
  const missing: string[] = [];
  const unrendered: string[] = [];
  const answeredBy = new Set<string>();
  let stylesheetLoads = 0;
  for (const page of await pageTypes()) {
    for (let load = 0; load < loadsPerPage; load++) {
      const document = await fetch(`${shop.url}${page}`, { headers: { accept: 'text/html', 'accept-language': 'en' } });
      answeredBy.add(document.headers.get('x-upstream') ?? '');
      const html = await document.text();
      const stylesheets = stylesheetsOf(html);
      if (document.status !== 200 || !html.includes('data-server-rendered') || stylesheets.length === 0)
        unrendered.push(`${page}: ${document.status}, ${stylesheets.length} stylesheets`);
      for (const href of stylesheets) {
        const css = await fetch(new URL(href, shop.url));
        stylesheetLoads++;
        answeredBy.add(css.headers.get('x-upstream') ?? '');
        const type = css.headers.get('content-type') ?? '';
        if (css.status !== 200 || !type.startsWith('text/css')) missing.push(`${page} → ${href}: ${css.status} ${type}`);
        await css.arrayBuffer();
      }
    }
  }
  expect(unrendered).toEqual([]);
  expect(missing).toEqual([]);
  expect(stylesheetLoads).toBeGreaterThanOrEqual(11 * loadsPerPage * 2);
  // Both replicas answered documents and stylesheets: the balancer really took turns.
  expect([...answeredBy].sort()).toEqual(shop.replicaUrls.map((url) => new URL(url).host).sort());
});

test("each page type's first paint is styled: the server's HTML with its stylesheets, before any script runs", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Without JS the page stays what the server sent: what the shopper sees before the shop's code has run.
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
  const unstyled: string[] = [];
  try {
    for (const address of await pageTypes()) {
      const page = await context.newPage();
      await page.goto(`${shop.url}${address}`, { waitUntil: 'load' });
      const sheets = await page.evaluate(() => {
        const rulesOf = (rules: CSSRuleList): CSSStyleRule[] =>
          [...rules].flatMap((rule) =>
            rule instanceof CSSStyleRule ? [rule] : 'cssRules' in rule ? rulesOf((rule as CSSGroupingRule).cssRules) : [],
          );
        return [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')].map((link) => {
          const rules = link.sheet ? rulesOf(link.sheet.cssRules) : [];
          // Rules of this stylesheet that style an element of the page.
          const applied = rules.filter((rule) => {
            try {
              return document.querySelector(rule.selectorText) !== null;
            } catch {
              return false;
            }
          }).length;
          return { href: link.href, rules: rules.length, applied };
        });
      });
      const fontFamily = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      if (sheets.length < 2 || sheets.some((sheet) => sheet.applied === 0) || /times/i.test(fontFamily))
        unstyled.push(`${address}: ${JSON.stringify(sheets)} font ${fontFamily}`);
      await page.close();
    }
  } finally {
    await context.close();
  }
  expect(unstyled).toEqual([]);
});
