import http from 'node:http';
import { eq } from 'drizzle-orm';
import { AdminProductBody, AdminProductList, type NewProductRequest } from '@shop/shared/contract';
import { products } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { adminCall, inLanguages, storedPicture } from '../../testing/catalogue-admin';
import { buyable, postOrder, setProduct, stockOf, twOrder } from '../../testing/order-fixtures';
import { auditRows, operatorToken } from '../../testing/operators';

// The console's products: created, read, changed, taken off sale and restocked; the shop shows each change on
// its next read (with the catalogue cache on), and stock changes never undo a sale made meanwhile.

let t: TestApi;
let merchandiser: string;
let admin: ReturnType<typeof adminCall>;
beforeAll(async () => {
  t = await startTestApi({ CATALOGUE_CACHE_MS: '60000' });
  merchandiser = await operatorToken(t, 'merchandiser');
  admin = adminCall(t);
});
afterAll(() => t.close());

let skus = 0;
const newProduct = (extra: Partial<NewProductRequest> = {}): NewProductRequest => ({
  sku: `ADM-${process.pid}-${++skus}`,
  category_id: 1,
  name: inLanguages(`Console figure ${skus}`),
  description: inLanguages('A figure made in the console'),
  marked_price: 1200,
  selling_price: 990,
  purchase_limit: 3,
  pre_order: false,
  release_at: '2026-01-01T00:00:00.000Z',
  adult: false,
  lucky_bag: false,
  featured: false,
  single_checkout: false,
  ships_from: 'TW',
  sales_area: ['TW'],
  theme_ids: [1],
  pictures: [storedPicture(t, `figure-${skus}-1.png`), storedPicture(t, `figure-${skus}-2.png`)],
  set_items: [],
  stock: 10,
  ...extra,
});
const create = async (body: NewProductRequest) => {
  const res = await admin('POST', '/products', merchandiser, body);
  expect([res.statusCode, res.body]).toEqual([201, res.body]);
  expectShape(AdminProductBody, res.json());
  return (res.json() as AdminProductBody).data;
};
const shop = async (url: string, locale: string) => {
  const res = await t.inject({ url: `/api/v1${url}`, headers: { locale } });
  expect([url, res.statusCode]).toEqual([url, 200]);
  return res.json().data;
};

test('a merchandiser creates a product with pictures; the shop shows it in tw, cn and en; the audit log has it', async () => {
  const body = newProduct();
  const product = await create(body);
  expect(product).toMatchObject({ sku: body.sku, stock: 10, on_sale: true, theme_ids: [1], pictures: body.pictures });
  expect((await admin('GET', `/products/${product.id}`, merchandiser)).json().data).toEqual(product);
  for (const [locale, lang] of [
    ['zh-TW', 'tw'],
    ['zh-CN', 'cn'],
    ['en', 'en'],
  ] as const) {
    const page = await shop(`/product/${product.id}`, locale);
    expect(page).toMatchObject({ display_name: body.name[lang], description: body.description[lang], selling_price: 990 });
    expect(page.images).toEqual(body.pictures);
    const found = await shop(`/product?keyword=${encodeURIComponent(body.name[lang])}`, locale);
    expect(found.map((p: { product_id: number; image: string }) => [p.product_id, p.image])).toContainEqual([
      product.id,
      body.pictures[0],
    ]);
  }
  const [row] = (await auditRows(t)).filter((r) => r.action === 'product.create' && r.targetId === String(product.id));
  expect(row?.after).toEqual(product);
});

test('an edited product shows at once in the shop in tw, cn and en, though its pages were cached', async () => {
  const product = await create(newProduct());
  for (const locale of ['zh-TW', 'zh-CN', 'en']) await shop(`/product/${product.id}`, locale);
  const name = inLanguages('Renamed in the console');
  const res = await admin('PATCH', `/products/${product.id}`, merchandiser, { name, selling_price: 880 });
  expect(res.statusCode).toBe(200);
  expect(res.json().data).toMatchObject({ name, selling_price: 880, description: product.description });
  for (const [locale, lang] of [
    ['zh-TW', 'tw'],
    ['zh-CN', 'cn'],
    ['en', 'en'],
  ] as const)
    expect(await shop(`/product/${product.id}`, locale)).toMatchObject({ display_name: name[lang], selling_price: 880 });
  const [row] = (await auditRows(t)).filter((r) => r.action === 'product.update' && r.targetId === String(product.id));
  expect(row?.before).toMatchObject({ name: product.name, selling_price: 990 });
  expect(row?.after).toMatchObject({ name, selling_price: 880 });
});

test('taken off sale, a product is unavailable in the shop and listed as off sale; restored, it sells again', async () => {
  const product = await create(newProduct({ lucky_bag: true }));
  await shop(`/product/${product.id}`, 'en');
  expect((await admin('POST', `/products/${product.id}/withdraw`, merchandiser, {})).json().data.on_sale).toBe(false);
  expect((await shop(`/product/${product.id}`, 'en')).availability).toBe('unavailable');
  const off = (await admin('GET', `/products?on_sale=false&lucky_bag=true&q=${product.sku}`, merchandiser)).json();
  expectShape(AdminProductList, off);
  expect(off.data.map((p: { id: number }) => p.id)).toEqual([product.id]);
  expect((await admin('GET', `/products?on_sale=true&q=${product.sku}`, merchandiser)).json().total).toBe(0);
  expect((await admin('POST', `/products/${product.id}/restore`, merchandiser, {})).json().data.on_sale).toBe(true);
  expect((await shop(`/product/${product.id}`, 'en')).availability).toBe('available');
  const actions = (await auditRows(t)).filter((r) => r.targetId === String(product.id)).map((r) => r.action);
  expect(actions).toEqual(['product.create', 'product.withdraw', 'product.restore']);
});

test('refused input changes nothing: other hosts, unknown references, a taken SKU, bad fields', async () => {
  const before = (await auditRows(t)).length;
  const other = newProduct({ pictures: ['https://example.com/catalogue/x.png'] });
  expectError(await admin('POST', '/products', merchandiser, other), 400, 40090);
  const avatar = `${t.ctx.config.publicUrl}/v0/b/${t.ctx.config.storage.bucket}/o/avatars%2F1%2Fa.png?alt=media&token=x`;
  expectError(await admin('POST', '/products', merchandiser, newProduct({ pictures: [avatar] })), 400, 40090);
  expectError(await admin('POST', '/products', merchandiser, newProduct({ category_id: 999999 })), 400, 40091);
  expectError(await admin('POST', '/products', merchandiser, newProduct({ theme_ids: [999999] })), 400, 40091);
  expectError(await admin('POST', '/products', merchandiser, { ...newProduct(), marked_price: -1 }), 400, 40004);
  expectError(await admin('POST', '/products', merchandiser, { ...newProduct(), variant_of: 1 }), 400, 40004);
  const taken = await create(newProduct());
  expectError(await admin('POST', '/products', merchandiser, newProduct({ sku: taken.sku })), 409, 40930);
  expectError(await admin('PATCH', `/products/${taken.id}`, merchandiser, {}), 400, 40004);
  expectError(await admin('PATCH', `/products/${taken.id}`, merchandiser, { stock: 5 }), 400, 40004);
  expectError(await admin('PATCH', `/products/${taken.id}`, merchandiser, { pictures: ['/etc/passwd'] }), 400, 40090);
  expectError(await admin('PATCH', '/products/2147483647', merchandiser, { adult: true }), 404, 40450);
  expectError(await admin('GET', '/products/2147483647', merchandiser), 404, 40450);
  // Only the one product made above was written, with its one audit row.
  expect((await auditRows(t)).length).toBe(before + 1);
  expect((await t.ctx.db.select().from(products).where(eq(products.sku, other.sku))).length).toBe(0);
});

test('stock moves by a delta beside concurrent checkouts: no sale is undone, and it never goes below zero', async () => {
  const p = (await buyable(t))[0]!;
  await setProduct(t, p.id, { stock: 20, purchaseLimit: 5 });
  const wide = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const buys = Array.from({ length: 30 }, (_, i) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/order',
      payload: { ...twOrder([{ p, amount: 1 }]), guest_email: `stock-${i}@example.com` },
      agent: wide,
    }),
  );
  const edits = Array.from({ length: 10 }, () => admin('POST', `/products/${p.id}/stock`, merchandiser, { delta: 1 }));
  const [bought, edited] = await Promise.all([Promise.all(buys), Promise.all(edits)]);
  wide.destroy();
  const sold = bought.filter((r) => r.statusCode === 200).length;
  expect(edited.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  expect(sold).toBeGreaterThanOrEqual(20);
  expect(await stockOf(t, p.id)).toBe(20 + 10 - sold);
  const stock = await stockOf(t, p.id);
  expectError(await admin('POST', `/products/${p.id}/stock`, merchandiser, { delta: -(stock + 1) }), 409, 40931);
  expectError(await admin('POST', `/products/${p.id}/stock`, merchandiser, { delta: 0 }), 400, 40004);
  expect(await stockOf(t, p.id)).toBe(stock);
  const rows = (await auditRows(t)).filter((r) => r.action === 'product.stock' && r.targetId === String(p.id));
  expect(rows).toHaveLength(10);
});

test("a size made in the console moves its design's stock; the design itself is stocked only through its sizes", async () => {
  const design = await create(newProduct({ stock: 0 }));
  const size = await create(newProduct({ stock: 4, variant_of: design.id, variant_label: 'M' }));
  expect(size).toMatchObject({ variant_of: design.id, variant_label: 'M' });
  expect((await admin('GET', `/products/${design.id}`, merchandiser)).json().data).toMatchObject({
    stock: 4,
    size_ids: [size.id],
  });
  await admin('POST', `/products/${size.id}/stock`, merchandiser, { delta: 3 });
  expect([await stockOf(t, size.id), await stockOf(t, design.id)]).toEqual([7, 7]);
  expectError(await admin('POST', `/products/${design.id}/stock`, merchandiser, { delta: 1 }), 409, 40931);
  expectError(
    await admin('POST', '/products', merchandiser, newProduct({ variant_of: size.id, variant_label: 'L' })),
    400,
    40091,
  );
});

test("an order of a console-made product shows its picture as it was ordered, in the shop's and the console's record", async () => {
  const product = await create(newProduct());
  const [row] = await t.ctx.db.select().from(products).where(eq(products.id, product.id));
  const [member, owner] = await Promise.all([t.login(), operatorToken(t, 'owner')]);
  const placed = await postOrder(t, twOrder([{ p: row!, amount: 1 }]), { authorization: member });
  expect(placed.statusCode).toBe(200);
  const order = placed.json().data.order;
  expect(order.items[0].image).toBe(product.pictures[0]);
  const read = (url: string, authorization: string) => t.inject({ url, headers: { authorization } }).then((r) => r.json().data);
  /** The line's picture in the member's order detail and order list, and in the console's order record. */
  const shown = async () => {
    const detail = await read(`/api/v1/order/${order.order_id}`, member);
    const list = await read('/api/v1/order', member);
    const record = await read(`/api/admin/v1/orders/${order.order_id}`, owner);
    const listed = list.find((o: { order_id: number }) => o.order_id === order.order_id);
    return [detail.items[0].image, listed.items[0].image, record.order.items[0].image];
  };
  expect(await shown()).toEqual(Array(3).fill(product.pictures[0]));
  // New pictures change the shop's product, not what the order recorded.
  const pictures = [storedPicture(t, `figure-${product.id}-new.png`)];
  expect((await admin('PATCH', `/products/${product.id}`, merchandiser, { pictures })).statusCode).toBe(200);
  expect((await shop(`/product/${product.id}`, 'en')).images).toEqual(pictures);
  expect(await shown()).toEqual(Array(3).fill(product.pictures[0]));
});

test('staff and visitors are refused every product route', async () => {
  const staff = await operatorToken(t, 'staff');
  for (const auth of [staff, undefined]) {
    const [status, code] = auth ? [403, 40340] : [401, 40141];
    expectError(await admin('GET', '/products', auth), status, code);
    expectError(await admin('GET', '/products/1', auth), status, code);
    expectError(await admin('POST', '/products', auth, newProduct()), status, code);
    expectError(await admin('PATCH', '/products/1', auth, { adult: true }), status, code);
    expectError(await admin('POST', '/products/1/stock', auth, { delta: 1 }), status, code);
    expectError(await admin('POST', '/products/1/withdraw', auth, {}), status, code);
    expectError(await admin('POST', '/products/1/restore', auth, {}), status, code);
  }
  const owner = await operatorToken(t, 'owner');
  expect((await admin('GET', '/products?page_size=1', owner)).statusCode).toBe(200);
});
