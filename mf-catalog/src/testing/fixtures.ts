import type { ArticleSummary, Banner, HomeBody, ProductDetail, ProductSummary, Theme } from '@shop/shared/contract';

export function product(id: number, overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    product_id: id,
    sku: `SKU-${id}`,
    display_name: `Product ${id}`,
    image: `/api/v1/images/p-${id}.jpg`,
    category_id: 1,
    marked_price: 1200,
    selling_price: 990,
    availability: 'available',
    is_sold_out: false,
    is_pre_order: false,
    is_single_checkout: false,
    is_adult: false,
    is_lucky_bag: false,
    ships_from: 'TW',
    sales_area: ['TW'],
    ...overrides,
  };
}

/** Product 7 as its page gets it: in stock (40), a limit of 3 per customer. */
export function productDetail(fields: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...product(7, { category_id: 2, marked_price: 1000, selling_price: 800, sales_area: ['TW', 'OVERSEAS'] }),
    description: 'A <b>bold</b> figure.\nSecond line.',
    images: ['/api/v1/images/p-7-1.jpg', '/api/v1/images/p-7-2.jpg'],
    stock: 40,
    purchase_limit: 3,
    release_date: '2026-12-24T00:00:00.000Z',
    themes: [{ theme_id: 4, display_name: 'Star Sea' }],
    recommendations: [product(8), product(9)],
    set_items: [],
    variant_label: null,
    variants: [],
    drop: null,
    ...fields,
  };
}

export function article(id: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    article_id: id,
    title: `Article ${id}`,
    summary: `Summary of article ${id}`,
    cover: `/api/v1/images/a-${id}.jpg`,
    is_hot: id % 2 === 1,
    published_at: 1_763_700_000 - id * 86_400,
    ...overrides,
  };
}

export function theme(id: number, overrides: Partial<Theme> = {}): Theme {
  return {
    theme_id: id,
    display_name: `Theme ${id}`,
    description: `Description of theme ${id}`,
    image: `/api/v1/images/t-${id}.jpg`,
    is_adult: false,
    ...overrides,
  };
}

export const banners: Banner[] = [
  { banner_id: 1, display_name: 'Summer special', image: '/api/v1/images/b-1.jpg', link: '/theme/1' },
  { banner_id: 2, display_name: 'Partner campaign', image: '/api/v1/images/b-2.jpg', link: 'https://partner.example/campaign' },
  { banner_id: 3, display_name: '', image: '/api/v1/images/b-3.jpg', link: 'javascript:alert(1)' },
];

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

export const home: HomeBody = {
  data: {
    banners,
    featured: range(1, 12).map((id) => product(id)),
    popular: range(21, 12).map((id) => product(id)),
    hot_news: range(1, 6).map((id) => article(id, { is_hot: true })),
    lucky_bags: range(41, 8).map((id) => product(id, { is_lucky_bag: true })),
  },
};
