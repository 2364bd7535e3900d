import { act } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { apiAnswers } from '@shop/shared/testing';
import { $kujiQrPayment } from '../../lib/kujiSession';
import { kujiOrder, kujiPurchase, refusal } from '../../testing/purchaseFixtures';
import { renderRoutes, settle } from '../../testing/renderFanza';
import KujiOrderDetailPage from './KujiOrderDetailPage';

const routes = [
  { path: '/fanza/order-detail', element: <KujiOrderDetailPage />, handle: routeHandle({ titleKey: 'fanza:title.orderDetail' }) },
];

async function open(path = '/fanza/order-detail?order=41', locale: 'tw' | 'cn' | 'en' = 'en') {
  const router = await renderRoutes(routes, path, locale);
  await settle();
  return router;
}

beforeEach(() => {
  sessionStorage.clear();
  $kujiQrPayment.set(null);
});

it('shows the record: campaign, draws and amounts with the coupon, payment, and the prizes with their state', async () => {
  apiAnswers({ 'GET kuji-order/41': { status: 200, data: { data: kujiOrder() } } });
  await open();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kuji order');
  expect(screen.getByTestId('order-status').textContent).toBe('Paid');
  expect(screen.getByTestId('order-campaign').getAttribute('href')).toBe('/fanza/7');
  const amounts = screen.getByTestId('order-amounts').textContent;
  expect(amounts).toContain('3 draws × NT$350');
  expect(amounts).toContain('Coupon: Kuji NT$100 off (KUJI100)');
  expect(screen.getByTestId('order-total').textContent).toBe('NT$950');
  expect(screen.getByTestId('order-payment').textContent).toContain('WeChat Pay');
  expect(within(screen.getByTestId('order-prizes')).getAllByTestId('prize')).toHaveLength(3);
  expect(
    within(screen.getByTestId('order-prizes'))
      .getAllByTestId('prize-ticket')
      .map((p) => p.textContent),
  ).toEqual(['No. 9', 'No. 10', 'No. 11']);
  expect(screen.getByTestId('order-number').textContent).toBe('K2611230000041');
  expect(screen.queryByTestId('order-unpaid')).toBeNull();
});

it('shows the e-invoice the order took and, once paid, the invoice issued, in the shopper’s language', async () => {
  const issued = { number: 'AB00000042', date: '2026-11-23', state: 'issued', total: 950, allowanced: 0 } as const;
  const cases = [
    [{ kind: 'donation', code: '919', title: null, issued }, 'en', 'Donate the invoice · 919', 'AB00000042 · 2026-11-23'],
    [
      { kind: 'certificate', code: 'AB12345678901234', title: null, issued: { ...issued, state: 'voided' } },
      'en',
      'Citizen digital certificate · ••••••••••••1234',
      'AB00000042 · 2026-11-23 · Voided',
    ],
    [
      { kind: 'company', code: '04595257', title: 'Example Co.', issued: { ...issued, allowanced: 300 } },
      'tw',
      '公司發票（統一編號） · 04595257 · Example Co.',
      'AB00000042 · 2026-11-23 · 已折讓 NT$300',
    ],
    [
      { kind: 'member', code: null, title: null, issued: { ...issued, number: null, date: null, state: 'waiting' } },
      'cn',
      '会员载具',
      '待配号，将尽快开立',
    ],
  ] as const;
  for (const [invoice, locale, chosen, numbered] of cases) {
    apiAnswers({ 'GET kuji-order/41': { status: 200, data: { data: kujiOrder({ invoice }) } } });
    await open('/fanza/order-detail?order=41', locale);
    const payment = within(screen.getByTestId('order-payment'));
    expect(payment.getByTestId('order-invoice').textContent).toBe(chosen);
    expect(payment.getByTestId('order-invoice-issued').textContent).toBe(numbered);
    cleanup();
  }
});

it('an unpaid order shows its e-invoice choice and no number yet', async () => {
  const invoice = { kind: 'mobile', code: '/ABC+123', title: null, issued: null } as const;
  apiAnswers({
    'GET kuji-order/41': {
      status: 200,
      data: { data: kujiOrder({ status: 'pending_payment', paid_at: null, purchase: kujiPurchase('credit_card'), invoice }) },
    },
  });
  await open();
  expect(screen.getByTestId('order-invoice').textContent).toBe('Mobile barcode carrier · /ABC+123');
  expect(screen.queryByTestId('order-invoice-issued')).toBeNull();
});

it('an order whose payment failed is paid again by another method, straight to its QR code', async () => {
  const requests = apiAnswers({
    'GET kuji-order/41': {
      status: 200,
      data: {
        data: kujiOrder({
          status: 'pending_payment',
          paid_at: null,
          method: 'credit_card',
          purchase: kujiPurchase('credit_card', { status: 'failed' }),
          prizes: [],
        }),
      },
    },
    'POST kuji-order/41': {
      status: 200,
      data: {
        data: kujiOrder({
          status: 'pending_payment',
          paid_at: null,
          method: 'alipay',
          purchase: kujiPurchase('alipay'),
          prizes: [],
        }),
      },
    },
  });
  const router = await open();
  expect(screen.getByTestId('order-status').textContent).toBe('Not paid');
  expect(screen.getByTestId('order-unpaid').textContent).toContain('Your tickets are held until');
  expect((screen.getByRole('radio', { name: /^Credit card/ }) as HTMLInputElement).checked).toBe(true);
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: /^Alipay/ })));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay again' })));
  await settle();
  expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.data])).toEqual([
    ['kuji-order/41', { method: 'alipay' }],
  ]);
  expect($kujiQrPayment.get()).toMatchObject({ orderId: 41, type: 'alipay' });
  expect(router.state.location.pathname).toBe('/fanza/checkout');
});

it('a payment under way is continued, not started again', async () => {
  const requests = apiAnswers({
    'GET kuji-order/41': {
      status: 200,
      data: { data: kujiOrder({ status: 'pending_payment', paid_at: null, purchase: kujiPurchase('wechat_pay'), prizes: [] }) },
    },
  });
  const router = await open();
  expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue paying' })));
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  expect($kujiQrPayment.get()).toMatchObject({ orderId: 41, type: 'wechat_pay' });
  expect(router.state.location.pathname).toBe('/fanza/checkout');
});

it('an expired order says its tickets went back', async () => {
  apiAnswers({
    'GET kuji-order/41': { status: 200, data: { data: kujiOrder({ status: 'expired', paid_at: null, prizes: [] }) } },
  });
  await open('/fanza/order-detail?order=41', 'cn');
  expect(screen.getByTestId('order-status').textContent).toBe('已逾期');
  expect(screen.queryByTestId('pay-again')).toBeNull();
});

it('another member’s order is not found', async () => {
  apiAnswers({ 'GET kuji-order/41': refusal(404, 40401, 'Page not found.') });
  await open();
  expect(screen.getByTestId('order-unknown')).toBeTruthy();
});
