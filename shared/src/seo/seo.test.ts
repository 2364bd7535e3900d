import type { BreadcrumbList, NewsArticle, Offer, Organization, Product, WebSite, WithContext } from 'schema-dts';
import type { ArticleDetail, KujiDetail, ProductDetail } from '../contract';
import {
  breadcrumbJsonLd,
  kujiJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  productJsonLd,
  webSiteJsonLd,
  type SeoSite,
} from '.';
import { kujiSummary, productDetail } from '../testing';

const tw: SeoSite = { origin: 'https://shop.example', locale: 'tw' };
const en: SeoSite = { origin: 'https://shop.example', locale: 'en' };

const product: ProductDetail = productDetail({
  display_name: 'Star Sea figure',
  sku: 'SKU00007',
  image: '/api/v1/images/p-sku00007-1.jpg',
  description: 'A figure.',
  images: ['/api/v1/images/p-sku00007-1.jpg', 'https://storage.example/p/2.jpg'],
  release_date: '2026-12-24',
});

const kuji: KujiDetail = {
  ...kujiSummary(3, { title: 'Star Sea Ichiban Kuji' }),
  images: ['/api/v1/images/k-3.jpg'],
  description: 'Each draw wins one prize.',
} as KujiDetail;

const article: ArticleDetail['data'] = {
  article_id: 5,
  title: 'New figures in December',
  summary: 'What arrives this month.',
  cover: '/api/v1/images/a-5.jpg',
  is_hot: true,
  published_at: 1_763_700_000,
  content: '<p>Hello</p>',
};

/** The properties Google's documentation names that `thing` lacks (a path per missing property). */
function missing(thing: object, properties: string[]): string[] {
  return properties.filter((property) => {
    const value = property.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], thing);
    return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

const offerOf = (item: WithContext<Product>) => (item as { offers: Offer }).offers as Exclude<Offer, string>;

describe('Product (Google: product snippets and merchant listings)', () => {
  it('has the required and recommended properties, with absolute addresses in the page’s language', () => {
    const item: WithContext<Product> = productJsonLd(en, product);
    expect(missing(item, ['@context', '@type', 'name', 'image', 'offers', 'description', 'sku', 'url'])).toEqual([]);
    expect(missing(offerOf(item), ['price', 'priceCurrency', 'availability', 'url'])).toEqual([]);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Star Sea figure',
      sku: 'SKU00007',
      url: 'https://shop.example/product/7?lang=en',
      image: ['https://shop.example/api/v1/images/p-sku00007-1.jpg', 'https://storage.example/p/2.jpg'],
    });
    expect(offerOf(item)).toMatchObject({
      price: 800,
      priceCurrency: 'TWD',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/product/7?lang=en',
    });
    expect(productJsonLd(tw, product).url).toBe('https://shop.example/product/7?lang=tw');
    expect(item).not.toHaveProperty('hasAdultConsideration');
  });

  it('says when a pre-order becomes available, and when a product is out of stock', () => {
    const preOrder = offerOf(productJsonLd(tw, { ...product, availability: 'pre_order', is_pre_order: true }));
    expect(preOrder).toMatchObject({ availability: 'https://schema.org/PreOrder', availabilityStarts: '2026-12-24' });
    expect(offerOf(productJsonLd(tw, { ...product, stock: 0 })).availability).toBe('https://schema.org/OutOfStock');
    expect(offerOf(productJsonLd(tw, { ...product, availability: 'sold_out' })).availability).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(offerOf(productJsonLd(tw, product))).not.toHaveProperty('availabilityStarts');
    expect(offerOf(productJsonLd(tw, { ...product, selling_price: null })).price).toBe(1000);
  });

  it('marks an adult product as such (schema.org hasAdultConsideration)', () => {
    expect(productJsonLd(tw, { ...product, is_adult: true })).toMatchObject({
      hasAdultConsideration: 'https://schema.org/SexualContentConsideration',
    });
  });
});

describe('a kuji campaign', () => {
  it('is a Product whose Offer is one draw, open from its start to its end', () => {
    const item = kujiJsonLd(en, kuji);
    expect(missing(item, ['@type', 'name', 'image', 'offers', 'description', 'url'])).toEqual([]);
    expect(item.url).toBe('https://shop.example/fanza/3?lang=en');
    expect(offerOf(item)).toMatchObject({
      price: 350,
      priceCurrency: 'TWD',
      availability: 'https://schema.org/InStock',
      availabilityStarts: '2026-10-24T04:00:00.000Z',
      availabilityEnds: '2036-10-21T04:00:00.000Z',
    });
  });

  it('is not for sale before it opens, after its box is empty or after it ended', () => {
    const availability = (fields: Partial<KujiDetail>) => offerOf(kujiJsonLd(tw, { ...kuji, ...fields })).availability;
    expect(availability({ status: 'upcoming' })).toBe('https://schema.org/OutOfStock');
    expect(availability({ status: 'sold_out', tickets_left: 0 })).toBe('https://schema.org/SoldOut');
    expect(availability({ status: 'ended' })).toBe('https://schema.org/Discontinued');
    expect(kujiJsonLd(tw, { ...kuji, adult: true }).hasAdultConsideration).toBe('https://schema.org/SexualContentConsideration');
  });
});

describe('BreadcrumbList (Google: breadcrumb)', () => {
  it('numbers the steps the page shows, each but the page itself with its absolute address', () => {
    const trail: WithContext<BreadcrumbList> = breadcrumbJsonLd(en, [
      { name: 'Home', path: '/' },
      { name: 'Figures', path: '/product-list/2' },
      { name: 'Star Sea figure' },
    ]);
    const steps = trail.itemListElement as object[];
    for (const step of steps) expect(missing(step, ['@type', 'position', 'name'])).toEqual([]);
    expect(steps).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/?lang=en' },
      { '@type': 'ListItem', position: 2, name: 'Figures', item: 'https://shop.example/product-list/2?lang=en' },
      { '@type': 'ListItem', position: 3, name: 'Star Sea figure' },
    ]);
  });
});

describe('NewsArticle (Google: article)', () => {
  it('has the recommended headline, image, dates, and the shop as author and publisher', () => {
    const item: WithContext<NewsArticle> = newsArticleJsonLd(tw, article, '收藏家商城');
    expect(missing(item, ['@type', 'headline', 'image', 'datePublished', 'author.name', 'author.url', 'publisher.name'])).toEqual(
      [],
    );
    expect(item).toMatchObject({
      headline: 'New figures in December',
      image: ['https://shop.example/api/v1/images/a-5.jpg'],
      datePublished: new Date(1_763_700_000 * 1000).toISOString(),
      url: 'https://shop.example/news/5?lang=tw',
    });
  });
});

describe('Organization and WebSite (Google: organization, sitelinks search box)', () => {
  it('names the shop, its one address whatever the language, and its logo', () => {
    const shop: WithContext<Organization> = organizationJsonLd(en, 'Collectibles Shop');
    expect(missing(shop, ['@type', 'name', 'url', 'logo'])).toEqual([]);
    expect(shop).toMatchObject({ url: 'https://shop.example/', logo: 'https://shop.example/shop-logo.png' });
  });

  it('says how to search the shop, the template left for the search engine to fill', () => {
    const site: WithContext<WebSite> = webSiteJsonLd(tw, '收藏家商城');
    expect(missing(site, ['@type', 'name', 'url', 'potentialAction.target.urlTemplate', 'potentialAction.query-input'])).toEqual(
      [],
    );
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://shop.example/search?keyword={search_term_string}&lang=tw' },
      'query-input': 'required name=search_term_string',
    });
    const english = webSiteJsonLd(en, 'Collectibles Shop').potentialAction as { target: { urlTemplate: string } };
    expect(english.target.urlTemplate).toBe('https://shop.example/search?keyword={search_term_string}&lang=en');
  });

  it('every builder’s output survives JSON (what the page writes in its data block)', () => {
    const blocks = [productJsonLd(tw, product), kujiJsonLd(tw, kuji), webSiteJsonLd(tw, 'x'), organizationJsonLd(tw, 'x')];
    for (const block of blocks) expect(JSON.parse(JSON.stringify(block))).toEqual(block);
  });
});
