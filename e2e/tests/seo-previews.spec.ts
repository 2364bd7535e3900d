import type { APIRequestContext } from '@playwright/test';
import { expect, shopUrl, test } from '../support/fixtures';

// What a link preview (Facebook, LINE, X) and a search engine read of a page without running JS: Open Graph and X
// tags and JSON-LD in the served document's head (shell/src/server/document-head.ts), in the shopper's language.

const languages = [
  { locale: 'tw', apiLocale: 'zh-TW', ogLocale: 'zh_TW', query: '?lang=tw' },
  { locale: 'cn', apiLocale: 'zh-CN', ogLocale: 'zh_CN', query: '?lang=cn' },
  { locale: 'en', apiLocale: 'en', ogLocale: 'en_US', query: '?lang=en' },
] as const;

const entities: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' };
const decoded = (text: string) => text.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => entities[name]!);

/** The head's `<meta>` tags by property or name (the first of each). */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const found = new Map<string, string>();
  for (const [, attributes = ''] of head.matchAll(/<meta ([^>]*)\/?>/g)) {
    const key = /(?:property|name)="([^"]*)"/.exec(attributes)?.[1];
    const content = /content="([^"]*)"/.exec(attributes)?.[1];
    if (key && content !== undefined && !found.has(key)) found.set(key, decoded(content));
  }
  return found;
}

/** The head's JSON-LD blocks, parsed: one that does not parse fails the test. */
const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json!));

/** The served document of `path` in `locale` (the shopper's `lang` cookie), as a client without JS gets it. */
async function documentOf(request: APIRequestContext, path: string, locale: string): Promise<string> {
  const response = await request.get(`${shopUrl()}${path}`, { headers: { accept: 'text/html', cookie: `lang=${locale}` } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** `locale`: the API's language header (zh-TW, zh-CN, en). */
async function api<T>(request: APIRequestContext, path: string, locale: string): Promise<T> {
  return (await (await request.get(`${shopUrl()}/api/v1/${path}`, { headers: { locale } })).json()) as T;
}

for (const { locale, apiLocale, ogLocale, query } of languages) {
  test(`a product, a kuji campaign and home preview themselves in ${locale}`, async ({ request }) => {
    const origin = new URL(shopUrl()).origin;
    const product = (
      await api<{ data: { product_id: number; display_name: string; is_adult: boolean }[] }>(
        request,
        'product?page_size=20',
        apiLocale,
      )
    ).data.find((item) => !item.is_adult)!;
    const productPage = await documentOf(request, `/product/${product.product_id}`, locale);
    const productTags = metaTags(productPage);
    expect(productTags.get('og:type')).toBe('product');
    expect(productTags.get('og:title')).toBe(product.display_name);
    expect(productTags.get('og:locale')).toBe(ogLocale);
    // The canonical address: asked for without ?lang=, the address that follows the shopper's language.
    expect(productTags.get('og:url')).toBe(`${origin}/product/${product.product_id}`);
    // A picture at the size the platforms want, which the shop serves.
    const productPicture = productTags.get('og:image')!;
    expect(productPicture).toBe(`${origin}/api/v1/share-images/product/${product.product_id}.jpg`);
    expect([productTags.get('og:image:width'), productTags.get('og:image:height')]).toEqual(['1200', '630']);
    const served = await request.get(productPicture);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    expect(productTags.get('product:price:currency')).toBe('TWD');
    expect(productTags.get('twitter:card')).toBe('summary_large_image');
    const [item, trail] = structuredData(productPage);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.display_name,
      url: `${origin}/product/${product.product_id}${query}`,
      offers: { '@type': 'Offer', priceCurrency: 'TWD' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });

    const kuji = (
      await api<{ data: { kuji_id: number; title: string; adult: boolean }[] }>(request, 'kuji?page_size=20', apiLocale)
    ).data.find((campaign) => !campaign.adult)!;
    const kujiPage = await documentOf(request, `/fanza/${kuji.kuji_id}`, locale);
    expect(metaTags(kujiPage).get('og:title')).toBe(kuji.title);
    expect(metaTags(kujiPage).get('og:locale')).toBe(ogLocale);
    expect(metaTags(kujiPage).get('og:image')).toBe(`${origin}/api/v1/share-images/kuji/${kuji.kuji_id}.jpg`);
    expect(structuredData(kujiPage)[0]).toMatchObject({
      '@type': 'Product',
      name: kuji.title,
      url: `${origin}/fanza/${kuji.kuji_id}${query}`,
      offers: { priceCurrency: 'TWD' },
    });

    const home = await documentOf(request, '/', locale);
    const homeTags = metaTags(home);
    expect(homeTags.get('og:type')).toBe('website');
    expect(homeTags.get('og:image')).toBe(`${origin}/shop-share.jpg`);
    expect(homeTags.get('twitter:card')).toBe('summary_large_image');
    expect(structuredData(home).map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
    // The default preview picture is served, at the size the tags say.
    const picture = await request.get(`${origin}/shop-share.jpg`);
    expect(picture.headers()['content-type']).toContain('image/jpeg');
  });
}

test('an adult product is rated adult and previewed without its picture', async ({ request }) => {
  // The seed's adult category holds only adult products.
  const categories = await api<{ data: { category_id: number; display_name: string }[] }>(request, 'category', 'en');
  const adultCategory = categories.data.find((category) => category.display_name === 'Adult collectibles')!;
  const [adult] = (
    await api<{ data: { product_id: number; is_adult: boolean }[] }>(
      request,
      `product?category_id=${adultCategory.category_id}&page_size=1`,
      'en',
    )
  ).data;
  expect(adult?.is_adult).toBe(true);
  const html = await documentOf(request, `/product/${adult!.product_id}`, 'en');
  const tags = metaTags(html);
  expect(tags.get('rating')).toBe('adult');
  expect(tags.get('og:image')).toBe(`${new URL(shopUrl()).origin}/shop-share.jpg`);
  expect(tags.get('twitter:image')).toBe(`${new URL(shopUrl()).origin}/shop-share.jpg`);
  expect(structuredData(html)[0]).toMatchObject({ hasAdultConsideration: 'https://schema.org/SexualContentConsideration' });
});
