import { eq, inArray, sql } from 'drizzle-orm';
import { PrizeBoxBody, PrizeShipmentBody, PrizeShipmentList, PrizeShipmentQuote } from '@shop/shared/contract';
import { prizeShipmentItems, prizeShipments, purchases, refunds } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { get, members, outcome, paidNotice, wideAgent } from '../../testing/kuji-order-fixtures';
import { askToShip, boxOf, quote, shipment, shipmentOf, twHome, winner } from '../../testing/prize-box-fixtures';
import { expireDueShipments } from './service';

// The prize box: a member's won prizes across campaigns, shipped as one parcel the member asks and pays postage for.

let t: TestApi;
beforeAll(async () => {
  // The expiry sweep an hour away: what the reads show of a shipment past its deadline is their own.
  t = await startTestApi({ ORDER_SWEEP_SECONDS: '3600' });
});
afterAll(() => t.close());

const overdue = (id: number) =>
  t.ctx.db.execute(sql`update prize_shipments set payment_deadline = now() - interval '1 second' where id = ${id}`);

describe('the box', () => {
  test("lists every prize the member won across campaigns, the Last One prize too, and nobody else's", async () => {
    const first = await winner(t, 'box', 2, [2]);
    await winner(t, 'box', 1, [3, 3], { auth: first.auth });
    const res = await get(t, '/api/v1/prize-box', { auth: first.auth, headers: { locale: 'en' } });
    expectShape(PrizeBoxBody, res.json());
    const box = res.json().data;
    // Two tickets and the Last One prize of the first box (its final ticket), one ticket of the second.
    expect(box).toHaveLength(4);
    expect(box.filter((p: { kuji_id: number }) => p.kuji_id === first.kujiId)).toEqual([
      expect.objectContaining({ tier: 'A', last_one: false, kuji_order_id: first.orderId, name: 'Prize A' }),
      expect.objectContaining({ tier: 'A', last_one: false }),
      expect.objectContaining({ prize_id: `last${first.kujiId}`, tier: 'LAST', last_one: true, name: 'Last One prize' }),
    ]);
    expect(new Set(box.map((p: { prize_id: string }) => p.prize_id)).size).toBe(4);
    const [stranger] = await members(t, 1, 'box-stranger');
    expect(await boxOf(t, stranger!)).toEqual([]);
    expectError(await get(t, '/api/v1/prize-box'), 403, 40301);
  });

  test('an order shipped the old way (per order) is not in the box', async () => {
    const won = await winner(t, 'legacy', 1, [3]);
    await t.ctx.db.execute(
      sql`update kuji_orders set prizes_shipped_at = now(), prizes_shipping_code = 'OLD1' where id = ${won.orderId}`,
    );
    expect(await boxOf(t, won.auth)).toEqual([]);
  });
});

describe('the postage before asking', () => {
  test('quotes the fee the request then charges, free from the threshold, holding nothing; refuses as the request does', async () => {
    const won = await winner(t, 'quote', 4, [5], { price: 300 });
    const ids = (await boxOf(t, won.auth)).map((p) => p.prize_id);
    const where = { country_code: 'TW', delivery_method: 'home' };
    const two = await quote(t, { prize_ids: ids.slice(0, 2), ...where }, { auth: won.auth });
    expectShape(PrizeShipmentQuote, two.json());
    // NT$600 of draws < NT$1,500: NT$100; NT$1,200 by cvs ≥ NT$1,000: free.
    expect(two.json().data).toEqual({ shipping_fee: 100 });
    expect(
      (await quote(t, { prize_ids: ids, country_code: 'TW', delivery_method: 'cvs' }, { auth: won.auth })).json().data,
    ).toEqual({
      shipping_fee: 0,
    });
    expect(await boxOf(t, won.auth)).toHaveLength(4);
    expect((await shipment(t, twHome(ids.slice(0, 2)), won.auth)).shipping_fee).toBe(100);
    const [other] = await members(t, 1, 'quote-other');
    expectError(await quote(t, { prize_ids: ids.slice(2), ...where }, { auth: other! }), 400, 40075);
    expectError(
      await quote(t, { prize_ids: ids.slice(2), ...where, delivery_method: 'overseas_courier' }, { auth: won.auth }),
      400,
      40032,
    );
    expectError(
      await quote(t, { prize_ids: ids.slice(2), ...where, payment_method: 'credit_card' }, { auth: won.auth }),
      400,
      40004,
    );
    expectError(await quote(t, { prize_ids: ids.slice(2), ...where }, {}), 403, 40301);
  });
});

describe('asking to ship', () => {
  test('one parcel, one fee by destination: the prizes leave the box and wait for the postage', async () => {
    const won = await winner(t, 'ask', 3, [5]);
    const box = await boxOf(t, won.auth);
    const res = await askToShip(t, twHome([box[0]!.prize_id, box[1]!.prize_id]), { auth: won.auth });
    expectShape(PrizeShipmentBody, res.json());
    const s = res.json().data;
    // Taiwan home delivery from Taiwan: NT$100 for the parcel, however many prizes (NT$600 of draws < NT$1,500).
    expect(s).toMatchObject({
      status: 'pending_payment',
      shipping_fee: 100,
      prizes: [{ prize_id: box[0]!.prize_id }, { prize_id: box[1]!.prize_id }],
      delivery: { country_code: 'TW', delivery_method: 'home', recipient: { name: '王小明' } },
      purchase: { status: 'pending', amount: 100, subject: 'prize_shipment', order_id: s.shipment_id },
      paid_at: null,
      tracking_code: null,
    });
    expect(s.shipment_number).toMatch(/^P\d{6}\d{7}$/);
    expect(new Date(s.payment_deadline).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await boxOf(t, won.auth)).map((p) => p.prize_id)).toEqual([box[2]!.prize_id]);
    // Held: asking again for one of them is refused, and the rest of that request is not held either.
    expectError(await askToShip(t, twHome([box[1]!.prize_id, box[2]!.prize_id]), { auth: won.auth }), 409, 40975);
    expect(await boxOf(t, won.auth)).toHaveLength(1);
    const list = await get(t, '/api/v1/prize-shipment', { auth: won.auth });
    expectShape(PrizeShipmentList, list.json());
    expect(list.json().data.map((x: { shipment_id: number }) => x.shipment_id)).toEqual([s.shipment_id]);
  });

  test("a cvs parcel whose draws reach the route's threshold is free: paid at once, no payment", async () => {
    const won = await winner(t, 'free', 4, [5], { price: 300 });
    const box = await boxOf(t, won.auth);
    const s = await shipment(
      t,
      twHome(
        box.map((p) => p.prize_id),
        { delivery_method: 'cvs', address: undefined, cvs_store: { brand: 'family', store_id: '006598' } },
      ),
      won.auth,
    );
    // NT$1,200 of draws ≥ the Taiwan cvs threshold of NT$1,000.
    expect(s).toMatchObject({ status: 'paid', shipping_fee: 0, purchase: null, payment_deadline: null });
    expect(s.paid_at).not.toBeNull();
    expect(s.delivery.cvs_store).toMatchObject({ brand: 'family', store_id: '006598' });
    expect(await boxOf(t, won.auth)).toEqual([]);
  });

  test("someone else's prize, a bad address or a route the shop does not serve are refused, holding nothing", async () => {
    const won = await winner(t, 'refuse', 1, [3]);
    const [other] = await members(t, 1, 'refuse-other');
    const [prize] = await boxOf(t, won.auth);
    expectError(await askToShip(t, twHome([prize!.prize_id]), { auth: other! }), 400, 40075);
    expectError(await askToShip(t, twHome(['t2147483647']), { auth: won.auth }), 400, 40075);
    expectError(await askToShip(t, twHome([prize!.prize_id], { address: undefined }), { auth: won.auth }), 400, 40036);
    expectError(
      await askToShip(t, twHome([prize!.prize_id], { delivery_method: 'overseas_courier' }), { auth: won.auth }),
      400,
      40032,
    );
    expectError(await askToShip(t, twHome([prize!.prize_id, prize!.prize_id]), { auth: won.auth }), 400, 40004);
    expectError(await askToShip(t, twHome([prize!.prize_id]), {}), 403, 40301);
    expect(await boxOf(t, won.auth)).toHaveLength(1);
  });

  test('a member holds at most 3 unpaid shipments (40976); an overdue one neither counts nor holds its prize', async () => {
    const won = await winner(t, 'cap', 4, [6]);
    const box = await boxOf(t, won.auth);
    const held = [];
    for (const p of box.slice(0, 3)) held.push(await shipment(t, twHome([p.prize_id]), won.auth));
    expectError(await askToShip(t, twHome([box[3]!.prize_id]), { auth: won.auth }), 409, 40976);
    // Overdue: it neither counts nor holds its prize, at once, without waiting for the sweep.
    await overdue(held[0]!.shipment_id);
    expect((await shipment(t, twHome([box[0]!.prize_id]), won.auth)).status).toBe('pending_payment');
    expectError(await askToShip(t, twHome([box[3]!.prize_id]), { auth: won.auth }), 409, 40976);
  });

  test('100 requests at once for the same prizes make exactly one shipment', async () => {
    const won = await winner(t, 'race', 3, [5]);
    const ids = (await boxOf(t, won.auth)).map((p) => p.prize_id);
    const agent = wideAgent();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => askToShip(t, twHome(i % 2 ? ids : [...ids].reverse()), { auth: won.auth, agent })),
    );
    agent.destroy();
    const outcomes = results.map(outcome);
    expect(outcomes.filter((o) => o === 200)).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 200)).toEqual(Array(99).fill(40975));
    const list = (await get(t, '/api/v1/prize-shipment', { auth: won.auth })).json().data;
    expect(list).toHaveLength(1);
    const items = await t.ctx.db.select().from(prizeShipmentItems).where(inArray(prizeShipmentItems.prizeKey, ids));
    expect(items.map((i) => [i.shipmentId, i.held])).toEqual(ids.map(() => [list[0].shipment_id, true]));
    expect(await boxOf(t, won.auth)).toEqual([]);
  });
});

describe('paying and expiring', () => {
  test('a paid notice pays the shipment once; its prizes stay out of the box', async () => {
    const won = await winner(t, 'pay', 2, [4]);
    const box = await boxOf(t, won.auth);
    const s = await shipment(t, twHome(box.map((p) => p.prize_id)), won.auth);
    expect((await paidNotice(t, s.purchase!)).statusCode).toBe(200);
    const after = await shipmentOf(t, s.shipment_id, won.auth);
    expect(after).toMatchObject({ status: 'paid', purchase: { status: 'paid' } });
    expect(after.paid_at).not.toBeNull();
    await overdue(s.shipment_id);
    expect(await expireDueShipments(t.ctx.db)).not.toContain(s.shipment_id);
    expect(await boxOf(t, won.auth)).toEqual([]);
  });

  test('unpaid past its deadline, a shipment expires and its prizes are back; a late payment is refunded', async () => {
    const won = await winner(t, 'expire', 2, [4]);
    const box = await boxOf(t, won.auth);
    const s = await shipment(t, twHome(box.map((p) => p.prize_id)), won.auth);
    await overdue(s.shipment_id);
    // Read first: past its deadline a shipment reads expired and its prizes back, before anything writes it so.
    expect((await boxOf(t, won.auth)).map((p) => p.prize_id)).toEqual(box.map((p) => p.prize_id));
    expect(await shipmentOf(t, s.shipment_id, won.auth)).toMatchObject({ status: 'expired', purchase: { status: 'canceled' } });
    const statusOf = async () =>
      (await t.ctx.db.select().from(prizeShipments).where(eq(prizeShipments.id, s.shipment_id)))[0]!.status;
    expect(await statusOf()).toBe('pending_payment');
    expectError(
      await t.inject({
        method: 'POST',
        url: `/api/v1/prize-shipment/${s.shipment_id}`,
        headers: { authorization: won.auth },
        payload: {},
      }),
      400,
      40039,
    );
    // The gateway collected it anyway, the shipment not swept yet: the deadline refuses it, the money goes back in full.
    await t.ctx.db.update(purchases).set({ status: 'pending' }).where(eq(purchases.id, s.purchase!.purchase_id));
    expect((await paidNotice(t, s.purchase!)).statusCode).toBe(200);
    expect((await shipmentOf(t, s.shipment_id, won.auth)).status).toBe('expired');
    expect(await statusOf()).toBe('pending_payment');
    const back = await t.ctx.db.select().from(refunds).where(eq(refunds.purchaseId, s.purchase!.purchase_id));
    expect(back).toEqual([expect.objectContaining({ amount: 100, reason: 'late_payment' })]);
    // The prizes can be asked for again: the request expires the old shipment first.
    expect((await shipment(t, twHome(box.map((p) => p.prize_id)), won.auth)).status).toBe('pending_payment');
    expect(await statusOf()).toBe('expired');
  });

  test("another member's shipment is 404", async () => {
    const won = await winner(t, 'private', 1, [3]);
    const s = await shipment(t, twHome((await boxOf(t, won.auth)).map((p) => p.prize_id)), won.auth);
    const [other] = await members(t, 1, 'private-other');
    expectError(await get(t, `/api/v1/prize-shipment/${s.shipment_id}`, { auth: other }), 404, 40401);
  });
});
