import { parse } from 'csv-parse/sync';
import { AdminOrderBody, AdminOrderList, type AdminOrderRow, type OrderDetail } from '@shop/shared/contract';
import { DEMO_MEMBER } from '../../seed';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { operatorToken } from '../../testing/operators';
import { buyable, postOrder, twOrder, type Product } from '../../testing/order-fixtures';
import { submitForm } from '../../testing/payment-subject';

// The console finds orders and reads their whole record: each filter narrows the list, the export is the same list
// as CSV for Excel, and only an operator whose role has orders gets any of it.

let t: TestApi;
let tw: Product[];
let owner: string;
let staff: string;
let member: string;
let madeUp = 0;

/** Orders placed through the shop for the filters to tell apart. */
const placed: Record<'memberAlipay' | 'guestCompany' | 'korean', OrderDetail> = {} as never;

beforeAll(async () => {
  t = await startTestApi();
  tw = await buyable(t);
  [owner, staff, member] = await Promise.all([operatorToken(t, 'owner'), operatorToken(t, 'staff'), t.login()]);
  placed.memberAlipay = await place(
    twOrder([{ p: tw[0]!, amount: 2 }], {
      payment_method: 'alipay',
      invoice: { kind: 'donation', love_code: '8585' },
      recipient: { name: '林找得到', phone_code: '886', phone_number: '0911222333', email: 'lin@example.com' },
    }),
    { authorization: member },
  );
  placed.guestCompany = await place(
    twOrder([{ p: tw[1]!, amount: 1 }], {
      payment_method: 'unionpay',
      guest_email: 'console-guest@example.com',
      invoice: { kind: 'company', business_number: '22099131', title: '台灣積體電路製造' },
    }),
  );
  placed.korean = await placeKorean();
});
afterAll(() => t.close());

async function place(body: unknown, headers: Record<string, string> = {}): Promise<OrderDetail> {
  const res = await postOrder(t, body, { 'idempotency-key': `console-${madeUp++}`, ...headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.order;
}

/** A member's order to Korea (no uniform invoice), priced as the checkout prices it. */
async function placeKorean(): Promise<OrderDetail> {
  const overseas = tw.find((p) => p.salesArea.includes('OVERSEAS'))!;
  const body = twOrder([{ p: overseas, amount: 1 }], {
    country_code: 'KR',
    delivery_method: 'overseas_courier',
    recipient: { name: 'Seo-yeon Park', phone_code: '82', phone_number: '01077778888', email: 'park@example.com' },
    address: { city: 'Seoul', district: 'Mapo-gu', postal_code: '04000', detail: '2 World Cup-ro' },
    customs_id: 'P987654321098',
  });
  const quote = await t.inject({
    method: 'POST',
    url: '/api/v1/order/coupon',
    headers: { authorization: member },
    payload: { lines: body.lines, country_code: 'KR', delivery_method: 'overseas_courier' },
  });
  const { amounts } = quote.json().data;
  return place(
    { ...body, expected_total: amounts.total, expected_shipping_fee: amounts.shipping_fee },
    { authorization: member },
  );
}

const list = async (query: string, auth = staff) => {
  const res = await t.inject({ url: `/api/admin/v1/orders?${query}`, headers: { authorization: auth } });
  expect(res.statusCode).toBe(200);
  expectShape(AdminOrderList, res.json());
  return res.json() as AdminOrderList;
};
const idsOf = (rows: AdminOrderRow[]) => rows.map((r) => r.order_id);

describe('GET orders', () => {
  test('newest first, paged, each row with its buyer, amounts, destination and items', async () => {
    const first = await list('page_size=2');
    const second = await list('page_size=2&page=2');
    expect(first.total).toBeGreaterThanOrEqual(10);
    expect(second.total).toBe(first.total);
    const times = [...first.data, ...second.data].map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const all = await list('page_size=100');
    const korean = all.data.find((r) => r.order_id === placed.korean.order_id)!;
    expect(korean).toMatchObject({
      order_number: placed.korean.order_number,
      status: 'pending_activation',
      paid_at: null,
      total: placed.korean.amounts.total,
      refunded_amount: 0,
      payment_method: 'credit_card',
      country_code: 'KR',
      delivery_method: 'overseas_courier',
      items_count: 1,
      invoice_number: null,
    });
    expect(korean.buyer).toEqual({ member_id: expect.any(Number), email: DEMO_MEMBER.email });
    const guest = all.data.find((r) => r.order_id === placed.guestCompany.order_id)!;
    expect(guest.buyer).toEqual({ member_id: null, email: 'console-guest@example.com' });
    expect(all.data.find((r) => r.order_id === placed.memberAlipay.order_id)!.items_count).toBe(2);
    // Past the last page: no rows, the count all the same.
    expect(await list('page_size=100&page=999')).toMatchObject({ data: [], total: first.total });
    // … and of a search matching the member's e-mail, which only the join to members can count.
    const byEmail = await list(`q=${encodeURIComponent(DEMO_MEMBER.email)}`);
    expect(byEmail.total).toBeGreaterThan(0);
    expect(await list(`q=${encodeURIComponent(DEMO_MEMBER.email)}&page=999`)).toMatchObject({ data: [], total: byEmail.total });
  });

  test('each filter narrows the list to the orders it names', async () => {
    const everything = idsOf((await list('page_size=100')).data);
    const narrowed = async (query: string) => {
      const found = await list(`page_size=100&${query}`);
      expect(found.total).toBe(found.data.length);
      expect(found.total).toBeLessThan(everything.length);
      return found.data;
    };
    expect((await narrowed('status=shipped')).every((r) => r.status === 'shipped')).toBe(true);
    const alipay = await narrowed('payment_method=alipay');
    expect(alipay.every((r) => r.payment_method === 'alipay')).toBe(true);
    expect(idsOf(alipay)).toContain(placed.memberAlipay.order_id);
    expect(idsOf(await narrowed('country_code=KR'))).toEqual([placed.korean.order_id]);
    const guests = await narrowed('buyer=guest');
    expect(guests.every((r) => r.buyer.member_id === null)).toBe(true);
    expect(idsOf(guests)).toContain(placed.guestCompany.order_id);
    const members = await narrowed('buyer=member');
    expect(members.every((r) => r.buyer.member_id !== null)).toBe(true);
    expect(idsOf(members)).not.toContain(placed.guestCompany.order_id);
    expect(idsOf(await narrowed('invoice=company'))).toEqual([placed.guestCompany.order_id]);
    expect(idsOf(await narrowed('invoice=donation'))).toEqual([placed.memberAlipay.order_id]);
    const noInvoice = idsOf(await narrowed('invoice=none'));
    expect(noInvoice).toContain(placed.korean.order_id);
    expect(noInvoice).not.toContain(placed.guestCompany.order_id);
    // The seeded orders are days apart: a day's window holds only that day's orders.
    const old = (await list('page_size=100&status=finished')).data[0]!;
    const day = new Date(Date.parse(old.created_at) + 8 * 3600_000).toISOString().slice(0, 10);
    const thatDay = await narrowed(`created_from=${day}&created_to=${day}`);
    expect(idsOf(thatDay)).toContain(old.order_id);
    expect(thatDay.every((r) => new Date(Date.parse(r.created_at) + 8 * 3600_000).toISOString().startsWith(day))).toBe(true);
    expect(idsOf(await narrowed(`created_to=${day}`))).toContain(old.order_id);
    expect(idsOf(await narrowed(`created_from=${day}`))).toContain(placed.korean.order_id);
    // Filters together: both must hold.
    expect(await narrowed('buyer=guest&country_code=KR')).toEqual([]);
  });

  test('q finds an order by its number, an e-mail, the recipient name or phone', async () => {
    const found = async (q: string) => idsOf((await list(`q=${encodeURIComponent(q)}`)).data);
    expect(await found(placed.guestCompany.order_number)).toEqual([placed.guestCompany.order_id]);
    expect(await found(placed.guestCompany.order_number.toLowerCase())).toEqual([placed.guestCompany.order_id]);
    expect(await found('console-guest@')).toEqual([placed.guestCompany.order_id]);
    expect(await found('林找得到')).toEqual([placed.memberAlipay.order_id]);
    expect(await found('0911222333')).toEqual([placed.memberAlipay.order_id]);
    expect(await found('Seo-yeon')).toEqual([placed.korean.order_id]);
    // A member's own e-mail finds all their orders; wildcards are taken as text.
    expect(await found(DEMO_MEMBER.email)).toEqual(
      expect.arrayContaining([placed.korean.order_id, placed.memberAlipay.order_id]),
    );
    expect(await found('%')).toEqual([]);
    expect(await found('S9901010000001')).toEqual([]);
  });

  test('bad filters are refused with 40004', async () => {
    for (const query of [
      'status=lost',
      'page_size=101',
      'page=0',
      'created_from=2026-02-30',
      'created_to=yesterday',
      'payment_method=cash',
      'country_code=kr',
      'buyer=robot',
      'invoice=paper',
      'q=',
      'colour=red',
    ])
      expectError(await t.inject({ url: `/api/admin/v1/orders?${query}`, headers: { authorization: staff } }), 400, 40004);
  });
});

describe('GET orders/{order_id}', () => {
  test('the whole record: items, recipient and address, buyer, steps, notices, payments, refunds, invoice', async () => {
    const paid = await payOnSandbox(placed.guestCompany);
    const res = await t.inject({
      url: `/api/admin/v1/orders/${placed.guestCompany.order_id}`,
      headers: { authorization: owner, locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expectShape(AdminOrderBody, res.json());
    const record = res.json().data;
    expect(record.order).toMatchObject({
      order_id: placed.guestCompany.order_id,
      status: 'pending_activation',
      paid_at: expect.any(String),
      is_guest: true,
      items: [expect.objectContaining({ product_id: tw[1]!.id, amount: 1, display_name: tw[1]!.nameEn })],
      delivery: { country_code: 'TW', recipient: expect.objectContaining({ name: '王小明' }) },
      invoice: { kind: 'company', code: '22099131', issued: expect.objectContaining({ state: expect.any(String) }) },
      refunds: [],
    });
    expect(record.buyer).toEqual({ member_id: null, email: 'console-guest@example.com' });
    expect(record.timeline.map((s: { step: string }) => s.step)).toEqual(['placed', 'paid']);
    expect(record.notices.map((n: { event: string }) => n.event)).toEqual(['order.placed', 'order.paid']);
    expect(record.payments).toEqual([expect.objectContaining({ purchase_id: paid, status: 'paid', method: 'unionpay' })]);
  });

  test('a seeded order in the member centre shows every step it took, oldest first', async () => {
    const finished = (await list('status=finished')).data.find((r) => r.buyer.email === DEMO_MEMBER.email)!;
    const record = (
      await t.inject({ url: `/api/admin/v1/orders/${finished.order_id}`, headers: { authorization: staff } })
    ).json().data;
    expect(record.timeline.map((s: { step: string }) => s.step)).toEqual(['placed', 'paid', 'picking', 'shipped', 'finished']);
    expect(record.order.coupon).not.toBeNull();
    expect(record.payments).toEqual([]);
  });

  test('an unknown order is 404 40440, a bad id 400', async () => {
    expectError(await t.inject({ url: '/api/admin/v1/orders/2147483647', headers: { authorization: staff } }), 404, 40440);
    expectError(await t.inject({ url: '/api/admin/v1/orders/abc', headers: { authorization: staff } }), 400, 40004);
  });
});

describe('GET orders.csv', () => {
  test('the filtered orders as CSV for Excel: BOM, header row, quoted cells, parsed back as listed', async () => {
    const res = await t.inject({ url: '/api/admin/v1/orders.csv?buyer=member&invoice=none', headers: { authorization: staff } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('orders.csv');
    expect([...res.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(res.raw, { bom: true, columns: true }) as Record<string, string>[];
    const listed = await list('page_size=100&buyer=member&invoice=none');
    expect(rows.map((r) => Number(r.order_id))).toEqual(idsOf(listed.data));
    expect(rows.every((r) => r.member_id !== '' && r.invoice_number === '')).toBe(true);
    const korean = rows.find((r) => Number(r.order_id) === placed.korean.order_id)!;
    expect(korean).toMatchObject({
      order_number: placed.korean.order_number,
      country_code: 'KR',
      buyer_email: DEMO_MEMBER.email,
      total: String(placed.korean.amounts.total),
      paid_at: '',
    });
    expect(res.body.split('\r\n')[0]).toBe(
      '\ufefforder_id,order_number,created_at,status,paid_at,total,refunded_amount,payment_method,country_code,' +
        'delivery_method,member_id,buyer_email,items_count,invoice_number',
    );
  });

  test('the same filters are checked; page and page_size are not taken', async () => {
    const csv = (query: string) => t.inject({ url: `/api/admin/v1/orders.csv?${query}`, headers: { authorization: staff } });
    expectError(await csv('status=lost'), 400, 40004);
    expectError(await csv('page=2'), 400, 40004);
    const guests = parse((await csv('buyer=guest&invoice=company')).raw, { bom: true, columns: true });
    expect(guests).toEqual([expect.objectContaining({ order_id: String(placed.guestCompany.order_id), member_id: '' })]);
  });
});

describe('who may read orders', () => {
  const reads = () => ['/api/admin/v1/orders', '/api/admin/v1/orders.csv', `/api/admin/v1/orders/${placed.korean.order_id}`];

  test('a merchandiser is refused 403 40340 and nobody without a session gets in (401 40141)', async () => {
    const merchandiser = await operatorToken(t, 'merchandiser');
    for (const url of reads()) {
      expectError(await t.inject({ url, headers: { authorization: merchandiser } }), 403, 40340);
      expectError(await t.inject(url), 401, 40141);
      expectError(await t.inject({ url, headers: { authorization: 'Bearer not-a-session' } }), 401, 40141);
      // A shopper's token is not an operator's.
      expectError(await t.inject({ url, headers: { authorization: member } }), 401, 40141);
    }
  });

  test('the routes are in the OpenAPI document under admin-orders, with the operator scheme', async () => {
    const doc = (await t.inject('/api/v1/openapi.json')).json();
    const get = doc.paths['/api/admin/v1/orders/{order_id}'].get;
    expect(get).toMatchObject({ tags: ['admin-orders'], operationId: 'getAdminOrder', security: [{ operator: [] }] });
    expect(doc.paths['/api/admin/v1/orders.csv'].get.responses['200'].content).toHaveProperty('text/csv');
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toContain('admin-orders');
  });
});

/** Pays the order on the sandbox's card page; its purchase id. */
async function payOnSandbox(order: OrderDetail): Promise<string> {
  const purchase = order.purchase!;
  const paid = await submitForm(t, new URL(purchase.payment_url).pathname, {
    number: order.payment_method === 'unionpay' ? '6200000000000005' : '4242424242424242',
    expiry: '12/40',
    cvc: '123',
    action: 'pay',
  });
  expect(paid.statusCode).toBe(303);
  return purchase.purchase_id;
}
