import { OrderCreated } from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, twOrder, type Product } from '../../testing/order-fixtures';

// A Taiwan order takes a uniform e-invoice as its buyer chose it: the shop's member carrier unless they gave a carrier
// of their own, a charity's love code or a company's business number; a code in the wrong format is refused with
// its own message, in the buyer's language, before anything is written.

let t: TestApi;
let tw: Product[];
let member: string;
beforeAll(async () => {
  t = await startTestApi();
  tw = await buyable(t);
  member = await t.login();
});
afterAll(() => t.close());

let next = 0;
const order = (invoice: unknown, headers: Record<string, string> = {}) =>
  postOrder(
    t,
    { ...twOrder([{ p: tw[next++ % tw.length]!, amount: 1 }]), ...(invoice === undefined ? {} : { invoice }) },
    {
      authorization: member,
      ...headers,
    },
  );

test('each kind of invoice is kept as chosen, codes in capitals; none chosen is the member carrier', async () => {
  const cases: [unknown, unknown][] = [
    [undefined, { kind: 'member', code: null, title: null, issued: null }],
    [
      { kind: 'mobile', carrier: '/abc+123' },
      { kind: 'mobile', code: '/ABC+123', title: null, issued: null },
    ],
    [
      { kind: 'certificate', carrier: 'ab12345678901234' },
      { kind: 'certificate', code: 'AB12345678901234', title: null, issued: null },
    ],
    [
      { kind: 'donation', love_code: '8585' },
      { kind: 'donation', code: '8585', title: null, issued: null },
    ],
    [
      { kind: 'company', business_number: '22099131', title: ' 台灣積體電路製造 ' },
      { kind: 'company', code: '22099131', title: '台灣積體電路製造', issued: null },
    ],
  ];
  for (const [choice, shown] of cases) {
    const res = await order(choice);
    expect(res.statusCode).toBe(200);
    expectShape(OrderCreated, res.json());
    expect(res.json().data.order.invoice).toEqual(shown);
    const read = await t.inject({ url: `/api/v1/order/${res.json().data.order.order_id}`, headers: { authorization: member } });
    expect(read.json().data.invoice).toEqual(shown);
  }
});

test('a code in the wrong format is refused with its own error, in the language asked', async () => {
  expectError(await order({ kind: 'mobile', carrier: 'ABC1234' }), 400, 40080);
  expectError(await order({ kind: 'certificate', carrier: 'A123456789012345' }), 400, 40081);
  expectError(await order({ kind: 'donation', love_code: '12' }), 400, 40082);
  expectError(await order({ kind: 'company', business_number: '22099132' }), 400, 40083);
  const zh = await order({ kind: 'company', business_number: '12345678' }, { locale: 'tw' });
  expect(zh.json().error_msg).toBe('統一編號不正確，請確認後再次輸入');
  // Another kind's field, or none at all, is a bad request.
  expectError(await order({ kind: 'mobile', love_code: '8585' }), 400, 40004);
  expectError(await order({ kind: 'paper' }), 400, 40004);
});

test('an order delivered outside Taiwan takes no uniform invoice, whatever was sent', async () => {
  const overseas = tw.find((p) => p.salesArea.includes('OVERSEAS'))!;
  const korean = twOrder([{ p: overseas, amount: 1 }], {
    country_code: 'KR',
    delivery_method: 'overseas_courier',
    recipient: { name: 'Min-jun Kim', phone_code: '82', phone_number: '01012345678', email: 'kim@example.com' },
    address: { city: 'Seoul', district: 'Gangnam-gu', postal_code: '06000', detail: '1 Teheran-ro' },
    customs_id: 'P123456789012',
    invoice: { kind: 'donation', love_code: '8585' },
  });
  const quote = await t.inject({
    method: 'POST',
    url: '/api/v1/order/coupon',
    headers: { authorization: member },
    payload: { lines: korean.lines, country_code: 'KR', delivery_method: 'overseas_courier' },
  });
  const { amounts } = quote.json().data;
  const res = await postOrder(
    t,
    { ...korean, expected_total: amounts.total, expected_shipping_fee: amounts.shipping_fee },
    { authorization: member },
  );
  expect(res.statusCode).toBe(200);
  expect(res.json().data.order.invoice).toBeNull();
});
