import { act } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { signOut } from '@shop/shared/stores';
import { apiAnswers, type FakeRequest } from '@shop/shared/testing';
import { $qrPayment } from '../../lib/qrPayment';
import { order, purchase } from '../../testing/checkoutApi';
import { renderRoutes, settle } from '../../testing/renderCheckout';
import ResultPage from './ResultPage';

const routes = [
  { path: '/result', element: <ResultPage />, handle: routeHandle({ titleKey: 'checkout:title.result', noindex: true }) },
];
const paid = () =>
  order({ status: 'picking', paid_at: '2026-11-23T10:05:00.000Z', purchase: purchase('wechat_pay', { status: 'paid' }) });
const purchases = () =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === 'purchase');

async function open(path: string, locale: 'tw' | 'cn' | 'en' = 'en') {
  const router = await renderRoutes(routes, path, locale);
  await settle();
  return router;
}

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
  sessionStorage.clear();
  $qrPayment.set(null);
  signOut();
});

it('shows a paid order with its number and record, and tracks the purchase once, not again on a reload', async () => {
  const requests = apiAnswers({ 'GET order/41': { status: 200, data: { data: paid() } } });
  await open('/result?order_id=41&token=tok');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment successful');
  expect(screen.getByTestId('order-number').textContent).toBe('S2611230000041');
  expect(screen.getByRole('link', { name: 'View the order record' }).getAttribute('href')).toBe(
    '/order-detail?order_id=41&token=tok',
  );
  expect(requests[0]!.params).toEqual({ token: 'tok' });
  expect(purchases()).toEqual([
    [
      'event',
      'purchase',
      {
        transaction_id: 'S2611230000041',
        currency: 'TWD',
        value: 1960,
        shipping: 60,
        coupon: 'CODE3',
        items: [{ item_id: 'SKU-1', item_name: 'Product 1', price: 1000, discount: 200, quantity: 2, index: 0 }],
      },
    ],
  ]);
  await open('/result?order_id=41&token=tok');
  expect(purchases()).toHaveLength(1);
});

it('says why a payment failed and pays again, by QR, on the payment page', async () => {
  const requests: FakeRequest[] = apiAnswers({
    'GET order/41': { status: 200, data: { data: order({ purchase: purchase('alipay', { status: 'canceled' }) }) } },
    'POST order/41': { status: 200, data: { data: order({ purchase: purchase('wechat_pay', { purchase_id: 'pur_new' }) }) } },
  });
  const router = await open('/result?order_id=41');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment failed');
  expect(screen.getByTestId('result-reason').textContent).toBe('The payment was canceled.');
  expect((screen.getByRole('radio', { name: 'Alipay' }) as HTMLInputElement).checked).toBe(true);
  fireEvent.click(screen.getByRole('radio', { name: 'WeChat Pay' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay again' })));
  expect(requests.find((request) => request.method === 'POST')!.data).toEqual({ payment_method: 'wechat_pay' });
  expect(router.state.location.pathname).toBe('/checkout');
  expect($qrPayment.get()).toMatchObject({ orderId: 41, purchaseId: 'pur_new', type: 'wechat_pay', token: null });
  expect(purchases()).toEqual([]);
});

it('waits for the provider’s confirmation and turns to success by itself', async () => {
  let current = order({ payment_method: 'credit_card', purchase: purchase('credit_card') });
  apiAnswers({ 'GET order/41': () => ({ status: 200, data: { data: current } }) });
  await open('/result?order_id=41');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Waiting for the payment');
  current = paid();
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment successful'), {
    timeout: 5000,
  });
  expect(purchases()).toHaveLength(1);
});

it('says when the order was canceled because its time to pay ran out', async () => {
  apiAnswers({
    'GET order/41': {
      status: 200,
      data: {
        data: order({
          status: 'canceled',
          cancel_reason: 'payment_expired',
          purchase: purchase('alipay', { status: 'expired' }),
        }),
      },
    },
  });
  await open('/result?order_id=41', 'tw');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('訂單已取消');
  expect(screen.getByTestId('result-reason').textContent).toBe('付款時間已過，訂單已取消。');
  expect(screen.queryByTestId('pay-again')).toBeNull();
});

it('has nothing to show without an order it may read', async () => {
  apiAnswers({});
  await open('/result');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment result');
  await open('/result?order_id=99');
  expect(screen.getAllByTestId('result-unknown')).toHaveLength(2);
});

it('offers to pay an order whose payment never started', async () => {
  apiAnswers({ 'GET order/41': { status: 200, data: { data: order({ purchase: null }) } } });
  await open('/result?order_id=41', 'cn');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('尚未完成付款');
  expect(screen.getByTestId('result-reason').textContent).toBe('此订单尚未付款。');
  expect(screen.getByRole('button', { name: '重新付款' })).toBeTruthy();
});
