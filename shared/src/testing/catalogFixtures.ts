import type { KujiSummary, ProductDetail, ProductSummary } from '../contract';

// Catalogue records as the API answers them, for any app's tests and the shared code's own.

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

/** A campaign as GET kuji lists it: on sale, 42 of 50 tickets left. */
export function kujiSummary(id: number, fields: Partial<KujiSummary> = {}): KujiSummary {
  return {
    kuji_id: id,
    title: `Campaign ${id}`,
    image: `/api/v1/images/k-${id}.jpg`,
    price: 350,
    adult: false,
    status: 'on_sale',
    starts_at: '2026-10-24T04:00:00.000Z',
    ends_at: '2036-10-21T04:00:00.000Z',
    tickets_total: 50,
    tickets_left: 42,
    ...fields,
  };
}
