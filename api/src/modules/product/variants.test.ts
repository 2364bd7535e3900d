import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ProductDetail, ProductSummary } from '@shop/shared/contract';
import { products } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { releaseStock, reserveStocks } from './service';

// Apparel is sold in sizes: each size a product of its own (priced, stocked, bought by its id), listed only through
// its design, whose page offers the sizes (docs/decisions/010-product-variants.md).

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await t.inject({ url: `/api/v1/product/${id}`, headers: { locale: 'en' } })).json().data as ProductDetail;

async function designs() {
  return t.ctx.db
    .select()
    .from(products)
    .where(sql`exists (select 1 from products s where s.variant_of = ${products.id})`);
}

test('every T-shirt and hoodie offers S, M, L and XL, each priced and stocked, adding up to the design', async () => {
  const apparel = await t.ctx.db
    .select()
    .from(products)
    .where(sql`${products.nameEn} ~ '(T-shirt|hoodie)' and ${products.variantOf} is null`);
  expect(apparel.length).toBeGreaterThan(10);
  expect((await designs()).map((d) => d.id).sort()).toEqual(apparel.map((d) => d.id).sort());
  for (const design of apparel.slice(0, 6)) {
    const page = await detail(design.id);
    expect(page.variant_label).toBeNull();
    expect(page.variants.map((v) => v.label)).toEqual(['S', 'M', 'L', 'XL']);
    expect(page.variants.reduce((sum, v) => sum + v.stock, 0)).toBe(page.stock);
    const price = (v: { selling_price: number | null; marked_price: number }) => v.selling_price ?? v.marked_price;
    expect(page.variants.map(price)).toEqual([price(page), price(page), price(page), price(page) + 100]);
    // A size's own page: the same choice, itself chosen, its name saying its size.
    const m = await detail(page.variants[1]!.product_id);
    expect(m.variant_label).toBe('M');
    expect(m.display_name).toBe(`${page.display_name} (size M)`);
    expect(m.variants).toEqual(page.variants);
    expect(m.image).toBe(page.image);
  }
});

test('lists, search, theme pages and the home page show the design, never a size', async () => {
  const sizes = new Set(
    (await t.ctx.db.select({ id: products.id }).from(products).where(isNotNull(products.variantOf))).map((r) => r.id),
  );
  expect(sizes.size).toBeGreaterThan(0);
  const [{ n: listed }] = (await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(isNull(products.variantOf))) as [{ n: number }];
  const all = (await t.inject('/api/v1/product?page_size=1')).json() as { total: number };
  expect(all.total).toBe(listed);
  const seen: ProductSummary[] = [];
  for (const url of ['/api/v1/product?keyword=hoodie&page_size=100', '/api/v1/theme/1/product?page_size=100'])
    seen.push(...((await t.inject({ url, headers: { locale: 'en' } })).json().data as ProductSummary[]));
  const home = (await t.inject('/api/v1/index')).json().data as Record<string, ProductSummary[]>;
  seen.push(...home.featured!, ...home.popular!);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((p) => sizes.has(p.product_id))).toEqual([]);
});

test("an order's size takes its own stock and its design's; the design itself is not sold", async () => {
  const design = (await designs()).find((d) => d.status === 'on_sale' && !d.preOrder && d.stock > 4)!;
  const [size] = await t.ctx.db
    .select()
    .from(products)
    .where(sql`${products.variantOf} = ${design.id} and ${products.stock} > 0`)
    .limit(1);
  const stockOf = async (id: number) =>
    (await t.ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
  await t.ctx.db.transaction(async (tx) => {
    expect(await reserveStocks(tx, new Map([[design.id, 1]]))).toBeUndefined();
    const taken = await reserveStocks(tx, new Map([[size!.id, 1]]));
    expect(taken?.get(size!.id)?.reserved).toBe(1);
  });
  expect([await stockOf(size!.id), await stockOf(design.id)]).toEqual([size!.stock - 1, design.stock - 1]);
  await t.ctx.db.transaction((tx) => releaseStock(tx, [{ productId: size!.id, reserved: 1 }]));
  expect([await stockOf(size!.id), await stockOf(design.id)]).toEqual([size!.stock, design.stock]);
});

test('orders taking two sizes of a design and orders taking one of them, all at once, never deadlock', async () => {
  const design = (await designs()).find((d) => d.status === 'on_sale' && !d.preOrder)!;
  const sizes = await t.ctx.db.select().from(products).where(eq(products.variantOf, design.id)).orderBy(products.id);
  const [s, m] = [sizes[0]!.id, sizes[1]!.id];
  await t.ctx.db.update(products).set({ stock: 1000 }).where(eq(products.variantOf, design.id));
  await t.ctx.db
    .update(products)
    .set({ stock: 1000 * sizes.length })
    .where(eq(products.id, design.id));
  // One locking S then M, the other M alone, then both releasing: with the design's row locked between the two
  // sizes, the first would wait on M while holding the design the second waits for.
  const both = new Map([
    [s, 1],
    [m, 1],
  ]);
  const one = new Map([[m, 1]]);
  const runs = Array.from({ length: 80 }, (_, i) =>
    t.ctx.db.transaction(async (tx) => {
      const taken = await reserveStocks(tx, i % 2 ? both : one);
      expect(taken).toBeDefined();
      await releaseStock(tx, [...taken!.values()].slice(0, 1));
    }),
  );
  await Promise.all(runs);
  const stock = async (id: number) =>
    (await t.ctx.db.select({ n: products.stock }).from(products).where(eq(products.id, id)))[0]!.n;
  // 40 orders took S and M, 40 took M; each gave its first product back.
  expect([await stock(s), await stock(m), await stock(design.id)]).toEqual([1000, 1000 - 40, 1000 * sizes.length - 40]);
});
