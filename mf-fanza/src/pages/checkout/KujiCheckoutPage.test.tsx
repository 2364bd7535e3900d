import { act } from 'react';
import { jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { KujiOrderRequest, Purchase } from '@shop/shared/contract';
import { keepPlace, liveAdmission } from '@shop/shared/drop';
import { routeHandle } from '@shop/shared/routing';
import { $toasts } from '@shop/shared/stores';
import { admittedPlace, apiAnswers, type FakeRequest } from '@shop/shared/testing';
import { $kujiId, $kujiQrPayment } from '../../lib/kujiSession';
import { campaign, kujiOrder, kujiPurchase, refusal } from '../../testing/purchaseFixtures';
import { renderRoutes, settle } from '../../testing/renderFanza';
import KujiCheckoutPage from './KujiCheckoutPage';

const routes = [
  { path: '/fanza/checkout', element: <KujiCheckoutPage />, handle: routeHandle({ titleKey: 'fanza:title.checkout' }) },
];

async function open(path = '/fanza/checkout?kuji=7&draws=3', locale: 'tw' | 'cn' | 'en' = 'en') {
  const router = await renderRoutes(routes, path, locale);
  await settle();
  return router;
}

const quote = (draws: number, discount = 100) => ({
  status: 200,
  data: {
    data: {
      draws,
      price: 350,
      subtotal: draws * 350,
      discount,
      total: draws * 350 - discount,
      coupon: { coupon_id: 5, code: 'KUJI100', display_name: 'Kuji NT$100 off', discount, free_shipping: false },
    },
  },
});
const posted = (requests: FakeRequest[], url: string) => requests.filter((r) => r.method === 'POST' && r.url === url);
const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const typeCode = async (code: string) => {
  await act(async () => fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: code } }));
  await click(screen.getByRole('button', { name: 'Apply' }));
};
const placeOrder = () => click(screen.getByRole('button', { name: /^Buy and pay/ }));
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = async (label: string, value: string) => {
  await act(async () => fireEvent.change(field(label), { target: { value } }));
  await act(async () => fireEvent.blur(field(label)));
};

/** The error message tied to a field (`aria-describedby`), if any. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  $kujiId.set(null);
  $kujiQrPayment.set(null);
  $toasts.set([]);
});

it('starts with the draws the campaign page asked for, keeps the campaign for a reload, and prices them', async () => {
  apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } } });
  await open();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kuji checkout');
  expect(screen.getByText('Star Sea Voyagers Ichiban Kuji')).toBeTruthy();
  expect(screen.getByTestId('tickets-left').textContent).toBe('42 of 50 tickets left');
  expect(screen.getByTestId('draws-count').textContent).toBe('3 draws');
  expect(screen.getByTestId('kuji-subtotal').textContent).toBe('NT$1,050');
  expect(screen.getByTestId('kuji-total').textContent).toBe('NT$1,050');
  expect(JSON.parse(sessionStorage.getItem('kujiID')!)).toBe(7);
});

it('comes back to the kept campaign without the query, and says so when there is none', async () => {
  $kujiId.set(7);
  apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } } });
  await open('/fanza/checkout');
  expect(screen.getByTestId('draws-count').textContent).toBe('1 draw');
  cleanup();
  $kujiId.set(null);
  await open('/fanza/checkout');
  expect(screen.getByTestId('checkout-nothing')).toBeTruthy();
});

it('keeps the draws within the per-order limit and the tickets left', async () => {
  apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign({ tickets_left: 4 }) } } });
  await open('/fanza/checkout?kuji=7&draws=25');
  expect(screen.getByTestId('draws-count').textContent).toBe('4 draws');
  expect((screen.getByRole('button', { name: 'One draw more' }) as HTMLButtonElement).disabled).toBe(true);
  await click(screen.getByRole('button', { name: 'One draw fewer' }));
  expect(screen.getByTestId('draws-count').textContent).toBe('3 draws');
  await click(screen.getByRole('button', { name: '1 draw' }));
  expect(screen.getByTestId('kuji-subtotal').textContent).toBe('NT$350');
  expect((screen.getByRole('button', { name: 'One draw fewer' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('button', { name: 'All 4 left' })).toBeTruthy();
});

it('says when the campaign cannot be bought: sold out, not started, ended', async () => {
  apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign({ status: 'sold_out', tickets_left: 0 }) } } });
  await open();
  expect(screen.getByTestId('checkout-not-on-sale').textContent).toContain('This Ichiban Kuji is sold out.');
  expect(screen.getByRole('link', { name: 'Go to the campaign' }).getAttribute('href')).toBe('/fanza/7');
});

describe('the coupon', () => {
  it('shows every refusal with the API’s own message, in the shopper’s language', async () => {
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order/coupon': refusal(400, 40050, '此優惠券僅適用於商城訂單'),
    });
    await open('/fanza/checkout?kuji=7&draws=3', 'tw');
    await act(async () => fireEvent.change(screen.getByLabelText('折扣碼'), { target: { value: 'welcome100' } }));
    await click(screen.getByRole('button', { name: '套用' }));
    expect(screen.getByTestId('coupon-outcome').textContent).toBe('此優惠券僅適用於商城訂單');
    expect(screen.getByTestId('coupon-outcome').getAttribute('role')).toBe('alert');
    expect(posted(requests, 'kuji-order/coupon')[0]!.data).toEqual({ kuji_id: 7, draws: 3, coupon_code: 'welcome100' });
    expect(screen.queryByTestId('kuji-discount')).toBeNull();
    // No toast on top of the message beside the field.
    expect($toasts.get().filter((toast) => toast.kind === 'error')).toEqual([]);
  });

  it('takes an accepted code off the total, and prices it again when the draws change', async () => {
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order/coupon': (request) => quote((request.data as { draws: number }).draws),
    });
    await open();
    await typeCode('KUJI100');
    expect(screen.getByTestId('coupon-outcome').textContent).toBe('Coupon applied successfully');
    expect(screen.getByTestId('coupon-applied').textContent).toBe('Using KUJI100');
    expect(screen.getByTestId('kuji-discount').textContent).toBe('−NT$100');
    expect(screen.getByTestId('kuji-total').textContent).toBe('NT$950');
    await click(screen.getByRole('button', { name: 'One draw more' }));
    await settle();
    expect(posted(requests, 'kuji-order/coupon').map((r) => (r.data as { draws: number }).draws)).toEqual([3, 4]);
    expect(screen.getByTestId('kuji-total').textContent).toBe('NT$1,300');
  });

  it('drops a code the new number of draws no longer reaches, saying why', async () => {
    apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order/coupon': (request) =>
        (request.data as { draws: number }).draws >= 3 ? quote(3) : refusal(400, 40046, 'The order does not reach the minimum'),
    });
    await open();
    await typeCode('KUJI100');
    await click(screen.getByRole('button', { name: 'One draw fewer' }));
    await settle();
    expect(screen.getByTestId('coupon-outcome').textContent).toBe('The order does not reach the minimum');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(screen.getByTestId('kuji-total').textContent).toBe('NT$700');
  });
});

describe('placing the order', () => {
  it('asks for a payment method first', async () => {
    const requests = apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } } });
    await open();
    await placeOrder();
    expect(screen.getByTestId('checkout-problem').textContent).toBe('Choose a payment method');
    expect(within(screen.getByTestId('payment-methods')).getByRole('alert').textContent).toBe('Choose a payment method');
    expect(posted(requests, 'kuji-order')).toEqual([]);
  });

  it('buys the draws with the coupon and shows the WeChat Pay QR code, kept for a reload', async () => {
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order/coupon': quote(3),
      'POST kuji-order': {
        status: 200,
        data: { data: kujiOrder({ status: 'pending_payment', paid_at: null, purchase: kujiPurchase('wechat_pay'), prizes: [] }) },
      },
    });
    await open();
    await typeCode('KUJI100');
    await click(screen.getByRole('radio', { name: /^WeChat Pay/ }));
    await placeOrder();
    const [sent] = posted(requests, 'kuji-order');
    expect(sent!.data).toEqual({
      kuji_id: 7,
      draws: 3,
      method: 'wechat_pay',
      coupon_code: 'KUJI100',
      invoice: { kind: 'member' },
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await screen.findByTestId('qr-payment');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay with WeChat Pay');
    expect(screen.getByTestId('qr-amount').textContent).toBe('NT$950');
    expect(JSON.parse(sessionStorage.getItem('kujiQrCode')!)).toMatchObject({ orderId: 41, type: 'wechat_pay' });
    // The shop checkout's QR data is not touched.
    expect(sessionStorage.getItem('qrCode')).toBeNull();
  });

  it('tries again with the same key after a lost answer, and with a new one after a refusal', async () => {
    let answer: { status: number; data: unknown } = { status: 0, data: undefined };
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order': () => {
        if (answer.status === 0) throw new Error('Network Error');
        return answer;
      },
    });
    await open();
    await click(screen.getByRole('radio', { name: /^Alipay/ }));
    await placeOrder();
    answer = refusal(400, 40071, 'Not enough tickets left in this box');
    await placeOrder();
    answer = { status: 200, data: { data: kujiOrder({ status: 'pending_payment', purchase: kujiPurchase('alipay') }) } };
    await placeOrder();
    const keys = posted(requests, 'kuji-order').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('a drop campaign’s order carries this tab’s admission, which it spends; one the API refuses is forgotten', async () => {
    keepPlace('kuji', 7, admittedPlace({ admission: 'admission-for-7' }), 0);
    let answer: { status: number; data: unknown } = refusal(
      403,
      40362,
      'Your time to buy has passed and your place went to the next shopper.',
    );
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order': () => answer,
    });
    await open();
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    expect(posted(requests, 'kuji-order')[0]!.headers['x-drop-admission']).toBe('admission-for-7');
    expect(screen.getByTestId('checkout-problem').textContent).toBe(
      'Your time to buy has passed and your place went to the next shopper.',
    );
    expect(liveAdmission('kuji', 7)).toBeNull();

    keepPlace('kuji', 7, admittedPlace({ admission: 'admission-again' }), 0);
    answer = { status: 200, data: { data: kujiOrder({ status: 'pending_payment', purchase: kujiPurchase('credit_card') }) } };
    await placeOrder();
    expect(posted(requests, 'kuji-order')[1]!.headers['x-drop-admission']).toBe('admission-again');
    expect(liveAdmission('kuji', 7)).toBeNull();
  });

  it('says why the API refused and reads the campaign again when the box changed', async () => {
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order': refusal(400, 40071, 'Not enough tickets left in this box'),
    });
    await open();
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    expect(screen.getByTestId('checkout-problem').textContent).toBe('Not enough tickets left in this box');
    await settle();
    expect(requests.filter((r) => r.url === 'kuji/7')).toHaveLength(2);
  });

  it('a coupon the order refuses is dropped and said beside the field', async () => {
    apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order/coupon': quote(3),
      'POST kuji-order': refusal(400, 40045, 'This coupon has been used'),
    });
    await open();
    await typeCode('KUJI100');
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    expect(screen.getByTestId('coupon-outcome').textContent).toBe('This coupon has been used');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(screen.getByTestId('kuji-total').textContent).toBe('NT$1,050');
  });
});

describe('the e-invoice (a draw is a service sold in Taiwan: every order takes one)', () => {
  const placed = {
    status: 200,
    data: { data: kujiOrder({ status: 'pending_payment', paid_at: null, purchase: kujiPurchase('credit_card'), prizes: [] }) },
  };
  const sentInvoice = (requests: FakeRequest[]) => (posted(requests, 'kuji-order')[0]!.data as KujiOrderRequest).invoice;

  it('offers the kinds with the member carrier chosen, and sends the choice with the order', async () => {
    const requests = apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } }, 'POST kuji-order': placed });
    await open();
    const kinds = within(screen.getByRole('group', { name: 'How to receive the invoice' })).getAllByRole('radio');
    expect(kinds.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'member',
      'mobile',
      'certificate',
      'donation',
      'company',
    ]);
    expect((kinds[0] as HTMLInputElement).checked).toBe(true);
    await click(screen.getByRole('radio', { name: /^Company invoice/ }));
    await type('Unified business number', '04595257');
    await type('Company name', 'Example Co., Ltd.');
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    expect(sentInvoice(requests)).toEqual({ kind: 'company', business_number: '04595257', title: 'Example Co., Ltd.' });
  });

  it('checks a code before buying, and says it with a missing payment method', async () => {
    const requests = apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } } });
    await open();
    await click(screen.getByRole('radio', { name: /^Donate the invoice/ }));
    await act(async () => fireEvent.change(field('Love code (donation code)'), { target: { value: '12' } }));
    await placeOrder();
    expect(errorOf(field('Love code (donation code)'))).toBe('A donation code is 3 to 7 digits');
    expect(screen.getByTestId('checkout-problem').textContent).toBe('Choose a payment method');
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    expect(posted(requests, 'kuji-order')).toEqual([]);
  });

  it('shows the API’s refusal of a code at its field until the code is changed, and does not keep it', async () => {
    const message = 'A mobile barcode is "/" followed by 7 letters, digits or . - +';
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'POST kuji-order': refusal(400, 40080, message),
    });
    await open();
    await click(screen.getByRole('radio', { name: /^Mobile barcode/ }));
    await type('Mobile barcode', '/abc+123');
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    expect(sentInvoice(requests)).toEqual({ kind: 'mobile', carrier: '/ABC+123' });
    expect(errorOf(field('Mobile barcode'))).toBe(message);
    expect(field('Mobile barcode').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('checkout-problem').textContent).toBe(message);
    await type('Mobile barcode', '/ABC+124');
    expect(errorOf(field('Mobile barcode'))).toBeNull();
    cleanup();
    apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } } });
    await open();
    expect((screen.getByRole('radio', { name: /^Member carrier/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts the next checkout on this device, the shop’s too, from the last choice an order took', async () => {
    apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } }, 'POST kuji-order': placed });
    await open();
    await click(screen.getByRole('radio', { name: /^Mobile barcode/ }));
    await type('Mobile barcode', '/abc+123');
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    cleanup();
    $kujiQrPayment.set(null);
    const requests = apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } }, 'POST kuji-order': placed });
    await open();
    expect((screen.getByRole('radio', { name: /^Mobile barcode/ }) as HTMLInputElement).checked).toBe(true);
    expect(field('Mobile barcode').value).toBe('/ABC+123');
    await click(screen.getByRole('radio', { name: /^Credit card/ }));
    await placeOrder();
    expect(sentInvoice(requests)).toEqual({ kind: 'mobile', carrier: '/ABC+123' });
  });

  it('speaks the shopper’s language', async () => {
    apiAnswers({ 'GET kuji/7': { status: 200, data: { data: campaign() } } });
    await open('/fanza/checkout?kuji=7&draws=3', 'tw');
    expect(screen.getByRole('heading', { name: '電子發票' })).toBeTruthy();
    await click(screen.getByRole('radio', { name: /^公司發票/ }));
    await type('統一編號', '12345678');
    expect(errorOf(field('統一編號'))).toBe('統一編號不正確，請確認後再次輸入');
  });
});

it('the QR code turns into the draw show once the payment is paid', async () => {
  jest.useFakeTimers();
  try {
    $kujiQrPayment.set({
      orderId: 41,
      purchaseId: 'pur_kuji_41',
      token: null,
      amount: 950,
      type: 'alipay',
      QRCode: 'http://shop.test/dev/payment/qr/pur_kuji_41',
      paymentUrl: '/dev/payment/qr/pur_kuji_41',
      expiresAt: '2026-11-23T10:15:00.000Z',
    });
    let status: Purchase['status'] = 'pending';
    apiAnswers({ 'GET purchase/pur_kuji_41': () => ({ status: 200, data: { data: kujiPurchase('alipay', { status }) } }) });
    const router = await open('/fanza/checkout');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay with Alipay');
    status = 'paid';
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fanza/lottery'));
    expect(router.state.location.search).toBe('?order=41');
    expect($kujiQrPayment.get()).toBeNull();
  } finally {
    jest.useRealTimers();
  }
});

describe('an unpaid order of this campaign (back from the card page)', () => {
  const unpaid = (fields: Parameters<typeof kujiOrder>[0] = {}) =>
    kujiOrder({
      status: 'pending_payment',
      paid_at: null,
      payment_deadline: '2026-11-23T10:15:00.000Z',
      purchase: kujiPurchase('credit_card', { status: 'canceled' }),
      prizes: [],
      ...fields,
    });
  const pendingList = (...orders: ReturnType<typeof kujiOrder>[]) => ({
    status: 200,
    data: { data: orders, page: 1, page_size: 50, total: orders.length },
  });

  it('is offered instead of buying again, and canceling it gives its tickets back and opens buying', async () => {
    let read = 0;
    const requests = apiAnswers({
      'GET kuji/7': () => ({ status: 200, data: { data: campaign({ tickets_left: read++ === 0 ? 42 : 45 }) } }),
      'GET kuji-order': pendingList(unpaid(), unpaid({ order_id: 40, kuji_id: 8 })),
      'POST kuji-order/41/cancel': { status: 200, data: { data: unpaid({ status: 'expired' }) } },
    });
    await open();
    const offer = screen.getByTestId('pending-kuji-order');
    expect(within(offer).getByRole('heading', { level: 1 }).textContent).toBe('You have an unpaid order for this Ichiban Kuji');
    expect(offer.textContent).toContain(
      'Order K2611230000041: 3 draws of Star Sea Voyagers Ichiban Kuji, NT$950. Its tickets are held for you',
    );
    expect(offer.textContent).toContain('Held until 2026-11-23 18:15.');
    expect(within(offer).getByRole('link', { name: 'Order record' }).getAttribute('href')).toBe('/fanza/order-detail?order=41');
    // No second order can be placed from here while it is offered.
    expect(screen.queryByTestId('kuji-checkout')).toBeNull();
    expect(requests.find((r) => r.method === 'GET' && r.url === 'kuji-order')!.params).toMatchObject({
      status: 'pending_payment',
    });

    await click(within(offer).getByRole('button', { name: 'Cancel order' }));
    await settle();
    expect(posted(requests, 'kuji-order/41/cancel')).toHaveLength(1);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'Order K2611230000041 is canceled: its tickets are back in the box.',
    ]);
    await waitFor(() => expect(screen.getByTestId('kuji-checkout')).toBeTruthy());
    expect(screen.queryByTestId('pending-kuji-order')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('tickets-left').textContent).toBe('45 of 50 tickets left'));
    expect(posted(requests, 'kuji-order')).toEqual([]);
  });

  it('“Pay now” continues its payment under way: the QR code again, no new order', async () => {
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'GET kuji-order': pendingList(unpaid({ method: 'wechat_pay', purchase: kujiPurchase('wechat_pay') })),
    });
    await open();
    await click(screen.getByRole('button', { name: 'Pay now' }));
    await screen.findByTestId('qr-payment');
    expect(JSON.parse(sessionStorage.getItem('kujiQrCode')!)).toMatchObject({ orderId: 41, type: 'wechat_pay' });
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('“Pay now” starts a new payment for one whose payment was canceled', async () => {
    const requests = apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'GET kuji-order': pendingList(
        unpaid({ method: 'wechat_pay', purchase: kujiPurchase('wechat_pay', { status: 'canceled' }) }),
      ),
      'POST kuji-order/41': {
        status: 200,
        data: { data: unpaid({ method: 'wechat_pay', purchase: kujiPurchase('wechat_pay') }) },
      },
    });
    await open('/fanza/checkout?kuji=7&draws=3', 'tw');
    expect(screen.getByTestId('pending-kuji-order').textContent).toContain('訂單 K2611230000041');
    await click(screen.getByRole('button', { name: '立即付款' }));
    await screen.findByTestId('qr-payment');
    expect(posted(requests, 'kuji-order/41')).toHaveLength(1);
    expect(posted(requests, 'kuji-order')).toEqual([]);
  });

  it('an unpaid order of another campaign leaves buying as it is', async () => {
    apiAnswers({
      'GET kuji/7': { status: 200, data: { data: campaign() } },
      'GET kuji-order': pendingList(unpaid({ order_id: 40, kuji_id: 8 })),
    });
    await open();
    expect(screen.getByTestId('kuji-checkout')).toBeTruthy();
    expect(screen.queryByTestId('pending-kuji-order')).toBeNull();
  });
});
