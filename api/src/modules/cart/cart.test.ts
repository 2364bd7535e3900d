import { SignJWT } from 'jose';
import { CartBody, type ProductDetail, type ProductSummary } from '@shop/shared/contract';
import { isNotNull } from 'drizzle-orm';
import { products, setOffers } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

const LIMIT = 30;
let t: TestApi;
let auth: string;
let byState: Record<string, ProductSummary[]>;

beforeAll(async () => {
  t = await startTestApi({ CART_LIMIT: String(LIMIT) });
  auth = await t.login();
  byState = {};
  // Products put in the cart as themselves: a design sold in sizes goes in as one of its sizes.
  const designs = new Set(
    (await t.ctx.db.selectDistinct({ id: products.variantOf }).from(products).where(isNotNull(products.variantOf))).map(
      (r) => r.id,
    ),
  );
  for (const a of ['available', 'pre_order', 'sold_out', 'unavailable']) {
    const rows: ProductSummary[] = [];
    for (let page = 1; ; page++) {
      const r = (await t.inject(`/api/v1/product?availability=${a}&page_size=100&page=${page}`)).json();
      rows.push(...r.data);
      if (r.data.length < 100) break;
    }
    byState[a] = rows.filter((p) => !designs.has(p.product_id));
  }
});
afterAll(() => t.close());

const post = (payload: unknown, authorization = auth) =>
  t.inject({ method: 'POST', url: '/api/v1/cart', headers: { authorization }, payload });
const cart = async (authorization = auth) => {
  const res = await t.inject({ url: '/api/v1/cart', headers: { authorization } });
  expect(res.statusCode).toBe(200);
  expectShape(CartBody, res.json());
  return res.json().data as { product_id: number; amount: number; state: string; max_amount: number }[];
};
const detail = async (id: number) => (await t.inject(`/api/v1/product/${id}`)).json().data as ProductDetail;
const clear = async () => {
  for (const item of await cart()) await post({ product_id: item.product_id, update_amount: 0 });
};

describe('auth', () => {
  test('no token, a malformed token, a forged token and an expired token all give 40301', async () => {
    expectError(await t.inject('/api/v1/cart'), 403, 40301);
    expectError(await t.inject({ url: '/api/v1/cart', headers: { authorization: 'Bearer abc.def.ghi' } }), 403, 40301);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-xx'));
    expectError(await t.inject({ url: '/api/v1/cart', headers: { authorization: `Bearer ${forged}` } }), 403, 40301);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('y')
      .setIssuedAt(1000)
      .setExpirationTime(2000)
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'));
    expectError(await t.inject({ url: '/api/v1/cart', headers: { authorization: `Bearer ${expired}` } }), 403, 40301);
    expectError(await post({ product_id: 1, update_amount: 1 }, 'Bearer nope'), 403, 40301);
  });
});

describe('POST /cart', () => {
  beforeEach(clear);

  test('adds, updates and removes (0 deletes)', async () => {
    const p = byState.available!.find((x) => !x.is_single_checkout)!;
    const res = await post({ product_id: p.product_id, update_amount: 1 });
    expect(res.statusCode).toBe(200);
    expectShape(CartBody, res.json());
    expect(res.json().data).toEqual([expect.objectContaining({ product_id: p.product_id, amount: 1, state: 'available' })]);
    const limit = Math.min((await detail(p.product_id)).purchase_limit, (await detail(p.product_id)).stock);
    expect((await post({ product_id: p.product_id, update_amount: limit })).json().data[0].amount).toBe(limit);
    expect((await post({ product_id: p.product_id, update_amount: 0 })).json().data).toEqual([]);
    // Removing what is not there is harmless.
    expect((await post({ product_id: p.product_id, update_amount: 0 })).statusCode).toBe(200);
  });

  test('a design sold in sizes is refused (40023); one of its sizes goes in', async () => {
    const design = (await t.inject({ url: '/api/v1/product?keyword=hoodie&page_size=100', headers: { locale: 'en' } }))
      .json()
      .data.map((p: ProductSummary) => p.product_id)[0] as number;
    expectError(await post({ product_id: design, update_amount: 1 }), 400, 40023);
    const size = (await detail(design)).variants.find((v) => v.stock > 0)!;
    expect((await post({ product_id: size.product_id, update_amount: 1 })).statusCode).toBe(200);
    expect((await cart()).map((line) => line.product_id)).toEqual([size.product_id]);
  });

  test('per-product limit: "Understocking" (40022)', async () => {
    const p = byState.available![0]!;
    const d = await detail(p.product_id);
    const res = await post({ product_id: p.product_id, update_amount: Math.min(d.purchase_limit, d.stock) + 1 });
    expect(expectError(res, 400, 40022).error_msg).toBe('庫存不足');
    const en = await t.inject({
      method: 'POST',
      url: '/api/v1/cart',
      headers: { authorization: auth, locale: 'en' },
      payload: { product_id: p.product_id, update_amount: 999 },
    });
    expect(expectError(en, 400, 40022).error_msg).toBe('Understocking');
  });

  test('sold out cannot be added; unavailable is "Out of stock"; pre-orders can', async () => {
    expectError(await post({ product_id: byState.sold_out![0]!.product_id, update_amount: 1 }), 400, 40022);
    expectError(await post({ product_id: byState.unavailable![0]!.product_id, update_amount: 1 }), 400, 40020);
    const pre = byState.pre_order![0]!;
    const res = await post({ product_id: pre.product_id, update_amount: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].state).toBe('pre_order');
  });

  test('cart size limit: "Shopping cart has reached the limit" (40021)', async () => {
    const items = byState.available!.slice(0, LIMIT + 1);
    for (const p of items.slice(0, LIMIT))
      expect((await post({ product_id: p.product_id, update_amount: 1 })).statusCode).toBe(200);
    expect(expectError(await post({ product_id: items[LIMIT]!.product_id, update_amount: 1 }), 400, 40021).error_msg).toBe(
      '購物車已達上限',
    );
    // Changing an item already in a full cart is fine.
    expect((await post({ product_id: items[0]!.product_id, update_amount: 1 })).statusCode).toBe(200);
    expect(await cart()).toHaveLength(LIMIT);
  });

  test('sub products must be set items the product offers, each named once', async () => {
    const [a, b] = byState.available!;
    await t.ctx.db
      .insert(setOffers)
      .values({ productId: a!.product_id, itemProductId: b!.product_id, unitPrice: 120, maxAmount: 2 });
    const ok = await post({
      product_id: a!.product_id,
      update_amount: 1,
      sub_product_infos: [{ product_id: b!.product_id, amount: 1 }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data[0].sub_product_infos).toEqual([
      { product_id: b!.product_id, amount: 1, display_name: b!.display_name, unit_price: 120, state: 'available' },
    ]);
    expectError(
      await post({
        product_id: a!.product_id,
        update_amount: 1,
        sub_product_infos: [
          { product_id: b!.product_id, amount: 1 },
          { product_id: b!.product_id, amount: 2 },
        ],
      }),
      400,
      40023,
    );
    expectError(
      await post({ product_id: a!.product_id, update_amount: 1, sub_product_infos: [{ product_id: 987654, amount: 1 }] }),
      400,
      40027,
    );
  });

  test('bad input: 40004; unknown product: 40401', async () => {
    for (const body of [
      {},
      { product_id: 1 },
      { product_id: '1', update_amount: 1 },
      { product_id: 1, update_amount: -1 },
      { product_id: 1, update_amount: 1.5 },
      { product_id: 1, update_amount: 1, extra: true },
      { product_id: 1, update_amount: 1, sub_product_infos: 'x' },
      [1, 2],
    ]) {
      expectError(await post(body), 400, 40004);
    }
    expectError(await post({ product_id: 999999, update_amount: 1 }), 404, 40401);
  });
});

describe('races', () => {
  beforeAll(clear);

  test('500 concurrent POST /cart from one member never exceed the cart size limit', async () => {
    const products = byState.available!;
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post({ product_id: products[i % products.length]!.product_id, update_amount: 1 })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 200 || c === 400)).toBe(true);
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().error_code === 40021)).toBe(true);
    const items = await cart();
    expect(items).toHaveLength(LIMIT);
    expect(items.every((i) => i.amount <= i.max_amount)).toBe(true);
  }, 240_000);

  test('500 concurrent quantity changes on one product never exceed its limit', async () => {
    await clear();
    const p = byState.available!.find((x) => x.product_id)!;
    const d = await detail(p.product_id);
    const max = Math.min(d.purchase_limit, d.stock);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => post({ product_id: p.product_id, update_amount: (i % (max + 3)) + 1 })),
    );
    expect(results.every((r) => r.statusCode === 200 || r.json().error_code === 40022)).toBe(true);
    const [item] = await cart();
    expect(item!.amount).toBeLessThanOrEqual(max);
  }, 240_000);
});
