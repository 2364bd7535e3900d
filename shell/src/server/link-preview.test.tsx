/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ProductDetail } from '@shop/shared/contract';
import type { Locale } from '@shop/shared/locale';
import { breadcrumbJsonLd, productJsonLd, productPrice } from '@shop/shared/seo';
import type { PageMeta } from '@shop/shared/stores';
import { productDetail } from '@shop/shared/testing';
import { routeHandle } from '@shop/shared/routing';
import { createDocumentHandler } from './handle-document';
import { documentHead } from './document-head';
import { prepareLocale } from './locale';
import { ShopDocument } from './ShopDocument';

const parts = { scripts: ['/main.0a1b2c3d.js'], stylesheet: undefined, bootStyle: '', inlineScript: '' };
let shellDir: string;
beforeAll(async () => {
  shellDir = await mkdtemp(path.join(tmpdir(), 'shell-dist-'));
  await writeFile(path.join(shellDir, 'document.json'), JSON.stringify(parts));
});
afterAll(() => rm(shellDir, { recursive: true, force: true }));

const entities: Record<string, string> = { amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' };
const decoded = (text: string) => text.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => entities[name]!);

/** The head's `<meta>` tags as [property or name, content], in order. */
function metaTags(html: string): [string, string][] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<meta ([^>]*)\/>/g)].flatMap(([, attributes = '']) => {
    const key = /(?:property|name)="([^"]*)"/.exec(attributes)?.[1];
    const content = /content="([^"]*)"/.exec(attributes)?.[1];
    return key !== undefined && content !== undefined ? [[key, decoded(content)] as [string, string]] : [];
  });
}
const tag = (html: string, key: string) => metaTags(html).find(([name]) => name === key)?.[1];
const tags = (html: string, key: string) =>
  metaTags(html)
    .filter(([name]) => name === key)
    .map(([, content]) => content);
/** Every JSON-LD block of the head, parsed (a block that does not parse fails the test). */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json!));

describe('the document of a page the browser renders', () => {
  const documentFor = async (headers: Record<string, string>, publicUrl?: string) => {
    const response = await createDocumentHandler({ shellDir, publishedFile: () => undefined, publicUrl })(
      new Request('https://shop.example/about-us', { headers }),
      { nonce: 'bm9uY2U=', signal: new AbortController().signal },
    );
    return response.text();
  };

  it('previews the shop in the shopper’s language (cookie, else the browser’s), with its default picture', async () => {
    const english = await documentFor({ cookie: 'lang=en', 'accept-language': 'zh-TW' });
    expect(tag(english, 'og:site_name')).toBe('Collectibles Shop');
    expect(tag(english, 'og:locale')).toBe('en_US');
    expect(tags(english, 'og:locale:alternate')).toEqual(['zh_TW', 'zh_CN']);
    expect(tag(english, 'og:image')).toBe('https://shop.example/shop-share.jpg');
    expect([tag(english, 'og:image:width'), tag(english, 'og:image:height')]).toEqual(['1200', '630']);
    expect(tag(english, 'twitter:card')).toBe('summary_large_image');
    const chinese = await documentFor({ 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(tag(chinese, 'og:site_name')).toBe('收藏家商城');
    expect(tag(chinese, 'og:locale')).toBe('zh_CN');
    expect(tag(chinese, 'og:description')).toMatch(/^手办、卡牌/);
  });

  it('names pictures on the shop’s public address when it has one, whatever address the request came to', async () => {
    const html = await documentFor({}, 'https://public.example');
    expect(tag(html, 'og:image')).toBe('https://public.example/shop-share.jpg');
  });
});

describe('the head of a product page', () => {
  const product: ProductDetail = productDetail({
    display_name: 'Star Sea figure',
    sku: 'SKU00007',
    image: '/api/v1/images/p-sku00007-1.jpg',
    description: 'A figure </script><script>alert(1)</script>',
    images: ['/api/v1/images/p-sku00007-1.jpg'],
  });
  const origin = 'https://shop.example';

  /** What the product page tells its render (mf-catalog ProductPage), and the document the shell writes from it. */
  async function productDocument(locale: Locale, item: ProductDetail) {
    const site = { origin, locale };
    const meta: PageMeta = {
      title: item.display_name,
      description: 'A figure.',
      image: { url: item.image, alt: item.display_name },
      kind: 'product',
      price: { amount: productPrice(item), currency: 'TWD' },
      adult: item.is_adult,
      structuredData: [
        productJsonLd(site, item),
        breadcrumbJsonLd(site, [
          { name: 'Home', path: '/' },
          { name: 'Figures', path: '/product-list/2' },
          { name: item.display_name },
        ]),
      ],
    };
    const i18n = await prepareLocale(locale);
    const head = documentHead(i18n, routeHandle({ titleKey: 'catalog:title.product', ssr: true }), meta, { locale, origin });
    return renderToStaticMarkup(
      <ShopDocument lang={locale} head={head} nonce="n" parts={parts} noScript="" page={{ html: '<main></main>', state: {} }} />,
    );
  }

  it.each([
    ['tw', 'zh_TW', '收藏家商城', 'https://shop.example/product/7?lang=tw'],
    ['cn', 'zh_CN', '收藏家商城', 'https://shop.example/product/7?lang=cn'],
    ['en', 'en_US', 'Collectibles Shop', 'https://shop.example/product/7?lang=en'],
  ] as const)('carries the product’s facts as JSON-LD and its preview tags in %s', async (locale, ogLocale, site, url) => {
    const html = await productDocument(locale, product);
    const [item, trail] = structuredData(html);
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Star Sea figure',
      sku: 'SKU00007',
      url,
      image: ['https://shop.example/api/v1/images/p-sku00007-1.jpg'],
      offers: { price: 800, priceCurrency: 'TWD', availability: 'https://schema.org/InStock' },
    });
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    // The description's `</script>` stays inside its data block.
    expect(item.description).toBe('A figure </script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
    expect(tag(html, 'og:type')).toBe('product');
    expect(tag(html, 'og:title')).toBe('Star Sea figure');
    expect(tag(html, 'og:site_name')).toBe(site);
    expect(tag(html, 'og:locale')).toBe(ogLocale);
    expect(tag(html, 'og:image')).toBe('https://shop.example/api/v1/images/p-sku00007-1.jpg');
    expect(tag(html, 'og:image:alt')).toBe('Star Sea figure');
    expect([tag(html, 'product:price:amount'), tag(html, 'product:price:currency')]).toEqual(['800', 'TWD']);
    // A picture of unknown size gets X's summary card.
    expect(tag(html, 'twitter:card')).toBe('summary');
    expect(tag(html, 'twitter:title')).toBe('Star Sea figure');
    expect(tag(html, 'twitter:image')).toBe('https://shop.example/api/v1/images/p-sku00007-1.jpg');
    expect(tag(html, 'rating')).toBeUndefined();
  });

  it('rates an adult product adult and previews it with no picture of its own', async () => {
    const html = await productDocument('en', { ...product, is_adult: true });
    expect(tag(html, 'rating')).toBe('adult');
    expect(structuredData(html)[0]).toMatchObject({ hasAdultConsideration: 'https://schema.org/SexualContentConsideration' });
    expect(tag(html, 'og:image')).toBe('https://shop.example/shop-share.jpg');
    expect(tag(html, 'twitter:image')).toBe('https://shop.example/shop-share.jpg');
    expect(metaTags(html).filter(([, content]) => content.includes('p-sku00007'))).toEqual([]);
  });

  it('marks the page’s own tags, which the browser drops when the shopper moves on', async () => {
    const html = await productDocument('tw', product);
    expect(html).toMatch(/<meta property="og:title" content="Star Sea figure" data-page-tag=""\/>/);
    expect(html).toMatch(/<script type="application\/ld\+json" data-page-tag="">/);
  });
});
