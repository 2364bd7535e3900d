import { act } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderCreate } from '@shop/shared/contract';
import { keepPlace, liveAdmission } from '@shop/shared/drop';
import { routeHandle } from '@shop/shared/routing';
import { $dialogs, $selectedList, $toasts, signIn } from '@shop/shared/stores';
import { admittedPlace, dropInfo, type FakeRequest } from '@shop/shared/testing';
import { $qrPayment } from '../../lib/qrPayment';
import { $shippingFee } from '../../lib/shippingFee';
import { coupon, order, purchase, serveCheckout } from '../../testing/checkoutApi';
import { fees, fromChina, line, product } from '../../testing/fixtures';
import { renderRoutes, settle } from '../../testing/renderCheckout';
import { resetCheckout } from '../../testing/resetCheckout';
import CheckoutPage from './CheckoutPage';

const routes = [
  { path: '/checkout', element: <CheckoutPage />, handle: routeHandle({ titleKey: 'checkout:title.checkout', noindex: true }) },
];

async function open(locale: 'tw' | 'cn' | 'en' = 'en') {
  const router = await renderRoutes(routes, '/checkout', locale);
  await settle();
  await screen.findByTestId('checkout-form');
  return router;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = async (label: string | RegExp, value: string) => {
  await act(async () => fireEvent.change(field(label), { target: { value } }));
  await act(async () => fireEvent.blur(field(label)));
};
const choose = async (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('radio', { name })));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /^Place order and pay/ })));
const posted = (requests: FakeRequest[], url: string) =>
  requests.filter((request) => request.method === 'POST' && request.url === url);
const events = (name: string) =>
  (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((entry) => entry[1] === name);

beforeEach(() => {
  window.dataLayer = [];
  localStorage.removeItem('guestOrders');
  resetCheckout();
});

describe('a visitor', () => {
  const guestProduct = { status: 200, data: { data: { ...product(1), description: '', images: [], stock: 9, set_items: [] } } };

  it('checks out as a guest with store pickup and pays by WeChat Pay QR', async () => {
    const requests = serveCheckout([], {
      'GET product/1': guestProduct,
      'POST order': {
        status: 200,
        data: { data: { order: order({ is_guest: true, coupon: null }), guest_token: 'guest-token' } },
      },
    });
    await open();
    // Payment waits for a delivery method (SPEC §5).
    expect(screen.getByText('Choose a delivery method first.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^WeChat Pay/ }).matches(':disabled')).toBe(true);

    await type('E-mail', 'guest@example.com');
    await choose(/^Convenience store pickup/);
    expect(events('add_shipping_info')[0]![2]).toMatchObject({ shipping_tier: 'cvs', delivery_area: 'TW' });
    await act(async () => fireEvent.change(field('Store chain'), { target: { value: '711' } }));
    await settle();
    await choose(/^7-ELEVEN 台大門市/);
    await type('Recipient name', '王小明');
    await type('Mobile number', '912345678');
    // One e-mail: the contact's is the recipient's (the order body below carries it for both).
    expect(screen.queryByLabelText('Recipient e-mail')).toBeNull();
    await choose(/^WeChat Pay/);
    expect(events('add_payment_info')[0]![2]).toMatchObject({ payment_type: 'wechat_pay' });
    // NT$2,000 of goods: store pickup ships free from NT$1,000.
    expect(screen.getByTestId('checkout-total').textContent).toBe('NT$2,000');
    await submit();
    await settle();

    const [sent] = posted(requests, 'order');
    expect(sent!.data as OrderCreate).toEqual({
      lines: [{ product_id: 1, amount: 2 }],
      country_code: 'TW',
      delivery_method: 'cvs',
      recipient: { name: '王小明', phone_code: '886', phone_number: '912345678', email: 'guest@example.com' },
      cvs_store: { brand: '711', store_id: '711-100001' },
      // Taiwan: the member carrier unless the shopper chose otherwise.
      invoice: { kind: 'member' },
      payment_method: 'wechat_pay',
      guest_email: 'guest@example.com',
      expected_total: 2000,
      expected_shipping_fee: 0,
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    // The QR code replaces the form, from data that outlives a reload.
    await screen.findByTestId('qr-payment');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay with WeChat Pay');
    expect(JSON.parse(sessionStorage.getItem('qrCode')!)).toMatchObject({
      orderId: 41,
      purchaseId: 'pur_abc',
      token: 'guest-token',
      type: 'wechat_pay',
      QRCode: 'http://shop.test/dev/payment/qr/pur_abc',
    });
    expect($selectedList.get()).toEqual([]);
    // The way back to the order, should the visitor leave its payment unfinished.
    expect(JSON.parse(localStorage.getItem('guestOrders')!)).toEqual([{ orderId: 41, token: 'guest-token' }]);
  });

  it('is told why coupons need an account, with a way to sign in and come back', async () => {
    serveCheckout([], { 'GET product/1': guestProduct });
    await open();
    const section = screen.getByTestId('checkout-coupon');
    expect(section.textContent).toContain('Coupons belong to a member account');
    expect(within(section).getByRole('link', { name: 'Sign in to use a coupon' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcheckout',
    );
    expect(within(section).queryByLabelText('Discount code')).toBeNull();
  });

  it('buys a set: its items named and priced from the product page, in the total and the order', async () => {
    $selectedList.set([{ product_id: 1, amount: 2, sub_product_infos: [{ product_id: 5, amount: 1 }] }]);
    const stand = { item: { ...product(5), display_name: 'Stand' }, unit_price: 300, max_amount: 1 };
    const requests = serveCheckout([], {
      'GET product/1': { status: 200, data: { data: { ...guestProduct.data.data, set_items: [stand] } } },
      'POST order': {
        status: 200,
        data: { data: { order: order({ is_guest: true, coupon: null }), guest_token: 'guest-token' } },
      },
    });
    await open();
    expect(within(screen.getByTestId('checkout-items')).getByTestId('line-options').textContent).toBe(
      'Includes Stand × 1 (+NT$300 each)',
    );
    await type('E-mail', 'guest@example.com');
    await choose(/^Convenience store pickup/);
    await act(async () => fireEvent.change(field('Store chain'), { target: { value: '711' } }));
    await settle();
    await choose(/^7-ELEVEN 台大門市/);
    await type('Recipient name', '王小明');
    await type('Mobile number', '912345678');
    await choose(/^WeChat Pay/);
    // Two units of NT$1,000, each with a stand at NT$300.
    expect(screen.getByTestId('checkout-total').textContent).toBe('NT$2,600');
    await submit();
    await settle();
    const [sent] = posted(requests, 'order');
    expect(sent!.data as OrderCreate).toMatchObject({
      lines: [{ product_id: 1, amount: 2, sub_product_infos: [{ product_id: 5, amount: 1 }] }],
      expected_total: 2600,
    });
  });

  it('is told what is missing, in the form’s own words', async () => {
    serveCheckout([], { 'GET product/1': guestProduct });
    await open();
    await submit();
    expect(screen.getByTestId('checkout-problem').textContent).toBe('Please fill in the shipping information completely');
    expect(within(screen.getByTestId('checkout-contact')).getByText('Required fields')).toBeTruthy();
    expect(screen.getByText('Choose a delivery method')).toBeTruthy();
    expect(screen.getByText('Choose a payment method')).toBeTruthy();
    await type('Mobile number', '812345678');
    await waitFor(() => expect(screen.getByText('Please enter a valid mobile number')).toBeTruthy());
  });
});

describe('destinations', () => {
  beforeEach(() => signIn('token'));

  it('asks for English where the courier needs it, and the customs number in its real format', async () => {
    serveCheckout([line(1, { amount: 2 })]);
    await open();
    await act(async () => fireEvent.change(field('Destination country or region'), { target: { value: 'KR' } }));
    expect(
      screen.getByText('Couriers to this destination need the recipient’s name and address in English.'.replace('’', "'")),
    ).toBeTruthy();
    expect(screen.getByTestId('import-tax-note')).toBeTruthy();
    await choose(/^Overseas courier/);
    await type('Recipient name', '王小明');
    await type(/^Personal Customs Clearance Code/, 'P1234');
    expect(screen.getByText('Please enter in English only')).toBeTruthy();
    expect(screen.getByText('The information you provided is incorrect. Please confirm and enter again')).toBeTruthy();
    await type(/^Personal Customs Clearance Code/, 'P123456789012');
    expect(screen.queryByText('The information you provided is incorrect. Please confirm and enter again')).toBeNull();
  });

  it('tells about EZ WAY real-name authentication only for a parcel entering Taiwan from elsewhere', async () => {
    serveCheckout([line(1, { amount: 2 })]);
    await open();
    expect(screen.queryByTestId('real-name-notice')).toBeNull();
    cleanup();
    serveCheckout([fromChina(2, { amount: 1 })]);
    $selectedList.set([{ product_id: 2, amount: 1 }]);
    await open();
    expect(screen.getByTestId('real-name-notice').textContent).toContain('EZ WAY');
  });

  it('says which items cannot ship to the chosen area', async () => {
    serveCheckout([line(1, { amount: 2 }, { sales_area: ['TW'] })]);
    await open();
    await act(async () => fireEvent.change(field('Destination country or region'), { target: { value: 'JP' } }));
    const alert = screen.getByTestId('cannot-ship');
    expect(alert.textContent).toContain('These items cannot ship to this area.');
    expect(alert.textContent).toContain('Product 1');
  });

  it('tells when the shipping fees changed since the cart', async () => {
    $shippingFee.set(fees.map((row) => ({ ...row, fee: row.fee - 10 })));
    serveCheckout([line(1, { amount: 2 })]);
    await open();
    expect($toasts.get()).toContainEqual(expect.objectContaining({ message: 'Shipping costs updated' }));
  });
});

describe('a member', () => {
  beforeEach(() => signIn('token'));

  it('finds the form filled from the profile', async () => {
    serveCheckout([line(1, { amount: 2 })]);
    await open();
    expect(screen.getByText('Signed in as member@example.com')).toBeTruthy();
    expect(field('Recipient name').value).toBe('王小明');
    expect(field('Mobile number').value).toBe('912345678');
    expect(field('Recipient e-mail').value).toBe('member@example.com');
  });

  it('picks a coupon, which the API prices against the order', async () => {
    const requests = serveCheckout([line(1, { amount: 2 })], {
      'GET coupon': { status: 200, data: { data: [coupon(3)] } },
      'POST order/coupon': (request) => {
        const body = request.data as { coupon_id?: number; coupon_code?: string };
        if (body.coupon_code) return { status: 400, data: { error_code: 40040, error_msg: 'Invalid code' } };
        const discount = body.coupon_id ? 100 : 0;
        return {
          status: 200,
          data: {
            data: {
              ships_from: 'TW',
              amounts: { subtotal: 2000, shipping_fee: 0, discount, total: 2000 - discount },
              coupon: body.coupon_id
                ? { coupon_id: 3, code: 'CODE3', display_name: 'Coupon 3', discount, free_shipping: false }
                : null,
              free_shipping_threshold: 1500,
              import_tax_excluded: false,
            },
          },
        };
      },
    });
    await open();
    await choose(/^Coupon 3|^NT\$100 off/);
    expect(screen.getByTestId('coupon-outcome').textContent).toBe(
      'Choose a delivery method first: the coupon is checked against this order.',
    );
    await choose(/^Home delivery/);
    await choose(/^NT\$100 off/);
    await settle();
    expect(screen.getByTestId('coupon-outcome').textContent).toBe('Coupon applied successfully');
    expect(screen.getByTestId('checkout-discount').textContent).toBe('−NT$100');
    expect(screen.getByTestId('checkout-total').textContent).toBe('NT$1,900');
    expect(posted(requests, 'order/coupon').at(-1)!.data).toEqual({
      lines: [{ product_id: 1, amount: 2 }],
      country_code: 'TW',
      delivery_method: 'home',
      coupon_id: 3,
    });
    await type('Discount code', 'NOPE');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    await settle();
    expect(screen.getByTestId('coupon-outcome').textContent).toBe('Invalid code');
  });

  it('sends the admission a drop product’s waiting page kept in this tab, which the order spends', async () => {
    const drop = dropInfo({ kind: 'product', target_id: 1 });
    keepPlace('product', 1, admittedPlace({ drop, admission: 'admission-for-1' }), 0);
    let answer: { status: number; data: unknown } = {
      status: 403,
      data: { error_code: 40361, error_msg: 'This queue pass is not valid or not yours. Please go back to the queue.' },
    };
    const requests = serveCheckout([line(1, { amount: 2 })], { 'POST order': () => answer });
    await open();
    await choose(/^Convenience store pickup/);
    await act(async () => fireEvent.change(field('Store chain'), { target: { value: '711' } }));
    await settle();
    await choose(/^7-ELEVEN 信義門市/);
    await choose(/^WeChat Pay/);
    await submit();
    await settle();
    expect(posted(requests, 'order')[0]!.headers['x-drop-admission']).toBe('admission-for-1');
    expect(screen.getByText('This queue pass is not valid or not yours. Please go back to the queue.')).toBeTruthy();
    // Refused: forgotten, so the product page offers the queue again.
    expect(liveAdmission('product', 1)).toBeNull();

    keepPlace('product', 1, admittedPlace({ drop, admission: 'admission-again' }), 0);
    answer = { status: 200, data: { data: { order: order(), guest_token: null } } };
    await submit();
    await settle();
    expect(posted(requests, 'order')[1]!.headers['x-drop-admission']).toBe('admission-again');
    expect(liveAdmission('product', 1)).toBeNull();
  });

  it('goes back to the cart when a product became unavailable', async () => {
    serveCheckout([line(1, { amount: 2 })], {
      'POST order': { status: 400, data: { error_code: 40031, error_msg: 'Checkout failed / The product Unavailable.' } },
      'POST order/coupon': { status: 400, data: { error_code: 40031, error_msg: 'Checkout failed / The product Unavailable.' } },
    });
    const router = await open();
    await choose(/^Convenience store pickup/);
    await act(async () => fireEvent.change(field('Store chain'), { target: { value: '711' } }));
    await settle();
    await choose(/^7-ELEVEN 信義門市/);
    await choose(/^Credit card/);
    // The order waits for the dialog to be answered: the click is not awaited as a whole.
    fireEvent.click(screen.getByRole('button', { name: /^Place order and pay/ }));
    await waitFor(() => expect($dialogs.get()).toHaveLength(1));
    expect($dialogs.get()[0]!.message).toBe('Checkout failed / The product Unavailable.');
    await act(async () => $dialogs.get()[0]!.settle(true));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });
});

it('speaks the shopper’s language in its messages', async () => {
  serveCheckout([], {
    'GET product/1': { status: 200, data: { data: { ...product(1), description: '', images: [], stock: 9, set_items: [] } } },
  });
  await renderRoutes(routes, '/checkout', 'tw');
  await settle();
  await screen.findByTestId('checkout-form');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^送出訂單並付款/ })));
  expect(screen.getByTestId('checkout-problem').textContent).toBe('請完整填寫寄送資料');
  expect(within(screen.getByTestId('checkout-payment')).getByText('請選擇付款方式')).toBeTruthy();
});

it('keeps the QR code of a payment under way over a reload', async () => {
  $qrPayment.set({
    orderId: 41,
    purchaseId: 'pur_abc',
    token: null,
    amount: 1060,
    type: 'alipay',
    QRCode: 'http://shop.test/dev/payment/qr/pur_abc',
    paymentUrl: '/dev/payment/qr/pur_abc',
    expiresAt: '2026-11-23T10:15:00.000Z',
  });
  let status: 'pending' | 'paid' = 'pending';
  serveCheckout([], { 'GET purchase/pur_abc': () => ({ status: 200, data: { data: purchase('alipay', { status }) } }) });
  const router = await renderRoutes(routes, '/checkout', 'cn');
  await settle();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('使用支付宝付款');
  expect(screen.getByTestId('qr-amount').textContent).toBe('NT$1,060');
  await waitFor(() => expect(screen.getByRole('img', { name: '支付宝付款二维码' })).toBeTruthy());

  // Paid on the phone: the next look at the payment leads to the result, and the QR data is gone.
  status = 'paid';
  await waitFor(() => expect(router.state.location.search).toBe('?order_id=41'), { timeout: 5000 });
  expect(router.state.location.pathname).toBe('/result');
  expect(sessionStorage.getItem('qrCode')).toBeNull();
});

it('says there is nothing to check out without a selection, and leads to the cart', async () => {
  signIn('token');
  $selectedList.set([]);
  serveCheckout([]);
  await renderRoutes(routes, '/checkout');
  await settle();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
  expect(screen.getByTestId('checkout-nothing').textContent).toContain('There is nothing to check out');
  expect(screen.getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/cart');
});

it('gives the customs and English-only messages in simplified Chinese', async () => {
  signIn('token');
  serveCheckout([line(1, { amount: 2 })]);
  await renderRoutes(routes, '/checkout', 'cn');
  await settle();
  await screen.findByTestId('checkout-form');
  await act(async () => fireEvent.change(field('寄送国家或地区'), { target: { value: 'KR' } }));
  await type('收件人姓名', '王小明');
  await type(/^个人通关号码/, 'P1');
  expect(screen.getByText('请仅输入英文')).toBeTruthy();
  expect(screen.getByText('您提供的资料有误，请确认后再次输入')).toBeTruthy();
});

describe('an order left unpaid (Back from the card page)', () => {
  const awaiting = order({ purchase: null, payment_method: 'credit_card' });
  const canceled = { ...awaiting, status: 'canceled' as const, cancel_reason: 'canceled_by_shopper' as const };

  it('is offered to a member where checkout had nothing left; canceled, its lines are chosen again', async () => {
    signIn('token');
    $selectedList.set([]);
    const requests = serveCheckout([line(1, { amount: 2 })], {
      'GET order': { status: 200, data: { data: [awaiting], page: 1, page_size: 5, total: 1 } },
      'POST order/41/cancel': { status: 200, data: { data: { order: canceled, lines_back_in_cart: 1 } } },
    });
    await renderRoutes(routes, '/checkout');
    await settle();
    const pending = await screen.findByTestId('pending-order');
    expect(requests.find((request) => request.url === 'order')!.params).toEqual({ awaiting_payment: true, page_size: 5 });
    expect(pending.textContent).toContain('S2611230000041');
    expect(pending.textContent).toContain('NT$1,960');
    expect(pending.textContent).toContain('Product 1 × 2');
    expect(within(pending).getByRole('link', { name: 'S2611230000041' }).getAttribute('href')).toBe('/order-detail?order_id=41');

    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect($dialogs.get()).toHaveLength(1));
    expect($dialogs.get()[0]!.message).toBe(
      'Cancel order S2611230000041? Its items go back to your cart and its coupon can be used again.',
    );
    await act(async () => $dialogs.get()[0]!.settle(true));
    await settle();
    expect(posted(requests, 'order/41/cancel')).toHaveLength(1);
    expect($toasts.get()).toContainEqual(
      expect.objectContaining({ message: 'Order S2611230000041 is canceled: its items are back in your cart.' }),
    );
    expect($selectedList.get()).toEqual([{ product_id: 1, amount: 2 }]);
    await screen.findByTestId('checkout-form');
  });

  it('is paid now by the method it had: on to its QR code', async () => {
    signIn('token');
    $selectedList.set([]);
    const byWeChat = { ...awaiting, payment_method: 'wechat_pay' as const };
    const requests = serveCheckout([], {
      'GET order': { status: 200, data: { data: [byWeChat], page: 1, page_size: 5, total: 1 } },
      'POST order/41': { status: 200, data: { data: { ...byWeChat, purchase: purchase('wechat_pay') } } },
    });
    await renderRoutes(routes, '/checkout');
    await settle();
    const pending = await screen.findByTestId('pending-order');
    await act(async () => fireEvent.click(within(pending).getByRole('button', { name: 'Pay now' })));
    await settle();
    expect(posted(requests, 'order/41').at(-1)!.data).toEqual({ payment_method: 'wechat_pay' });
    await screen.findByTestId('qr-payment');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay with WeChat Pay');
  });

  it("is offered to a visitor from this browser's order link, and forgotten once it no longer waits", async () => {
    localStorage.setItem(
      'guestOrders',
      JSON.stringify([
        { orderId: 40, token: 'paid-token' },
        { orderId: 41, token: 'guest-token' },
      ]),
    );
    $selectedList.set([]);
    const requests = serveCheckout([], {
      'GET order/40': { status: 200, data: { data: order({ order_id: 40, paid_at: '2026-11-23T10:05:00.000Z' }) } },
      'GET order/41': { status: 200, data: { data: awaiting } },
      'POST order/41/cancel': { status: 200, data: { data: { order: canceled, lines_back_in_cart: 0 } } },
    });
    await renderRoutes(routes, '/checkout');
    await settle();
    const pending = await screen.findByTestId('pending-order');
    expect(screen.getAllByTestId('pending-order')).toHaveLength(1);
    expect(requests.find((request) => request.url === 'order/41')!.params).toEqual({ token: 'guest-token' });
    expect(JSON.parse(localStorage.getItem('guestOrders')!)).toEqual([{ orderId: 41, token: 'guest-token' }]);
    fireEvent.click(within(pending).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect($dialogs.get()).toHaveLength(1));
    await act(async () => $dialogs.get()[0]!.settle(true));
    await settle();
    expect(posted(requests, 'order/41/cancel')[0]!.params).toEqual({ token: 'guest-token' });
    expect(localStorage.getItem('guestOrders')).toBeNull();
    expect($selectedList.get()).toEqual([{ product_id: 1, amount: 2 }]);
  });
});
