import http from 'node:http';
import { inArray } from 'drizzle-orm';
import { CartBody, OrderCreated, OrderQuote, ProductDetailBody } from '@shop/shared/contract';
import { cartItems, orderItems, setOffers } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, priceOf, setProduct, stockOf, twHomeFee, twOrder, type Product } from '../../testing/order-fixtures';
import { runOrderCommand } from './operator';
import { expireDueOrders } from './service';

// Sub-products are set items: only those a product offers, at the offer's price, stocked like any line.
let t: TestApi;
let auth: string;
let tw: Product[];
const wide = new http.Agent({ keepAlive: true, maxSockets: Infinity });
beforeAll(async () => {
  // Holding caps (order/holding-caps.ts) are not what this file tests: every buyer here comes from one address.
  const many = '1000000';
  t = await startTestApi({ HOLD_ORDERS: many, HOLD_UNITS: many, HOLD_ORDERS_PER_IP: many, HOLD_UNITS_PER_IP: many });
  auth = await t.login();
  tw = await buyable(t);
  await t.ctx.db.delete(setOffers);
});
afterAll(async () => {
  wide.destroy();
  await t.close();
});

const offer = (p: Product, item: Product, unitPrice: number, maxAmount = 1, sort = 0) =>
  t.ctx.db.insert(setOffers).values({ productId: p.id, itemProductId: item.id, unitPrice, maxAmount, sort });

type Sub = { item: Product; amount: number; price: number };
/** A guest's order of one line with set items, and the totals the shopper was shown. */
function setOrder(p: Product, amount: number, subs: Sub[], extra: Record<string, unknown> = {}) {
  const subtotal = (priceOf(p) + subs.reduce((sum, s) => sum + s.price * s.amount, 0)) * amount;
  const fee = twHomeFee(subtotal);
  return {
    ...twOrder([{ p, amount }]),
    lines: [{ product_id: p.id, amount, sub_product_infos: subs.map((s) => ({ product_id: s.item.id, amount: s.amount })) }],
    expected_total: subtotal + fee,
    expected_shipping_fee: fee,
    guest_email: 'set-buyer@example.com',
    ...extra,
  };
}
const cartPost = (payload: unknown) =>
  t.inject({ method: 'POST', url: '/api/v1/cart', headers: { authorization: auth }, payload });

describe('a line carries only the set items its product offers', () => {
  test('the issue: a cheap line with 99 expensive products attached is refused, nothing is taken', async () => {
    const [cheap, big1, big2] = [tw[0]!, tw[1]!, tw[2]!];
    const before = [await stockOf(t, big1.id), await stockOf(t, big2.id)];
    const body = setOrder(cheap, 1, [
      { item: big1, amount: 99, price: 0 },
      { item: big2, amount: 99, price: 0 },
    ]);
    const refused = expectError(await postOrder(t, body), 400, 40027);
    expect(refused.error_msg).toBe('此商品沒有提供這個加購品');
    expect([await stockOf(t, big1.id), await stockOf(t, big2.id)]).toEqual(before);
    expectError(
      await cartPost({ product_id: cheap.id, update_amount: 1, sub_product_infos: [{ product_id: big1.id, amount: 99 }] }),
      400,
      40027,
    );
    const quote = await t.inject({
      method: 'POST',
      url: '/api/v1/order/coupon',
      headers: { authorization: auth, locale: 'en' },
      payload: { lines: body.lines, country_code: 'TW', delivery_method: 'home' },
    });
    expect(expectError(quote, 400, 40027).error_msg).toBe('This item is not offered with this product');
  });

  test('more than the offer allows per unit is refused (40028); an item offered by another product is not offered', async () => {
    const [figure, stand, other] = [tw[3]!, tw[4]!, tw[5]!];
    await offer(figure, stand, 300, 2);
    expectError(await postOrder(t, setOrder(figure, 1, [{ item: stand, amount: 3, price: 300 }])), 400, 40028);
    expectError(
      await cartPost({ product_id: figure.id, update_amount: 1, sub_product_infos: [{ product_id: stand.id, amount: 3 }] }),
      400,
      40028,
    );
    expectError(await postOrder(t, setOrder(other, 1, [{ item: stand, amount: 1, price: 300 }])), 400, 40027);
    expectError(
      await cartPost({
        product_id: figure.id,
        update_amount: 1,
        sub_product_infos: [
          { product_id: stand.id, amount: 1 },
          { product_id: stand.id, amount: 1 },
        ],
      }),
      400,
      40023,
    );
  });
});

describe('a set is priced and stocked', () => {
  test('product page lists the offers; cart, quote, order and its record agree on the set price; stock is taken', async () => {
    const [figure, stand, keychain] = [tw[6]!, tw[7]!, tw[8]!];
    await setProduct(t, figure.id, { purchaseLimit: 5 });
    await offer(figure, keychain, 150, 2, 1);
    await offer(figure, stand, 480, 1, 0);
    const page = (await t.inject(`/api/v1/product/${figure.id}`)).json();
    expectShape(ProductDetailBody, page);
    expect(page.data.set_items.map((s: { item: { product_id: number } }) => s.item.product_id)).toEqual([stand.id, keychain.id]);
    expect(page.data.set_items[0]).toMatchObject({ unit_price: 480, max_amount: 1, item: { display_name: stand.nameTw } });

    const subs = [
      { item: stand, amount: 1, price: 480 },
      { item: keychain, amount: 2, price: 150 },
    ];
    const infos = subs.map((s) => ({ product_id: s.item.id, amount: s.amount }));
    const cart = await cartPost({ product_id: figure.id, update_amount: 2, sub_product_infos: infos });
    expect(cart.statusCode).toBe(200);
    expectShape(CartBody, cart.json());
    expect(cart.json().data.find((l: { product_id: number }) => l.product_id === figure.id).sub_product_infos).toEqual([
      { product_id: stand.id, amount: 1, display_name: stand.nameTw, unit_price: 480, state: 'available' },
      { product_id: keychain.id, amount: 2, display_name: keychain.nameTw, unit_price: 150, state: 'available' },
    ]);

    const subtotal = (priceOf(figure) + 480 + 2 * 150) * 2;
    const body = setOrder(figure, 2, subs, { guest_email: undefined });
    const quote = await t.inject({
      method: 'POST',
      url: '/api/v1/order/coupon',
      headers: { authorization: auth },
      payload: { lines: body.lines, country_code: 'TW', delivery_method: 'home' },
    });
    expectShape(OrderQuote, quote.json().data);
    expect(quote.json().data.amounts.subtotal).toBe(subtotal);

    const before = await Promise.all([figure, stand, keychain].map((p) => stockOf(t, p.id)));
    const res = await postOrder(t, body, { authorization: auth });
    expect(res.statusCode).toBe(200);
    expectShape(OrderCreated, res.json());
    const order = res.json().data.order;
    expect(order.amounts.subtotal).toBe(subtotal);
    expect(order.items[0]).toMatchObject({ product_id: figure.id, amount: 2, unit_price: priceOf(figure), line_total: subtotal });
    expect(order.items[0].sub_product_infos).toEqual([
      { product_id: stand.id, display_name: stand.nameTw, amount: 1, unit_price: 480 },
      { product_id: keychain.id, display_name: keychain.nameTw, amount: 2, unit_price: 150 },
    ]);
    // Each unit of the line took its items: 2 figures, 2 stands, 4 keychains.
    expect(await Promise.all([figure, stand, keychain].map((p) => stockOf(t, p.id)))).toEqual([
      before[0]! - 2,
      before[1]! - 2,
      before[2]! - 4,
    ]);
    expect(
      await t.ctx.db
        .select()
        .from(cartItems)
        .where(inArray(cartItems.productId, [figure.id])),
    ).toEqual([]);

    // The operator sees the set items under their line; canceling puts every unit back.
    const shown = await runOrderCommand(t.ctx.db, ['show', String(order.order_id)]);
    expect(shown).toEqual([
      expect.stringContaining(`#${order.order_id} `),
      expect.stringContaining(`#${figure.id} ${figure.nameTw} × 2 @ NT$${priceOf(figure)}`),
      `    + #${stand.id} ${stand.nameTw} × 2 (1 per unit) @ NT$480`,
      `    + #${keychain.id} ${keychain.nameTw} × 4 (2 per unit) @ NT$150`,
    ]);
    await runOrderCommand(t.ctx.db, ['cancel', String(order.order_id)]);
    expect(await Promise.all([figure, stand, keychain].map((p) => stockOf(t, p.id)))).toEqual(before);
  });

  test('an item bought as a line and as a set item in one order is taken once for both; expiry gives both back', async () => {
    const [figure, stand] = [tw[9]!, tw[10]!];
    await setProduct(t, stand.id, { stock: 3, purchaseLimit: 5 });
    await offer(figure, stand, 200);
    const both = (standLine: number) => {
      const base = setOrder(figure, 1, [{ item: stand, amount: 1, price: 200 }]);
      const subtotal = priceOf(figure) + 200 + priceOf(stand) * standLine;
      const fee = twHomeFee(subtotal);
      return {
        ...base,
        lines: [...base.lines, { product_id: stand.id, amount: standLine }],
        expected_total: subtotal + fee,
        expected_shipping_fee: fee,
      };
    };
    // 1 in the set + 3 on their own is one more than there is.
    expectError(await postOrder(t, both(3)), 400, 40031);
    expect(await stockOf(t, stand.id)).toBe(3);
    const res = await postOrder(t, both(2));
    expect(res.statusCode).toBe(200);
    expect(await stockOf(t, stand.id)).toBe(0);
    const id = res.json().data.order.order_id;
    const rows = await t.ctx.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [id]));
    expect(rows.find((r) => r.productId === stand.id)!.reserved).toBe(2);
    expect(rows.find((r) => r.productId === figure.id)!.subProducts[0]).toMatchObject({ unit_price: 200, reserved: 1 });
    expect(await expireDueOrders(t.ctx.db, { orderId: id }, new Date(Date.now() + 86_400_000))).toEqual([id]);
    expect(await stockOf(t, stand.id)).toBe(3);
  });

  test("changing a cart line's amount keeps its set items (checked again); an empty list drops them", async () => {
    const [figure, stand] = [tw[16]!, tw[17]!];
    await setProduct(t, figure.id, { purchaseLimit: 5 });
    await setProduct(t, stand.id, { stock: 2 });
    await offer(figure, stand, 250);
    const subsOf = async (res: Awaited<ReturnType<typeof cartPost>>) =>
      res.json().data.find((l: { product_id: number }) => l.product_id === figure.id).sub_product_infos;
    const infos = [{ product_id: stand.id, amount: 1 }];
    expect(await subsOf(await cartPost({ product_id: figure.id, update_amount: 1, sub_product_infos: infos }))).toHaveLength(1);
    expect(await subsOf(await cartPost({ product_id: figure.id, update_amount: 2 }))).toMatchObject(infos);
    // Three figures would need three stands: two are left.
    expectError(await cartPost({ product_id: figure.id, update_amount: 3 }), 400, 40022);
    expect(await subsOf(await cartPost({ product_id: figure.id, update_amount: 3, sub_product_infos: [] }))).toEqual([]);
  });

  test('a set item sold out or withdrawn: the cart and the order refuse it', async () => {
    const [figure, stand] = [tw[11]!, tw[12]!];
    await offer(figure, stand, 100, 2);
    await setProduct(t, stand.id, { stock: 1 });
    // Two units of the figure need two stands.
    expectError(
      await cartPost({ product_id: figure.id, update_amount: 2, sub_product_infos: [{ product_id: stand.id, amount: 1 }] }),
      400,
      40022,
    );
    expectError(await postOrder(t, setOrder(figure, 1, [{ item: stand, amount: 2, price: 100 }])), 400, 40031);
    await setProduct(t, stand.id, { stock: 10, status: 'unavailable' });
    expectError(
      await cartPost({ product_id: figure.id, update_amount: 1, sub_product_infos: [{ product_id: stand.id, amount: 1 }] }),
      400,
      40020,
    );
    expectError(await postOrder(t, setOrder(figure, 1, [{ item: stand, amount: 1, price: 100 }])), 400, 40031);
    // Withdrawn items are not offered on the product page.
    expect((await t.inject(`/api/v1/product/${figure.id}`)).json().data.set_items).toEqual([]);
  });
});

test('300 buyers for the last 30 units of a set item (in two sets and on its own): never oversold', async () => {
  const [a, b, item] = [tw[13]!, tw[14]!, tw[15]!];
  await setProduct(t, item.id, { stock: 30, purchaseLimit: 5 });
  for (const p of [a, b]) {
    await setProduct(t, p.id, { stock: 1000, purchaseLimit: 5 });
    await offer(p, item, 90);
  }
  const body = (i: number) => {
    const extra = { guest_email: `set-race-${i}@example.com` };
    if (i % 3 === 2) return { ...twOrder([{ p: item, amount: 1 }]), ...extra };
    return setOrder(i % 3 === 0 ? a : b, 1, [{ item, amount: 1, price: 90 }], extra);
  };
  const results = await Promise.all(
    Array.from({ length: 300 }, (_, i) => t.inject({ method: 'POST', url: '/api/v1/order', payload: body(i), agent: wide })),
  );
  const codes = results.map((r) => (r.statusCode === 200 ? 200 : r.json().error_code));
  expect(codes.filter((c) => c === 200)).toHaveLength(30);
  expect(codes.filter((c) => c !== 200)).toEqual(Array(270).fill(40031));
  expect(await stockOf(t, item.id)).toBe(0);
  // Every unit taken is on exactly one order: as a line or as a set item.
  const ids = results.filter((r) => r.statusCode === 200).map((r) => r.json().data.order.order_id as number);
  const rows = await t.ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, ids));
  const units = rows.reduce(
    (sum, r) =>
      sum +
      (r.productId === item.id ? r.reserved : 0) +
      r.subProducts.filter((s) => s.product_id === item.id).reduce((n, s) => n + (s.reserved ?? 0), 0),
    0,
  );
  expect(units).toBe(30);
});
