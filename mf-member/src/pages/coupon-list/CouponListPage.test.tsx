import { fireEvent, screen, within } from '@testing-library/react';
import { $toasts, $user, signIn, signOut } from '@shop/shared/stores';
import { coupon, member } from '../../testing/fixtures';
import { fakeApi, renderMember, screenWidth, settle, type FakeRoute } from '../../testing/renderMember';

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1280);
  signIn('member-token');
  $user.set(member());
  $toasts.set([]);
});
afterEach(() => {
  restoreScreen();
  signOut();
});

const listed = [
  coupon(3, { display_name: 'Welcome NT$100 off', code: 'WELCOME100' }),
  coupon(4, {
    display_name: 'Free shipping from Taiwan',
    code: 'FREESHIPTW',
    promotion: 'Free shipping',
    conditions: 'Any amount · Ships from Taiwan · Delivered in Taiwan',
    discount: 0,
    threshold: 0,
    unlimited_amount: true,
    free_shipping: true,
    ships_from: 'TW',
    region: 'TW',
  }),
  coupon(5, { display_name: 'Thank-you NT$150 off', status: 'used' }),
  coupon(6, { display_name: 'Expired NT$50 off', status: 'expired' }),
];

const couponsRoute = (coupons = listed): FakeRoute => ({ status: 200, data: { data: coupons } });
const shown = () => screen.queryAllByTestId('member-coupon');
const tab = (name: RegExp) => within(screen.getByRole('navigation', { name: 'Coupon status' })).getByRole('link', { name });

async function claim(code: string) {
  fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
  await settle();
}

it('lists the available coupons first, with the SPEC §3 coupon facts, and the other statuses behind their tabs', async () => {
  fakeApi({ 'GET coupon': couponsRoute() });
  const router = await renderMember('/member/coupon-list');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My coupons');
  expect(
    within(screen.getByRole('navigation', { name: 'Coupon status' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('aria-current')]),
  ).toEqual([
    ['Available2', 'true'],
    ['Used1', null],
    ['Expired1', null],
  ]);
  expect(shown().map((card) => card.dataset.code)).toEqual(['WELCOME100', 'FREESHIPTW']);
  const [welcome, freeShip] = shown();
  const facts = (card: HTMLElement) =>
    [...card.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling!.textContent}`);
  expect(within(welcome!).getByRole('heading', { level: 2 }).textContent).toBe('Welcome NT$100 off');
  expect(facts(welcome!)).toEqual([
    'Promotion details: NT$100 off',
    'Effective conditions: Orders from NT$500',
    'Validity: 2026-01-01 to 2026-12-31',
    'Minimum order: NT$500',
    'Discount amount: NT$100',
    'Free shipping: No',
    'Eligible shipping origin: Any origin',
    'Shipping region: Any region',
  ]);
  expect(facts(freeShip!)).toEqual([
    'Promotion details: Free shipping',
    'Effective conditions: Any amount · Ships from Taiwan · Delivered in Taiwan',
    'Validity: 2026-01-01 to 2026-12-31',
    'Minimum order: Unlimited amount',
    'Discount amount: NT$0',
    'Free shipping: Yes',
    'Eligible shipping origin: Taiwan',
    'Shipping region: Taiwan',
  ]);
  expect(within(freeShip!).getByTestId('order-status').textContent).toBe('Available');

  fireEvent.click(tab(/^Used/));
  await settle();
  expect(router.state.location.search).toBe('?status=used');
  expect(shown().map((card) => card.textContent)).toEqual([expect.stringContaining('Thank-you NT$150 off')]);
  expect(within(shown()[0]!).getByTestId('order-status').textContent).toBe('Used');
  fireEvent.click(tab(/^Expired/));
  await settle();
  expect(shown().map((card) => card.dataset.status)).toEqual(['expired']);
});

it('speaks the chosen language, and says when a tab has nothing', async () => {
  fakeApi({ 'GET coupon': couponsRoute([]) });
  await renderMember('/member/coupon-list?status=expired', 'tw');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('我的優惠券');
  expect(screen.getByTestId('empty-state').textContent).toContain('您沒有已過期的優惠券。');
  expect(screen.getByLabelText('折扣碼')).toBeTruthy();
});

it('claims a code: says it was received, and the coupon joins the available list at once', async () => {
  const received = coupon(9, { display_name: 'NT$300 off NT$3,000', code: 'SAVE300', claimed_at: '2026-11-23T10:00:00.000Z' });
  const requests = fakeApi({ 'GET coupon': couponsRoute(), 'POST coupon': { status: 200, data: { data: received } } });
  const router = await renderMember('/member/coupon-list?status=used');
  await claim('  save300 ');
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({ url: 'coupon', data: { code: 'save300' } }),
  ]);
  expect($toasts.get()).toEqual([expect.objectContaining({ kind: 'success', message: 'Successfully received' })]);
  expect(screen.getByTestId('coupon-outcome').textContent).toBe(
    'Successfully received: “NT$300 off NT$3,000” is now in your coupons.',
  );
  // Claimed from another tab: the list shows the new coupon where it belongs, first.
  expect(router.state.location.search).toBe('');
  expect(shown().map((card) => card.dataset.code)).toEqual(['SAVE300', 'WELCOME100', 'FREESHIPTW']);
  expect(tab(/^Available/).textContent).toBe('Available3');
  expect((screen.getByLabelText('Discount code') as HTMLInputElement).value).toBe('');
  // Only the one list request: the claimed coupon came with the claim's answer.
  expect(requests.filter((request) => request.url === 'coupon' && request.method === 'GET')).toHaveLength(1);
});

it.each([
  [40041, 'Invalid or incorrect code'],
  [40042, 'This code has expired'],
  [40043, "You've already claimed this code"],
  [40044, 'Claim limit reached for this code'],
])('shows refusal %i in the API’s words on the field, without a toast', async (code, message) => {
  fakeApi({ 'GET coupon': couponsRoute(), 'POST coupon': { status: 400, data: { error_code: code, error_msg: message } } });
  await renderMember('/member/coupon-list');
  await claim('NOPE');
  const field = screen.getByLabelText('Discount code');
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('alert').textContent).toBe(message);
  expect($toasts.get()).toEqual([]);
  expect(shown()).toHaveLength(2);
  // It stays when the member leaves the field (validation runs again), until the code changes.
  fireEvent.blur(field);
  await settle();
  expect(screen.getByRole('alert').textContent).toBe(message);
  fireEvent.change(field, { target: { value: 'NOPE2' } });
  await settle();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(field.getAttribute('aria-invalid')).toBe('false');
});

it('asks for a code, and refuses one no code can be, before calling the API (SPEC §5 messages)', async () => {
  const requests = fakeApi({ 'GET coupon': couponsRoute() });
  await renderMember('/member/coupon-list', 'cn');
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  await settle();
  expect(screen.getByRole('alert').textContent).toBe('请输入折扣码');
  fireEvent.change(screen.getByLabelText('折扣码'), { target: { value: 'SAVE 300!' } });
  fireEvent.click(screen.getByRole('button', { name: '领取' }));
  await settle();
  expect(screen.getByRole('alert').textContent).toBe('*输入错误，请再次检查');
  expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
});

it('offers a retry when the coupons cannot be loaded, the claim form still there', async () => {
  let fail = true;
  fakeApi({ 'GET coupon': () => (fail ? { status: 500, data: {} } : { status: 200, data: { data: listed } }) });
  await renderMember('/member/coupon-list');
  expect(screen.getByTestId('error-state')).toBeTruthy();
  expect(screen.getByLabelText('Discount code')).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await settle();
  expect(shown()).toHaveLength(2);
});
