import { sql } from 'drizzle-orm';
import type { ProductSummary } from '@shop/shared/contract';
import { startTestApi, type TestApi } from '../../testing/harness';

// The catalogue pages through a large assortment page by page; the seed's 320 products hide mistakes that
// only show when the list is long (a page past the end, a sort that is unstable across pages).
const target = 10_000;
const pageSize = 24;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  // Copies of the seeded products with new SKUs, in one statement, until the shop lists 10,000 (a size is listed
  // through its design only).
  await t.ctx.db.execute(sql`
    insert into products (sku, category_id, name_tw, name_cn, name_en, desc_tw, desc_cn, desc_en, marked_price,
      selling_price, stock, purchase_limit, pre_order, single_checkout, ships_from, sales_area, adult, lucky_bag,
      featured, status, popularity, image_count, release_at, search_text)
    select 'BULK-' || n, p.category_id, p.name_tw, p.name_cn, p.name_en, p.desc_tw, p.desc_cn, p.desc_en,
      p.marked_price + (n % 97), p.selling_price, p.stock, p.purchase_limit, p.pre_order, p.single_checkout,
      p.ships_from, p.sales_area, p.adult, p.lucky_bag, false, p.status, (n * 7919) % 1000, p.image_count,
      p.release_at - make_interval(mins => n), p.search_text
    from generate_series(1, ${target} - (select count(*)::int from products where variant_of is null)) as n
    join lateral (select * from products where id = 1 + (n % 300)) p on true`);
}, 60_000);
afterAll(() => t.close());

const list = async (qs: string) => {
  const res = await t.inject({ url: `/api/v1/product?${qs}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: ProductSummary[]; total: number; page: number; page_size: number };
};

test(`counts all ${target} products and serves the last page without loading the rest`, async () => {
  const first = await list(`category_id=all&page_size=${pageSize}`);
  expect(first.total).toBe(target);
  expect(first.data).toHaveLength(pageSize);
  const lastPage = Math.ceil(target / pageSize);
  const last = await list(`category_id=all&page_size=${pageSize}&page=${lastPage}`);
  expect(last.data).toHaveLength(target - (lastPage - 1) * pageSize);
  expect(last.total).toBe(target);
  const beyond = await list(`category_id=all&page_size=${pageSize}&page=${lastPage + 1}`);
  expect(beyond.data).toEqual([]);
  expect(beyond.total).toBe(target);
});

test.each(['newest', 'price_asc', 'popular'])(
  'sort %s is stable across pages: no product shows twice or goes missing',
  async (sort) => {
    const seen = new Set<number>();
    let previousPrice = -Infinity;
    for (let page = 1; page <= 5; page++) {
      const body = await list(`category_id=all&sort=${sort}&page_size=100&page=${page}`);
      for (const product of body.data) {
        expect(seen.has(product.product_id)).toBe(false);
        seen.add(product.product_id);
        if (sort === 'price_asc') {
          const price = product.selling_price ?? product.marked_price;
          expect(price).toBeGreaterThanOrEqual(previousPrice);
          previousPrice = price;
        }
      }
    }
    expect(seen.size).toBe(500);
  },
);

test('a keyword search over 10,000 products still pages and counts', async () => {
  const all = await list('category_id=all&page_size=1');
  const name = all.data[0]!.display_name;
  const found = await list(`keyword=${encodeURIComponent(name)}&page_size=${pageSize}`);
  expect(found.total).toBeGreaterThan(pageSize);
  const second = await list(`keyword=${encodeURIComponent(name)}&page_size=${pageSize}&page=2`);
  expect(second.data.map((p) => p.product_id)).not.toEqual(found.data.map((p) => p.product_id));
});
