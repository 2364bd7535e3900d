import { act } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { i18next } from '@shop/shared/i18n';
import { $dialogs, $locale, signOut } from '@shop/shared/stores';
import { apiAnswers } from '@shop/shared/testing';
import { order, purchase } from '../../testing/checkoutApi';
import { renderRoutes, settle } from '../../testing/renderCheckout';
import OrderDetailPage from './OrderDetailPage';

const routes = [
  {
    path: '/order-detail',
    element: <OrderDetailPage />,
    handle: routeHandle({ titleKey: 'checkout:title.orderDetail', noindex: true }),
  },
];

async function open(path: string, locale: 'tw' | 'cn' | 'en' = 'en') {
  const router = await renderRoutes(routes, path, locale);
  await settle();
  return router;
}

beforeEach(() => signOut());

const shipped = () =>
  order({
    status: 'shipped',
    paid_at: '2026-11-23T10:05:00.000Z',
    purchase: purchase('credit_card', { status: 'paid' }),
    payment_method: 'credit_card',
    delivery: {
      country_code: 'KR',
      delivery_method: 'overseas_courier',
      recipient: { name: 'Kim Minji', phone_code: '82', phone_number: '1012345678', email: 'kim@example.com' },
      address: { city: 'Seoul', district: 'Gangnam-gu', postal_code: '06000', detail: '12 Teheran-ro' },
      cvs_store: null,
    },
    shipping: {
      shipping_code: 'EMS123456789TW',
      carrier: 'EMS',
      picking_at: '2026-11-23T12:00:00.000Z',
      shipped_at: '2026-11-24T02:00:00.000Z',
      finished_at: null,
    },
    customs: { country_code: 'KR', id_number: 'P123456789012' },
    invoice: null,
    import_tax_excluded: true,
    return_shipping_fee: 760,
  });

it('shows the record: status, products and amounts, delivery, shipping code, customs and payment', async () => {
  apiAnswers({ 'GET order/41': { status: 200, data: { data: shipped() } } });
  await open('/order-detail?order_id=41');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order record');
  expect(screen.getByTestId('order-status').textContent).toBe('Shipped');
  expect(screen.getByTestId('order-number').textContent).toBe('S2611230000041');
  expect(within(screen.getByTestId('order-products')).getByText('Product 1')).toBeTruthy();
  expect(screen.getByTestId('order-total').textContent).toBe('NT$1,960');
  expect(screen.getByTestId('order-amounts').textContent).toContain('Coupon: Coupon 3 (CODE3)');
  expect(screen.getByText(/^A returned overseas parcel costs NT\$760/)).toBeTruthy();
  const delivery = screen.getByTestId('order-delivery').textContent;
  expect(delivery).toContain('South Korea');
  expect(delivery).toContain('Overseas courier');
  expect(delivery).toContain('06000 Seoul Gangnam-gu 12 Teheran-ro');
  expect(screen.getByTestId('shipping-code').textContent).toBe('EMS123456789TW');
  // Only the end of the customs number is shown.
  expect(screen.getByTestId('order-customs').textContent).toContain('•••••••••9012');
  expect(screen.getByTestId('order-payment').textContent).toContain('Credit card');
  expect(screen.queryByTestId('order-unpaid')).toBeNull();
  // No uniform invoice outside Taiwan.
  expect(screen.queryByTestId('order-invoice')).toBeNull();
});

it('shows the e-invoice a Taiwan order took, in the shopper’s language', async () => {
  const invoices = [
    [{ kind: 'member', code: null, title: null }, 'Member carrier', '會員載具'],
    [{ kind: 'mobile', code: '/ABC+123', title: null }, 'Mobile barcode carrier · /ABC+123', '手機條碼載具 · /ABC+123'],
    [
      { kind: 'certificate', code: 'AB12345678901234', title: null },
      'Citizen digital certificate · ••••••••••••1234',
      '自然人憑證條碼載具 · ••••••••••••1234',
    ],
    [{ kind: 'donation', code: '919', title: null }, 'Donate the invoice · 919', '捐贈發票 · 919'],
    [
      { kind: 'company', code: '04595257', title: 'Example Co.' },
      'Company invoice · 04595257 · Example Co.',
      '公司發票（統一編號） · 04595257 · Example Co.',
    ],
  ] as const;
  for (const [invoice, english, chinese] of invoices) {
    for (const [locale, text] of [
      ['en', english],
      ['tw', chinese],
    ] as const) {
      apiAnswers({ 'GET order/41': { status: 200, data: { data: order({ invoice }) } } });
      await open('/order-detail?order_id=41', locale);
      expect(within(screen.getByTestId('order-payment')).getByTestId('order-invoice').textContent).toBe(text);
      cleanup();
    }
  }
});

it('shows the invoice issued for a paid Taiwan order: its number and day, voided or allowanced', async () => {
  const issued = { number: 'AB00000042', date: '2026-11-23', state: 'issued', total: 950, allowanced: 0 } as const;
  const cases = [
    [issued, 'AB00000042 · 2026-11-23'],
    [{ ...issued, state: 'voided' }, 'AB00000042 · 2026-11-23 · Voided'],
    [{ ...issued, allowanced: 300 }, 'AB00000042 · 2026-11-23 · NT$300 refunded by allowance'],
  ] as const;
  for (const [facts, text] of cases) {
    const invoice = { kind: 'member' as const, code: null, title: null, issued: facts };
    apiAnswers({ 'GET order/41': { status: 200, data: { data: order({ invoice }) } } });
    await open('/order-detail?order_id=41', 'en');
    expect(within(screen.getByTestId('order-payment')).getByTestId('order-invoice-issued').textContent).toBe(text);
    cleanup();
  }
});

it('prints the address as the API lays it out in the page’s language, and reads it again in another language', async () => {
  const printed = { 'zh-TW': ['320001 桃園市中壢區中正路1號'], en: ['中正路1號', 'Zhongli Dist., Taoyuan City 320001'] };
  apiAnswers({
    'GET order/41': (request) => {
      const lines = printed[request.headers.locale as keyof typeof printed] ?? printed['zh-TW'];
      const city = request.headers.locale === 'en' ? 'Taoyuan City' : '桃園市';
      const address = { city, district: '', postal_code: '320001', detail: '中正路1號', district_code: '320', lines };
      return {
        status: 200,
        data: { data: order({ delivery: { ...order().delivery, delivery_method: 'home', address, cvs_store: null } }) },
      };
    },
  });
  $locale.set('en');
  await open('/order-detail?order_id=41');
  const lines = () => Array.from(screen.getByTestId('order-address').children).map((line) => line.textContent);
  expect(lines()).toEqual(['中正路1號', 'Zhongli Dist., Taoyuan City 320001']);
  await act(async () => {
    $locale.set('tw');
    await i18next.changeLanguage('tw');
  });
  await waitFor(() => expect(lines()).toEqual(['320001 桃園市中壢區中正路1號']));
});

it('names every status with the spec’s labels in the shopper’s language', async () => {
  const labels = {
    tw: ['訂單成立', '備貨中', '已出貨', '已完成', '已取消'],
    cn: ['订单成立', '备货中', '已发货', '已完成', '已取消'],
    en: ['Order established', 'Stock up', 'Shipped', 'Completed', 'Canceled'],
  };
  for (const [locale, texts] of Object.entries(labels) as [keyof typeof labels, string[]][]) {
    for (const [index, status] of (['pending_activation', 'picking', 'shipped', 'finished', 'canceled'] as const).entries()) {
      apiAnswers({ 'GET order/41': { status: 200, data: { data: order({ status, paid_at: '2026-11-23T10:05:00.000Z' }) } } });
      await open('/order-detail?order_id=41', locale);
      expect(screen.getAllByTestId('order-status').at(-1)!.textContent).toBe(texts[index]);
    }
  }
});

it('says "awaiting payment" of an established order not paid yet, and offers to cancel it', async () => {
  const awaiting = { tw: '待付款', cn: '待付款', en: 'Awaiting payment' };
  for (const [locale, text] of Object.entries(awaiting) as [keyof typeof awaiting, string][]) {
    cleanup();
    let current = order({ purchase: purchase('credit_card', { status: 'canceled' }) });
    const requests = apiAnswers({
      'GET order/41': () => ({ status: 200, data: { data: current } }),
      'POST order/41/cancel': () => {
        current = { ...current, status: 'canceled', cancel_reason: 'canceled_by_shopper', payment_deadline: null };
        return { status: 200, data: { data: { order: current, lines_back_in_cart: 1 } } };
      },
    });
    await open('/order-detail?order_id=41', locale);
    expect(screen.getAllByTestId('order-status').at(-1)!.textContent).toBe(text);
    if (locale !== 'en') continue;
    fireEvent.click(screen.getByTestId('cancel-order'));
    await waitFor(() => expect($dialogs.get()).toHaveLength(1));
    await act(async () => $dialogs.get()[0]!.settle(true));
    await settle();
    expect(requests.filter((request) => request.url === 'order/41/cancel')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('order-status').at(-1)!.textContent).toBe('Canceled'));
    expect(screen.queryByTestId('order-unpaid')).toBeNull();
    expect(screen.getByText('You canceled the order.')).toBeTruthy();
  }
});

it('reads a visitor’s order with the token of the mailed link, and offers to pay an unpaid one', async () => {
  const requests = apiAnswers({
    'GET order/41': {
      status: 200,
      data: {
        data: order({ is_guest: true, purchase: purchase('credit_card', { status: 'failed' }), payment_method: 'credit_card' }),
      },
    },
  });
  await open('/order-detail?order_id=41&token=signed');
  expect(requests[0]!.params).toEqual({ token: 'signed' });
  const unpaid = screen.getByTestId('order-unpaid');
  expect(unpaid.textContent).toMatch(/^This order is not paid yet\. Pay by 2026-11-23 18:30/);
  expect(within(unpaid).getByRole('button', { name: 'Pay again' })).toBeTruthy();
  expect(screen.getByTestId('order-delivery').textContent).toContain('7-ELEVEN 台大門市台北市大安區');
});

it('shows the steps the order took, each with its time, the latest marked, in the shopper’s language', async () => {
  apiAnswers({ 'GET order/41': { status: 200, data: { data: shipped() } } });
  await open('/order-detail?order_id=41');
  const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
  expect(steps.map((li) => li.firstChild!.textContent)).toEqual(['Order placed', 'Paid', 'Stock up', 'Shipped']);
  expect(steps[3]!.textContent).toContain('EMS · EMS123456789TW');
  expect(steps[3]!.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-24T02:00:00.000Z');
  expect(steps[3]!.className).not.toBe(steps[0]!.className);
  cleanup();

  const canceled = order({ status: 'canceled', cancel_reason: 'payment_expired', canceled_at: '2026-11-23T10:30:00.000Z' });
  apiAnswers({ 'GET order/42': { status: 200, data: { data: canceled } } });
  await open('/order-detail?order_id=42', 'tw');
  const tw = within(screen.getByTestId('order-timeline')).getAllByRole('listitem');
  expect(tw.map((li) => li.firstChild!.textContent)).toEqual([
    '訂單成立',
    `已取消 · ${i18next.t('checkout:result.reason.payment_expired')}`,
  ]);
});

it('finds no order it may not read', async () => {
  apiAnswers({});
  await open('/order-detail?order_id=41');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order record');
  expect(screen.getByTestId('order-unknown').textContent).toContain('This order cannot be found.');
  expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/member/orders');
});

it('lists a line’s set items with their set price, in the line’s total', async () => {
  const base = order();
  const item = {
    ...base.items[0]!,
    line_total: 2600,
    sub_product_infos: [{ product_id: 5, display_name: 'Stand', amount: 1, unit_price: 300 }],
  };
  apiAnswers({ 'GET order/41': { status: 200, data: { data: { ...base, items: [item] } } } });
  await open('/order-detail?order_id=41');
  const line = within(screen.getByTestId('order-products')).getByTestId('order-line');
  expect(within(line).getByTestId('line-options').textContent).toBe('Includes Stand × 1 (+NT$300 each)');
  expect(line.textContent).toContain('NT$2,600');
});

it('asks to cancel a paid order, then shows its refund in the payment, the timeline and the status', async () => {
  const paid = order({
    status: 'pending_activation',
    paid_at: '2026-11-23T10:05:00.000Z',
    payment_deadline: null,
    payment_method: 'credit_card',
    purchase: purchase('credit_card', { status: 'paid' }),
  });
  let current = paid;
  const requests = apiAnswers({
    'GET order/41': () => ({ status: 200, data: { data: current } }),
    'POST order/41/cancel': () => {
      current = {
        ...paid,
        status: 'canceled',
        cancel_reason: 'canceled_by_shopper',
        canceled_at: '2026-11-23T11:00:00.000Z',
        refund_requested_at: '2026-11-23T11:00:00.000Z',
        refunded_amount: 1960,
        refunds: [
          {
            refund_id: 'rf_1',
            amount: 1960,
            status: 'succeeded',
            reason: 'shopper_canceled',
            created_at: '2026-11-23T11:00:00.000Z',
            settled_at: '2026-11-23T11:00:01.000Z',
          },
        ],
      };
      return { status: 200, data: { data: { order: current, lines_back_in_cart: 0 } } };
    },
  });
  await open('/order-detail?order_id=41');
  expect(screen.queryByTestId('cancel-order')).toBeNull();
  fireEvent.click(screen.getByTestId('cancel-paid-order'));
  await waitFor(() => expect($dialogs.get()).toHaveLength(1));
  expect($dialogs.get()[0]!.message).toContain('You are refunded NT$1,960 in full');
  await act(async () => $dialogs.get()[0]!.settle(true));
  await settle();
  expect(requests.filter((request) => request.url === 'order/41/cancel')).toHaveLength(1);
  await waitFor(() => expect(screen.getAllByTestId('order-status').at(-1)!.textContent).toBe('Refunded'));
  expect(screen.queryByTestId('cancel-paid-order')).toBeNull();
  expect(screen.getByTestId('order-refund').getAttribute('data-status')).toBe('succeeded');
  expect(screen.getByTestId('order-refunds').textContent).toContain('Cancellation refund');
  expect(screen.getByTestId('order-refunded').textContent).toBe('NT$1,960');
  const steps = within(screen.getByTestId('order-timeline'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(steps.map((s) => s!.split(/\d/)[0])).toEqual([
    'Order placed',
    'Paid',
    'Refund requested',
    'Canceled · You canceled the order.',
    'Refunded',
  ]);
});

it('reads a partly refunded order as still on its way, with what came back', async () => {
  apiAnswers({
    'GET order/41': {
      status: 200,
      data: {
        data: order({
          status: 'picking',
          paid_at: '2026-11-23T10:05:00.000Z',
          payment_deadline: null,
          refunded_amount: 100,
          refunds: [
            {
              refund_id: 'rf_2',
              amount: 100,
              status: 'pending',
              reason: 'adjustment',
              created_at: '2026-11-23T11:00:00.000Z',
              settled_at: null,
            },
          ],
        }),
      },
    },
  });
  await open('/order-detail?order_id=41');
  expect(screen.getAllByTestId('order-status').at(-1)!.textContent).toBe('Stock up · partly refunded');
  expect(screen.getByTestId('order-refunds').textContent).toContain('Partial refund');
  expect(screen.getByTestId('order-refunds').textContent).toContain('in progress');
  // Part of it already came back: the rest is the shop's to settle with the shopper.
  expect(screen.queryByTestId('cancel-paid-order')).toBeNull();
});
