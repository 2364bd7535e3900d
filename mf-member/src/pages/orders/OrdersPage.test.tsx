import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { $dialogs, $toasts, $user, signIn, signOut } from '@shop/shared/stores';
import { member, orderPage, orderSummary } from '../../testing/fixtures';
import { fakeApi, renderMember, screenWidth, settle } from '../../testing/renderMember';

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1280);
  signIn('member-token');
  $user.set(member());
});
afterEach(() => {
  restoreScreen();
  signOut();
});

const cards = () => screen.getAllByTestId('member-order');

it('lists the orders with their number, time, amount and status label', async () => {
  fakeApi({
    'GET order': {
      status: 200,
      data: orderPage([
        orderSummary(42, { status: 'shipped' }),
        orderSummary(41, {
          status: 'pending_activation',
          paid_at: null,
          payment_deadline: '2026-11-23T10:30:00.000Z',
          amounts: { subtotal: 3000, shipping_fee: 0, discount: 0, total: 3000 },
        }),
      ]),
    },
  });
  await renderMember('/member/orders');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order record');
  expect(screen.getByTestId('list-count').textContent).toBe('2 orders');
  const [shipped, unpaid] = cards();
  expect(within(shipped!).getByRole('link').textContent).toBe('Order number S2611230000042');
  expect(within(shipped!).getByTestId('order-status').textContent).toBe('Shipped');
  expect(shipped!.textContent).toContain('2026-11-23 18:00');
  expect(within(shipped!).getByTestId('member-order-amount').textContent).toBe('NT$1,960');
  expect(shipped!.textContent).toContain('Product 1 and 1 other item');
  expect(within(unpaid!).getByTestId('order-status').textContent).toBe('Awaiting payment');
  expect(within(unpaid!).getByTestId('member-order-amount').textContent).toBe('NT$3,000');
  expect(within(unpaid!).getByTestId('member-order-due').textContent).toBe('Awaiting payment: pay by 2026-11-23 18:30');
  expect(within(shipped!).queryByTestId('member-order-due')).toBeNull();
});

it('opens an order’s record on the checkout’s order page', async () => {
  fakeApi({ 'GET order': { status: 200, data: orderPage([orderSummary(42)]) } });
  const router = await renderMember('/member/orders');
  fireEvent.click(within(cards()[0]!).getByRole('link', { name: /S2611230000042/ }));
  await settle();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/order-detail?order_id=42');
});

it('filters by status with a tab per SPEC §4 label, each tab its own address starting at page 1', async () => {
  const requests = fakeApi({ 'GET order': { status: 200, data: orderPage([orderSummary(42, { status: 'finished' })], 23) } });
  const router = await renderMember('/member/orders?page=2');
  expect(requests.at(-1)!.params).toEqual({ page: 2, page_size: 10 });
  const tabs = within(screen.getByRole('navigation', { name: 'Order status' })).getAllByRole('link');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'All',
    'Order established',
    'Stock up',
    'Refund requested',
    'Shipped',
    'Completed',
    'Canceled',
  ]);
  expect(tabs[0]!.getAttribute('aria-current')).toBe('true');

  fireEvent.click(screen.getByRole('link', { name: 'Completed' }));
  await settle();
  expect(router.state.location.search).toBe('?status=finished');
  expect(requests.at(-1)!.params).toEqual({ status: 'finished', page: 1, page_size: 10 });
  expect(screen.getByRole('link', { name: 'Completed' }).getAttribute('aria-current')).toBe('true');
  expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();
});

it('pages through the orders with the shared pager', async () => {
  const requests = fakeApi({ 'GET order': { status: 200, data: orderPage([orderSummary(42)], 23) } });
  const router = await renderMember('/member/orders?status=shipped');
  fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
  await settle();
  expect(router.state.location.search).toBe('?status=shipped&page=3');
  expect(requests.at(-1)!.params).toEqual({ status: 'shipped', page: 3, page_size: 10 });
});

it('says when a status has no orders, in the chosen language, with a way back to all of them', async () => {
  fakeApi({ 'GET order': { status: 200, data: orderPage([]) } });
  await renderMember('/member/orders?status=picking', 'tw');
  expect(screen.getByTestId('empty-state').textContent).toContain('沒有狀態為「備貨中」的訂單。');
  expect(screen.getByRole('link', { name: '顯示全部訂單' }).getAttribute('href')).toBe('/member/orders');
});

it('invites a member without orders to shop', async () => {
  fakeApi({ 'GET order': { status: 200, data: orderPage([]) } });
  await renderMember('/member/orders');
  expect(screen.getByTestId('empty-state').textContent).toContain('You have not placed an order yet.');
  expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/product-list/all');
});

it('shows placeholders while loading, and a retry when the list could not be loaded', async () => {
  let answer = { status: 500, data: {} };
  let release: () => void = () => {};
  fakeApi({ 'GET order': () => new Promise((resolve) => (release = () => resolve(answer))) });
  await renderMember('/member/orders');
  expect(screen.getByTestId('list-loading').getAttribute('aria-busy')).toBe('true');
  release();
  await settle();
  expect(screen.getByTestId('error-state')).toBeTruthy();

  answer = { status: 200, data: orderPage([orderSummary(42)]) };
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await settle();
  release();
  await settle();
  expect(cards()).toHaveLength(1);
});

it('offers Pay now (the record, which pays it again) and Cancel on an unpaid order, and not on a paid one', async () => {
  $dialogs.set([]);
  $toasts.set([]);
  let unpaid = orderSummary(41, { status: 'pending_activation', paid_at: null, payment_deadline: '2026-11-23T10:30:00.000Z' });
  const paid = orderSummary(40, { status: 'pending_activation', paid_at: '2026-11-23T10:05:00.000Z', payment_deadline: null });
  const requests = fakeApi({
    'GET order': () => ({ status: 200, data: orderPage([unpaid, paid]) }),
    'POST order/41/cancel': () => {
      unpaid = { ...unpaid, status: 'canceled', cancel_reason: 'canceled_by_shopper', payment_deadline: null };
      return { status: 200, data: { data: { order: unpaid, lines_back_in_cart: 1 } } };
    },
  });
  const router = await renderMember('/member/orders');
  const [first, second] = cards();
  expect(within(second!).getByTestId('order-status').textContent).toBe('Order established');
  expect(within(second!).queryByRole('button', { name: 'Cancel order' })).toBeNull();
  expect(within(first!).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/order-detail?order_id=41');

  fireEvent.click(within(first!).getByRole('button', { name: 'Cancel order' }));
  await waitFor(() => expect($dialogs.get()).toHaveLength(1));
  expect($dialogs.get()[0]!.message).toBe(
    'Cancel order S2611230000041? Its items go back to your cart and its coupon can be used again.',
  );
  await act(async () => $dialogs.get()[0]!.settle(true));
  await settle();
  expect(requests.filter((request) => request.method === 'POST' && request.url === 'order/41/cancel')).toHaveLength(1);
  await waitFor(() => expect(within(cards()[0]!).getByTestId('order-status').textContent).toBe('Canceled'));
  expect(within(cards()[0]!).queryByRole('link', { name: 'Pay now' })).toBeNull();
  expect($toasts.get()).toContainEqual(
    expect.objectContaining({ message: 'Order S2611230000041 is canceled: its items are back in your cart.' }),
  );
  expect(router.state.location.pathname).toBe('/member/orders');
});
