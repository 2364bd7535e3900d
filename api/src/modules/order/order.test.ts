import { sql } from 'drizzle-orm';
import { OrderCreated } from '@shop/shared/contract';
import { cartItems, orders, setOffers } from '../../db/schema';
import { mailsTo } from '../../testing/outbox';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, priceOf, setProduct, stockOf, twOrder, type Product } from '../../testing/order-fixtures';

let t: TestApi;
let auth: string;
let tw: Product[];
beforeAll(async () => {
  t = await startTestApi();
  auth = await t.login();
  tw = await buyable(t);
});
afterAll(() => t.close());

const orderCount = async () => (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

describe('POST order (member)', () => {
  test('creates the order from the server’s prices, takes the stock, empties those cart lines', async () => {
    const [a, b] = [tw[0]!, tw[1]!];
    for (const p of [a, b])
      await t.inject({
        method: 'POST',
        url: '/api/v1/cart',
        headers: { authorization: auth },
        payload: { product_id: p.id, update_amount: 1 },
      });
    const before = [await stockOf(t, a.id), await stockOf(t, b.id)];
    const res = await postOrder(
      t,
      twOrder([
        { p: a, amount: 1 },
        { p: b, amount: 1 },
      ]),
      { authorization: auth },
    );
    expect(res.statusCode).toBe(200);
    expectShape(OrderCreated, res.json());
    const { order, guest_token } = res.json().data;
    expect(guest_token).toBeNull();
    expect(order).toMatchObject({ status: 'pending_activation', paid_at: null, is_guest: false });
    // Its payment started after the order committed: pending, for the order's total, by its method.
    expect(order.purchase).toMatchObject({ order_id: order.order_id, subject: 'order', status: 'pending' });
    expect(order.purchase).toMatchObject({ amount: order.amounts.total, method: 'credit_card', qr_code: null });
    expect(order.order_number).toMatch(/^S\d{6}\d{7}$/);
    expect(order.amounts.subtotal).toBe(priceOf(a) + priceOf(b));
    expect(order.amounts.total).toBe(order.amounts.subtotal + order.amounts.shipping_fee);
    expect(new Date(order.payment_deadline).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    // The gateway stops taking the payment when the order stops waiting for it, not later.
    expect(new Date(order.purchase.expires_at).getTime()).toBeLessThanOrEqual(new Date(order.payment_deadline).getTime());
    expect(order.items.map((i: { product_id: number }) => i.product_id).sort()).toEqual([a.id, b.id].sort());
    expect([await stockOf(t, a.id), await stockOf(t, b.id)]).toEqual(before.map((n) => n - 1));
    const cart = await t.ctx.db
      .select()
      .from(cartItems)
      .where(sql`${cartItems.productId} in (${a.id}, ${b.id})`);
    expect(cart).toEqual([]);
  });

  test("a price the shopper did not see: 'Shipping costs updated' when the fee changed, else prices updated", async () => {
    const body = twOrder([{ p: tw[2]!, amount: 1 }]);
    const n = await orderCount();
    expectError(await postOrder(t, { ...body, expected_total: body.expected_total + 1 }, { authorization: auth }), 400, 40035);
    // The cart showed a fee NT$50 higher than the checkout charges.
    const sawFee = { expected_total: body.expected_total + 50, expected_shipping_fee: body.expected_shipping_fee + 50 };
    expectError(await postOrder(t, { ...body, ...sawFee }, { authorization: auth }), 400, 40034);
    expect(await orderCount()).toBe(n);
  });

  test('uses a claimed coupon once; a typed code is claimed on the way', async () => {
    const p = tw.find((x) => priceOf(x) >= 600)!;
    const withDiscount = (code: string, off: number) => {
      const body = twOrder([{ p, amount: 1 }], { coupon_code: code });
      return { ...body, expected_total: body.expected_total - off };
    };
    const first = await postOrder(t, withDiscount('democlaimed', 80), { authorization: auth });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.order.coupon).toMatchObject({ code: 'DEMOCLAIMED', discount: 80, free_shipping: false });
    expect(first.json().data.order.amounts.discount).toBe(80);
    expectError(await postOrder(t, withDiscount('DEMOCLAIMED', 80), { authorization: auth }), 400, 40045);
    const typed = await postOrder(t, withDiscount('WELCOME100', 100), { authorization: auth });
    expect(typed.statusCode).toBe(200);
    const coupons = (await t.inject({ url: '/api/v1/coupon?status=used', headers: { authorization: auth } })).json().data;
    expect(coupons.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['DEMOCLAIMED', 'WELCOME100']));
  });

  test('an invalid token is refused, not treated as a visitor', async () => {
    expectError(await postOrder(t, twOrder([{ p: tw[0]!, amount: 1 }]), { authorization: 'Bearer nope' }), 403, 40301);
  });
});

describe('POST order (visitor)', () => {
  test('a guest buys with store pickup; the signed link is mailed and opens the order', async () => {
    const p = tw[3]!;
    const body = twOrder([{ p, amount: 1 }], {
      delivery_method: 'cvs',
      cvs_store: { brand: 'family', store_id: '006598' },
      address: undefined,
      guest_email: 'Guest@Example.com',
      payment_method: 'wechat_pay',
    });
    const fee = priceOf(p) >= 1000 ? 0 : 60;
    const res = await postOrder(t, { ...body, expected_total: priceOf(p) + fee, expected_shipping_fee: fee });
    expect(res.statusCode).toBe(200);
    const { order, guest_token } = res.json().data;
    expect(order).toMatchObject({ is_guest: true, delivery: { delivery_method: 'cvs', address: null } });
    expect(order.delivery.cvs_store).toMatchObject({ brand: 'family', store_id: '006598', name: expect.any(String) });
    expect(guest_token).toEqual(expect.any(String));
    // The mail is signed when it is sent: its own token, to the same order.
    const [mail] = await mailsTo(t.ctx.db, 'Guest@Example.com');
    expect(mail!.text).toContain(`/order-detail?order_id=${order.order_id}&token=`);
    const token = decodeURIComponent(/token=([^\s&"\]]+)/.exec(mail!.text)![1]!);
    const read = await t.inject(`/api/v1/order/${order.order_id}?token=${encodeURIComponent(token)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.order_number).toBe(order.order_number);
  });

  test('a visitor needs an e-mail, and coupons are for members', async () => {
    const body = twOrder([{ p: tw[3]!, amount: 1 }]);
    expectError(await postOrder(t, body), 400, 40036);
    expectError(await postOrder(t, { ...body, guest_email: 'g@example.com', coupon_code: 'WELCOME100' }), 400, 40040);
  });
});

describe('POST order refusals (nothing is written)', () => {
  let n: number;
  beforeEach(async () => {
    n = await orderCount();
  });
  afterEach(async () => {
    expect(await orderCount()).toBe(n);
  });
  const member = (body: unknown) => postOrder(t, body, { authorization: auth });

  test('bad input and incomplete shipping information', async () => {
    const body = twOrder([{ p: tw[0]!, amount: 1 }]);
    expectError(await member({ ...body, lines: [] }), 400, 40004);
    expectError(await member({ ...body, lines: [body.lines[0], body.lines[0]] }), 400, 40004);
    expectError(await member({ ...body, delivery_method: 'drone' }), 400, 40004);
    expectError(await member({ ...body, expected_total: -1 }), 400, 40004);
    expectError(await member({ ...body, address: undefined }), 400, 40036);
    expectError(await member({ ...body, delivery_method: 'cvs', cvs_store: { brand: '711', store_id: '006598' } }), 400, 40036);
    expectError(await member({ ...body, recipient: { ...body.recipient, phone_number: '12345' } }), 400, 40038);
  });

  test('product rules: purchase limit, stock, unavailable, single checkout, one origin', async () => {
    const [a, b, c] = [tw[4]!, tw[5]!, tw[6]!];
    expectError(await member(twOrder([{ p: a, amount: a.purchaseLimit + 1 }])), 400, 40022);
    await setProduct(t, a.id, { stock: 0 });
    expectError(await member(twOrder([{ p: a, amount: 1 }])), 400, 40031);
    await setProduct(t, a.id, { stock: 20, status: 'unavailable' });
    expectError(await member(twOrder([{ p: a, amount: 1 }])), 400, 40031);
    await setProduct(t, a.id, { status: 'on_sale', singleCheckout: true });
    expectError(
      await member(
        twOrder([
          { p: a, amount: 1 },
          { p: b, amount: 1 },
        ]),
      ),
      400,
      40024,
    );
    await setProduct(t, a.id, { singleCheckout: false });
    const cn = (await buyable(t, 'CN', 'TW'))[0]!;
    expectError(
      await member(
        twOrder([
          { p: c, amount: 1 },
          { p: cn, amount: 1 },
        ]),
      ),
      400,
      40026,
    );
    expect(await stockOf(t, a.id)).toBe(20);
  });

  test("a set in the cart is bought whole: 'Please select all items'", async () => {
    const [set, part] = [tw[7]!, tw[8]!];
    await t.ctx.db.insert(setOffers).values({ productId: set.id, itemProductId: part.id, unitPrice: 0 });
    const line = { product_id: set.id, update_amount: 1, sub_product_infos: [{ product_id: part.id, amount: 1 }] };
    await t.inject({ method: 'POST', url: '/api/v1/cart', headers: { authorization: auth }, payload: line });
    expectError(await member(twOrder([{ p: set, amount: 1 }])), 400, 40025);
    const whole = twOrder([{ p: set, amount: 1 }]);
    const res = await member({ ...whole, lines: [{ ...whole.lines[0]!, sub_product_infos: line.sub_product_infos }] });
    expect(res.statusCode).toBe(200);
    n += 1;
    expect(res.json().data.order.items[0].sub_product_infos).toEqual([
      { product_id: part.id, display_name: part.nameTw, amount: 1, unit_price: 0 },
    ]);
  });

  test('destinations: not sold there, no such route, customs number, English only', async () => {
    const twOnly = tw.find((p) => !p.salesArea.includes('OVERSEAS'))!;
    const overseas = tw.find((p) => p.salesArea.includes('OVERSEAS'))!;
    const abroad = (p: Product, country: string, extra = {}) =>
      twOrder([{ p, amount: 1 }], {
        country_code: country,
        delivery_method: 'overseas_courier',
        recipient: { name: 'Min-jun Kim', phone_code: '82', phone_number: '01012345678', email: 'kim@example.com' },
        address: { city: 'Seoul', district: 'Gangnam-gu', postal_code: '06000', detail: '1 Teheran-ro' },
        ...extra,
      });
    expectError(await member(abroad(twOnly, 'KR', { customs_id: 'P123456789012' })), 400, 40032);
    expectError(await member({ ...twOrder([{ p: overseas, amount: 1 }]), delivery_method: 'overseas_courier' }), 400, 40032);
    expectError(await member(abroad(overseas, 'ZZ')), 400, 40032);
    expectError(await member(abroad(overseas, 'KR')), 400, 40033);
    expectError(await member(abroad(overseas, 'KR', { customs_id: 'P12345' })), 400, 40033);
    const korean = abroad(overseas, 'KR', { customs_id: 'p1234-5678-9012' });
    expectError(await member({ ...korean, recipient: { ...korean.recipient, name: '김민준' } }), 400, 40037);
    // Valid: the customs number is stored compact; import taxes are excluded and no threshold makes shipping free.
    const res = await member({ ...korean, expected_total: priceOf(overseas) + 380, expected_shipping_fee: 380 });
    expect(res.statusCode).toBe(200);
    n += 1;
    expect(res.json().data.order).toMatchObject({
      customs: { country_code: 'KR', id_number: 'P123456789012' },
      import_tax_excluded: true,
      return_shipping_fee: 760,
    });
  });
});
