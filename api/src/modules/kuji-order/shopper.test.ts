import { eq } from 'drizzle-orm';
import { KujiDrawBody, KujiOpenedBody, KujiOrderBody, KujiOrderList } from '@shop/shared/contract';
import { couponClaims } from '../../db/schema';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { request } from '../../testing/http';
import { buy, countsOf, get, members, openBox, paidNotice, placed } from '../../testing/kuji-order-fixtures';

// What the member does with their own kuji orders besides paying: reads each by the number the shop shows, ends an
// unpaid one (its tickets back at once), and keeps how far the draw show got for every device.

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const post = (url: string, auth: string, payload?: unknown) =>
  request(t.base, { method: 'POST', url, payload, headers: { authorization: auth } });

/** K, the day in Taiwan (yymmdd), the id in seven digits: the shop orders' style. */
const numberOf = (order: { order_id: number; created_at: string }) => {
  const day = new Date(Date.parse(order.created_at) + 8 * 3600_000).toISOString();
  return `K${day.slice(2, 4)}${day.slice(5, 7)}${day.slice(8, 10)}${String(order.order_id).padStart(7, '0')}`;
};

test('every kuji order has an order number in the shop orders’ style, on its record, the list and the draw', async () => {
  const box = await openBox(t, [5]);
  const [member] = await members(t, 1, 'number');
  const order = await placed(t, { kuji_id: box, draws: 2 }, { auth: member! });
  expect(order.order_number).toBe(numberOf(order));
  expect(order.order_number).toMatch(/^K\d{13}$/);
  await paidNotice(t, order.purchase);
  const record = await get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: member! });
  expectShape(KujiOrderBody, record.json());
  expect(record.json().data.order_number).toBe(numberOf(order));
  const list = await get(t, '/api/v1/kuji-order', { auth: member! });
  expectShape(KujiOrderList, list.json());
  expect(list.json().data[0].order_number).toBe(numberOf(order));
  const draw = await get(t, `/api/v1/kuji-order/${order.order_id}/draw`, { auth: member! });
  expectShape(KujiDrawBody, draw.json());
  expect(draw.json().data.order_number).toBe(numberOf(order));
});

test('the gateway’s card page names the kuji order by its number', async () => {
  const box = await openBox(t, [5]);
  const [member] = await members(t, 1, 'number-card');
  const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: member! });
  const page = await get(t, new URL(order.purchase.payment_url).pathname);
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(numberOf(order));
});

describe('cancel', () => {
  test('an unpaid order ends at once: its tickets and its coupon go back, a second cancel answers it as it is', async () => {
    const box = await openBox(t, [3]);
    const [member] = await members(t, 1, 'cancel');
    const order = await placed(t, { kuji_id: box, draws: 3, coupon_code: 'KUJI100' }, { auth: member! });
    expect(await countsOf(t, box)).toMatchObject({ reserved: 3 });

    const res = await post(`/api/v1/kuji-order/${order.order_id}/cancel`, member!);
    expectShape(KujiOrderBody, res.json());
    expect(res.json().data).toMatchObject({ order_id: order.order_id, status: 'expired', purchase: { status: 'canceled' } });
    expect(await countsOf(t, box)).toMatchObject({ reserved: 0, drawn: 0 });
    expect(await t.ctx.db.select().from(couponClaims).where(eq(couponClaims.kujiOrderId, order.order_id))).toEqual([]);
    // The same three tickets and the coupon sell again now, not at the payment deadline.
    await placed(t, { kuji_id: box, draws: 3, coupon_code: 'KUJI100' }, { auth: member! });

    const again = await post(`/api/v1/kuji-order/${order.order_id}/cancel`, member!);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('expired');
    expect(await countsOf(t, box)).toMatchObject({ reserved: 3 });
    // Its late payment is not taken: the order is over.
    expectError(await post(`/api/v1/kuji-order/${order.order_id}`, member!, {}), 400, 40039);
  });

  test('a paid order is not the member’s to cancel, and nobody cancels another member’s order', async () => {
    const box = await openBox(t, [4]);
    const [member, other] = await members(t, 2, 'cancel-paid');
    const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: member! });
    expectError(await post(`/api/v1/kuji-order/${order.order_id}/cancel`, other!), 404, 40401);
    await paidNotice(t, order.purchase);
    const res = await post(`/api/v1/kuji-order/${order.order_id}/cancel`, member!);
    expect(res.statusCode).toBe(409);
    expect(res.json().error_code).toBe(40950);
    expect(await countsOf(t, box)).toMatchObject({ reserved: 1, drawn: 1 });
  });
});

describe('tickets opened', () => {
  test('kept for every device: it only grows, never past the draws, and the record and the draw tell it', async () => {
    const box = await openBox(t, [6]);
    const [member] = await members(t, 1, 'opened');
    const order = await placed(t, { kuji_id: box, draws: 3 }, { auth: member! });
    expectError(await post(`/api/v1/kuji-order/${order.order_id}/opened`, member!, { opened: 1 }), 400, 40073);
    await paidNotice(t, order.purchase);
    const record = () => get(t, `/api/v1/kuji-order/${order.order_id}`, { auth: member! });
    expect((await record()).json().data.tickets_opened).toBe(0);

    const two = await post(`/api/v1/kuji-order/${order.order_id}/opened`, member!, { opened: 2 });
    expectShape(KujiOpenedBody, two.json());
    expect(two.json().data).toEqual({ tickets_opened: 2 });
    // Another device that saw fewer does not lower it; more than the draws is the draws.
    expect((await post(`/api/v1/kuji-order/${order.order_id}/opened`, member!, { opened: 1 })).json().data.tickets_opened).toBe(
      2,
    );
    expect((await post(`/api/v1/kuji-order/${order.order_id}/opened`, member!, { opened: 9 })).json().data.tickets_opened).toBe(
      3,
    );
    expect((await record()).json().data.tickets_opened).toBe(3);
    expect((await get(t, '/api/v1/kuji-order', { auth: member! })).json().data[0].tickets_opened).toBe(3);
    expect((await get(t, `/api/v1/kuji-order/${order.order_id}/draw`, { auth: member! })).json().data.tickets_opened).toBe(3);
  });

  test('bad counts are 400 with a code, another member’s order 404', async () => {
    const box = await openBox(t, [2]);
    const [member, other] = await members(t, 2, 'opened-bad');
    const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: member! });
    await paidNotice(t, order.purchase);
    for (const body of [{ opened: -1 }, { opened: 'two' }, {}, { opened: 1, extra: true }]) {
      const res = await post(`/api/v1/kuji-order/${order.order_id}/opened`, member!, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toEqual(expect.any(Number));
    }
    expectError(await post(`/api/v1/kuji-order/${order.order_id}/opened`, other!, { opened: 1 }), 404, 40401);
    expect((await buy(t, { kuji_id: box, draws: 1 }, { auth: member! })).statusCode).toBe(200);
  });
});
