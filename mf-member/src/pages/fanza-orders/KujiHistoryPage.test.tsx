import { screen, within } from '@testing-library/react';
import { saveRevealedCount } from '@shop/shared/kuji/reveal-progress';
import { $user, signIn, signOut } from '@shop/shared/stores';
import { kujiOrder, kujiPage, member, prize } from '../../testing/fixtures';
import { fakeApi, renderMember, screenWidth } from '../../testing/renderMember';

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1280);
  localStorage.clear();
  signIn('member-token');
  $user.set(member());
});
afterEach(() => {
  restoreScreen();
  signOut();
});

const entries = () => screen.getAllByTestId('history-order');

it('shows each kuji order: campaign, draws and amount, status, the prizes won with their tier, picture and shipping', async () => {
  const requests = fakeApi({
    'GET kuji-order': {
      status: 200,
      data: kujiPage([
        kujiOrder(12, {
          discount: 100,
          total: 950,
          prizes: [
            prize(4, 'A'),
            prize(9, 'D', { shipping: 'shipped', shipping_code: 'TW555' }),
            prize(10, 'LAST', { name: 'Last One: special figure', last_one: true }),
          ],
        }),
      ]),
    },
  });
  await renderMember('/member/fanza-orders');
  expect(requests[0]!.params).toEqual({ page: 1, page_size: 10 });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kuji history');
  const entry = entries()[0]!;
  expect(within(entry).getByRole('heading', { level: 2 }).textContent).toBe('Star Sea Voyagers Ichiban Kuji');
  expect(within(entry).getByRole('link', { name: 'Star Sea Voyagers Ichiban Kuji' }).getAttribute('href')).toBe('/fanza/7');
  expect(entry.textContent).toContain('Order no. 12 · Ordered 2026-11-20 14:00');
  expect(within(entry).getByTestId('order-status').textContent).toBe('Paid');
  expect(within(entry).getByTestId('history-amounts').textContent).toBe('3 draws × NT$350Coupon −NT$100Total NT$950');
  const prizes = within(entry).getAllByTestId('history-prize');
  expect(prizes.map((tile) => tile.dataset.tier)).toEqual(['A', 'D', 'LAST']);
  expect(prizes[0]!.textContent).toContain('Prize A');
  expect(prizes[0]!.textContent).toContain('Prize A: item 4');
  expect(prizes[0]!.querySelector('img')!.getAttribute('src')).toBe('/api/v1/images/kp-1-a.webp');
  expect(within(prizes[0]!).getByTestId('history-prize-shipping').textContent).toBe('In your prize box');
  expect(within(prizes[1]!).getByTestId('history-prize-shipping').textContent).toBe('Shipped · Tracking no. TW555');
  expect(prizes[2]!.textContent).toContain('Last One prize');
  expect(within(entry).getByRole('link', { name: 'Order details · Order no. 12' }).getAttribute('href')).toBe(
    '/fanza/order-detail?order=12',
  );
});

it('leads to the draw show while some tickets were not opened on this device, and no longer once they were', async () => {
  fakeApi({ 'GET kuji-order': { status: 200, data: kujiPage([kujiOrder(12), kujiOrder(11)]) } });
  saveRevealedCount(11, 3);
  saveRevealedCount(12, 1);
  await renderMember('/member/fanza-orders');
  const [partly, opened] = entries();
  expect(within(partly!).getByTestId('history-unopened').textContent).toBe('2 tickets not opened yet');
  expect(within(partly!).getByRole('link', { name: 'Open your tickets · Order no. 12' }).getAttribute('href')).toBe(
    '/fanza/lottery?order=12',
  );
  expect(within(opened!).queryByTestId('history-unopened')).toBeNull();
  expect(within(opened!).queryByRole('link', { name: /Open your tickets/ })).toBeNull();
});

it('on another device: no tickets to open once the API says they were, the order number and each ticket’s number', async () => {
  fakeApi({
    'GET kuji-order': {
      status: 200,
      data: kujiPage([
        kujiOrder(12, { order_number: 'K2611200000012', tickets_opened: 3, prizes: [prize(4, 'A'), prize(9, 'D')] }),
        kujiOrder(11, { order_number: 'K2611200000011', tickets_opened: 1 }),
      ]),
    },
  });
  await renderMember('/member/fanza-orders');
  const [opened, partly] = entries();
  expect(opened!.textContent).toContain('Order no. K2611200000012 · Ordered');
  expect(within(opened!).queryByTestId('history-unopened')).toBeNull();
  expect(
    within(opened!)
      .getAllByTestId('history-prize-ticket')
      .map((p) => p.textContent),
  ).toEqual(['Ticket no. 4', 'Ticket no. 9']);
  expect(within(partly!).getByTestId('history-unopened').textContent).toBe('2 tickets not opened yet');
  expect(within(partly!).getByRole('link', { name: 'Open your tickets · Order no. K2611200000011' })).toBeTruthy();
});

it('tells an unpaid order until when it can be paid, and an expired one that its tickets went back', async () => {
  fakeApi({
    'GET kuji-order': {
      status: 200,
      data: kujiPage([
        kujiOrder(14, { status: 'pending_payment', paid_at: null, payment_deadline: '2026-11-20T06:15:00.000Z', prizes: [] }),
        kujiOrder(13, { status: 'expired', paid_at: null, prizes: [] }),
      ]),
    },
  });
  await renderMember('/member/fanza-orders', 'cn');
  const [unpaid, expired] = entries();
  expect(within(unpaid!).getByTestId('order-status').textContent).toBe('待付款');
  expect(unpaid!.textContent).toContain('待付款：请于 2026-11-20 14:15 前付款');
  expect(within(unpaid!).queryByTestId('history-prize')).toBeNull();
  // Not paid: no tickets to open.
  expect(within(unpaid!).queryByTestId('history-unopened')).toBeNull();
  expect(within(expired!).getByTestId('order-status').textContent).toBe('已过期');
  expect(expired!.textContent).toContain('未在期限内付款：签已重新开放购买。');
});

it('pages through a long history', async () => {
  const requests = fakeApi({ 'GET kuji-order': { status: 200, data: kujiPage([kujiOrder(12)], 25, 3) } });
  await renderMember('/member/fanza-orders?page=3');
  expect(requests[0]!.params).toEqual({ page: 3, page_size: 10 });
  expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByTestId('list-count').textContent).toBe('25 kuji orders');
});

it('invites a member without kuji orders to the campaigns', async () => {
  fakeApi({ 'GET kuji-order': { status: 200, data: kujiPage([]) } });
  await renderMember('/member/fanza-orders', 'tw');
  expect(screen.getByTestId('empty-state').textContent).toContain('您還沒有一番賞訂單。');
  expect(screen.getByRole('link', { name: '逛逛一番賞' }).getAttribute('href')).toBe('/fanza');
});

it('offers a retry when the history cannot be loaded', async () => {
  fakeApi({ 'GET kuji-order': { status: 500, data: {} } });
  await renderMember('/member/fanza-orders');
  expect(screen.getByTestId('error-state').textContent).toContain('Try again');
});
