import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { PrizeShipment } from '@shop/shared/contract';
import { $user, signIn, signOut } from '@shop/shared/stores';
import { boxPrize, member, prizeShipment } from '../../testing/fixtures';
import { fakeApi, renderMember, screenWidth, settle, type FakeRoute } from '../../testing/renderMember';
import { $shipmentQrPayment } from './usePayShipment';

let restoreScreen: () => void;
beforeEach(() => {
  restoreScreen = screenWidth(1280);
  signIn('member-token');
  $user.set(member());
});
afterEach(() => {
  restoreScreen();
  signOut();
  $shipmentQrPayment.set(null);
  localStorage.clear();
});

const moon = { kuji_id: 9, kuji_title: 'Moon Bakery Kuji', kuji_order_id: 20, order_number: 'K2611220000020' };
const threePrizes = [boxPrize('t1'), boxPrize('t2', { tier: 'D' }), boxPrize('last9', { ...moon, tier: 'LAST', last_one: true })];

/** The API of a member with this box and these shipments, and what a Taiwan home delivery needs. */
function serve(routes: Record<string, FakeRoute> = {}, box = threePrizes, shipments: PrizeShipment[] = []) {
  return fakeApi({
    'GET prize-box': { status: 200, data: { data: box } },
    'GET prize-shipment': { status: 200, data: { data: shipments } },
    'GET system/country-city': {
      status: 200,
      data: { data: [{ country_code: 'TW', display_name: 'Taiwan', phone_code: '886', cities: ['Taipei City'] }] },
    },
    'GET system/express-fee': {
      status: 200,
      data: {
        data: [
          { country_code: 'TW', ships_from: 'TW', delivery_method: 'home', fee: 100, free_shipping_threshold: 1500 },
          { country_code: 'TW', ships_from: 'TW', delivery_method: 'cvs', fee: 60, free_shipping_threshold: 1000 },
        ],
      },
    },
    'GET system/country-city-district': {
      status: 200,
      data: {
        data: [{ city: 'Taipei City', city_code: 'TPE', districts: [{ name: "Da'an", postal_code: '106', code: 'TPE-106' }] }],
      },
    },
    'GET system/valid-phone-number': { status: 200, data: { data: { valid: true } } },
    'POST prize-shipment/quote': { status: 200, data: { data: { shipping_fee: 100 } } },
    ...routes,
  });
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = async (label: string | RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  await act(async () => fireEvent.change(field, { target: { value } }));
  await act(async () => fireEvent.blur(field));
};

/** Ticks these prizes, opens the form and fills a Taiwan home delivery paid by card. */
async function askToShip(names: string[]) {
  for (const name of names) await click(screen.getByRole('checkbox', { name: new RegExp(name) }));
  await click(screen.getByTestId('ship-selected'));
  await click(screen.getByRole('radio', { name: /^Home delivery/ }));
  await settle();
  await type('Postal code', '106');
  await type('Detailed address', 'Roosevelt Rd 1');
  await click(screen.getByRole('radio', { name: /^Credit card/ }));
  await settle();
}
const submit = async () => {
  await click(screen.getByTestId('prize-ship-submit'));
  await settle();
};
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** The message a field's `aria-describedby` points to as an alert, if any. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;
const sentInvoice = (requests: { method: string; url: string; data?: unknown }[]) =>
  requests.filter((r) => r.method === 'POST' && r.url === 'prize-shipment').map((r) => (r.data as { invoice: unknown }).invoice);

it('lists the prizes grouped by campaign with tier, name, picture and when they were won; select all', async () => {
  serve();
  await renderMember('/member/prize-box');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Prize box');
  const campaigns = screen.getAllByTestId('prize-box-campaign');
  expect(campaigns.map((group) => group.querySelector('legend')!.textContent)).toEqual([
    'Star Sea Voyagers Ichiban Kuji',
    'Moon Bakery Kuji',
  ]);
  const [first, second] = within(campaigns[0]!).getAllByTestId('box-prize');
  expect(first!.textContent).toContain('Prize A');
  expect(first!.textContent).toContain('Figure t1');
  expect(first!.textContent).toContain('Won 2026-11-20 14:02 · Order no. K2611200000012');
  expect(first!.querySelector('img')!.getAttribute('src')).toContain('kp-t1');
  expect(second!.textContent).toContain('Prize D');
  expect(within(campaigns[1]!).getByTestId('box-prize').textContent).toContain('Last One prize');
  expect((screen.getByTestId('ship-selected') as HTMLButtonElement).disabled).toBe(true);
  await click(screen.getByRole('checkbox', { name: 'Select all' }));
  expect(screen.getByTestId('prize-box-count').textContent).toBe('3 prizes · 3 selected');
  expect(screen.getByTestId('ship-selected').textContent).toBe('Ship selected (3)');
});

it('ships prizes of two campaigns in one parcel: the postage first, then the body the API takes', async () => {
  const requests = serve({
    'POST prize-shipment': {
      status: 200,
      data: {
        data: prizeShipment(5, { status: 'paid', shipping_fee: 0, payment_deadline: null, paid_at: '2026-11-21T02:00:00.000Z' }),
      },
    },
    'GET prize-shipment/5': {
      status: 200,
      data: {
        data: prizeShipment(5, { status: 'paid', shipping_fee: 0, payment_deadline: null, paid_at: '2026-11-21T02:00:00.000Z' }),
      },
    },
  });
  const router = await renderMember('/member/prize-box');
  expect(screen.queryByTestId('prize-ship-form')).toBeNull();
  await askToShip(['Figure t1', 'Last One prize']);
  expect(document.activeElement!.textContent).toBe('Ship 2 prizes in one parcel');
  const quote = requests.find((r) => r.method === 'POST' && r.url === 'prize-shipment/quote')!;
  expect(quote.data).toEqual({ prize_ids: ['t1', 'last9'], country_code: 'TW', delivery_method: 'home' });
  expect(screen.getByTestId('prize-postage').textContent).toBe('Postage NT$100');
  await submit();
  const asked = requests.find((r) => r.method === 'POST' && r.url === 'prize-shipment')!;
  expect(asked.data).toEqual({
    prize_ids: ['t1', 'last9'],
    country_code: 'TW',
    delivery_method: 'home',
    recipient: { name: 'Ming', phone_code: '886', phone_number: '912345678', email: 'ming@example.com' },
    address: { city: 'TPE', district: 'TPE-106', district_code: 'TPE-106', postal_code: '106', detail: 'Roosevelt Rd 1' },
    payment_method: 'credit_card',
    invoice: { kind: 'member' },
  });
  // A free parcel is paid at once: its record opens, focused.
  expect(router.state.location.search).toBe('?shipment_id=5');
  const opened = screen.getByTestId('opened-shipment');
  expect(within(opened).getByTestId('order-status').textContent).toBe('Paid, being packed');
  expect(document.activeElement!.textContent).toBe('Shipment no. P2611210000005');
});

it('says so when a prize was already asked for elsewhere (40975) and reads the box again', async () => {
  let boxReads = 0;
  const requests = serve({
    'GET prize-box': () => ({ status: 200, data: { data: boxReads++ === 0 ? threePrizes : threePrizes.slice(1) } }),
    'POST prize-shipment': {
      status: 409,
      data: { error_code: 40975, error_msg: 'A prize you chose is already in another shipment.' },
    },
  });
  await renderMember('/member/prize-box');
  await askToShip(['Figure t1']);
  await submit();
  expect(screen.queryByTestId('prize-ship-form')).toBeNull();
  expect(screen.getByTestId('prize-box-notice').textContent).toMatch(/already.*Your prize box was refreshed: choose again\./);
  expect(requests.filter((r) => r.method === 'GET' && r.url === 'prize-box')).toHaveLength(2);
  expect(screen.getAllByTestId('box-prize').map((p) => p.dataset.prizeId)).toEqual(['t2', 'last9']);
  expect(screen.getByTestId('prize-box-count').textContent).toBe('2 prizes · 0 selected');
});

it('pays a WeChat Pay parcel with the shared QR view', async () => {
  const purchase = {
    purchase_id: 'pu_1',
    order_id: 6,
    subject: 'prize_shipment' as const,
    method: 'wechat_pay' as const,
    amount: 100,
    status: 'pending' as const,
    payment_url: 'https://pay.example/qr/1',
    qr_code: 'weixin://wxpay/1',
    expires_at: '2026-11-21T02:30:00.000Z',
    paid_at: null,
  };
  serve({
    'POST prize-shipment': { status: 200, data: { data: prizeShipment(6, { payment_method: 'wechat_pay', purchase }) } },
    'GET prize-shipment/6': { status: 200, data: { data: prizeShipment(6, { payment_method: 'wechat_pay', purchase }) } },
    'GET purchase/pu_1': { status: 200, data: { data: purchase } },
  });
  await renderMember('/member/prize-box');
  await askToShip(['Figure t1']);
  await submit();
  expect(screen.getByTestId('qr-payment').dataset.method).toBe('wechat_pay');
  expect(screen.getByTestId('qr-amount').textContent).toBe('NT$100');
  // Kept for the tab: a reload comes back to the same code.
  expect(JSON.parse(sessionStorage.getItem('prizeShipmentQrCode')!)).toMatchObject({ orderId: 6, type: 'wechat_pay' });
});

describe('the postage’s e-invoice (a service the shop sells in Taiwan)', () => {
  const asked = { status: 200, data: { data: prizeShipment(7) } };

  it('offers the kinds with the member carrier chosen, checks a code first, and sends the choice', async () => {
    const requests = serve({ 'POST prize-shipment': asked, 'GET prize-shipment/7': asked });
    await renderMember('/member/prize-box');
    await askToShip(['Figure t1']);
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
    await type('Unified business number', '04595258');
    await type('Company name', 'Example Co., Ltd.');
    await submit();
    expect(errorOf(field('Unified business number'))).toBe(
      'This unified business number is not valid. Please check it and enter it again',
    );
    expect(sentInvoice(requests)).toEqual([]);
    await type('Unified business number', '04595257');
    await submit();
    expect(sentInvoice(requests)).toEqual([{ kind: 'company', business_number: '04595257', title: 'Example Co., Ltd.' }]);
  });

  it('shows the API’s refusal of a code at its field until the code is changed, and does not keep it', async () => {
    const message = 'A mobile barcode is "/" followed by 7 letters, digits or . - +';
    const requests = serve({ 'POST prize-shipment': { status: 400, data: { error_code: 40080, error_msg: message } } });
    await renderMember('/member/prize-box');
    await askToShip(['Figure t1']);
    await click(screen.getByRole('radio', { name: /^Mobile barcode/ }));
    await type('Mobile barcode', '/abc+123');
    await submit();
    expect(sentInvoice(requests)).toEqual([{ kind: 'mobile', carrier: '/ABC+123' }]);
    expect(errorOf(field('Mobile barcode'))).toBe(message);
    expect(field('Mobile barcode').getAttribute('aria-invalid')).toBe('true');
    await type('Mobile barcode', '/ABC+124');
    expect(errorOf(field('Mobile barcode'))).toBeNull();
    expect(localStorage.getItem('invoiceChoice')).toBeNull();
  });

  it('starts the next form on this device from the last choice a shipment took, the checkouts’ too', async () => {
    serve({ 'POST prize-shipment': asked, 'GET prize-shipment/7': asked });
    await renderMember('/member/prize-box');
    await askToShip(['Figure t1']);
    await click(screen.getByRole('radio', { name: /^Donate the invoice/ }));
    await type('Love code (donation code)', '919');
    await submit();
    expect(JSON.parse(localStorage.getItem('invoiceChoice')!)).toEqual({ kind: 'donation', love_code: '919' });
    await click(screen.getByRole('checkbox', { name: /Figure t2/ }));
    await click(screen.getByTestId('ship-selected'));
    expect((screen.getByRole('radio', { name: /^Donate the invoice/ }) as HTMLInputElement).checked).toBe(true);
    expect(field('Love code (donation code)').value).toBe('919');
  });

  it('shows on each shipment the choice and, once paid, the invoice issued', async () => {
    serve(
      {},
      [],
      [
        prizeShipment(3, {
          status: 'paid',
          payment_deadline: null,
          paid_at: '2026-11-21T02:05:00.000Z',
          invoice: {
            kind: 'company',
            code: '04595257',
            title: 'Example Co., Ltd.',
            issued: { number: 'AB00000042', date: '2026-11-21', state: 'issued', total: 100, allowanced: 0 },
          },
        }),
        prizeShipment(2, { invoice: { kind: 'mobile', code: '/ABC+123', title: null, issued: null } }),
        prizeShipment(1, { status: 'expired', invoice: { kind: 'member', code: null, title: null, issued: null } }),
      ],
    );
    await renderMember('/member/prize-box', 'tw');
    const [paid, pending, expired] = screen.getAllByTestId('prize-shipment');
    const facts = within(paid!).getByTestId('shipment-invoice');
    expect(within(facts).getByTestId('order-invoice').textContent).toBe('公司發票（統一編號） · 04595257 · Example Co., Ltd.');
    expect(within(facts).getByTestId('order-invoice-issued').textContent).toBe('AB00000042 · 2026-11-21');
    expect(within(pending!).getByTestId('order-invoice').textContent).toBe('手機條碼載具 · /ABC+123');
    expect(within(pending!).queryByTestId('order-invoice-issued')).toBeNull();
    // Expired, it sold nothing: no invoice to show.
    expect(within(expired!).queryByTestId('shipment-invoice')).toBeNull();
  });
});

it('lists the shipments: awaiting payment with its deadline and pay, paid, shipped with carrier and tracking, expired', async () => {
  serve(
    {},
    [],
    [
      prizeShipment(4),
      prizeShipment(3, { status: 'paid', payment_deadline: null, paid_at: '2026-11-21T02:05:00.000Z' }),
      prizeShipment(2, {
        status: 'shipped',
        paid_at: '2026-11-21T02:05:00.000Z',
        shipped_at: '2026-11-22T01:00:00.000Z',
        carrier: 'Black Cat',
        tracking_code: 'BC123',
      }),
      prizeShipment(1, { status: 'expired' }),
    ],
  );
  await renderMember('/member/prize-box', 'tw');
  expect(screen.getByTestId('empty-state').textContent).toContain('您的賞品箱是空的。');
  const [pending, paid, shipped, expired] = screen.getAllByTestId('prize-shipment');
  expect(pending!.textContent).toContain('寄送編號 P2611210000004');
  expect(within(pending!).getByTestId('order-status').textContent).toBe('待付款');
  expect(within(pending!).getByTestId('shipment-state').textContent).toContain('請於 2026-11-21 10:30 前付運費');
  expect(within(pending!).getByRole('button', { name: '付運費' })).toBeTruthy();
  expect(within(paid!).getByTestId('order-status').textContent).toBe('已付款，包裝中');
  expect(within(paid!).queryByRole('button')).toBeNull();
  expect(within(shipped!).getByTestId('shipment-state').textContent).toContain('由 Black Cat 出貨');
  expect(within(shipped!).getByTestId('shipment-tracking').textContent).toBe('貨運單號 BC123');
  expect(within(expired!).getByTestId('shipment-state').textContent).toBe('未在期限內付款：賞品已回到賞品箱。');
  expect(
    within(pending!)
      .getAllByTestId('shipment-prize')
      .map((p) => p.textContent),
  ).toEqual(['A 賞 · Figure t1 · Star Sea Voyagers Ichiban Kuji', '最後賞 · Figure last9 · Moon Bakery Kuji']);
});

it('opens the shipment a mail or the card payment links to, and offers a retry when the box cannot be read', async () => {
  const requests = serve({
    'GET prize-box': { status: 500, data: {} },
    'GET prize-shipment/8': { status: 200, data: { data: prizeShipment(8) } },
  });
  await renderMember('/member/prize-box?shipment_id=8');
  expect(requests.some((r) => r.method === 'GET' && r.url === 'prize-shipment/8')).toBe(true);
  const opened = screen.getByTestId('opened-shipment');
  expect(within(opened).getByTestId('order-status').textContent).toBe('Awaiting payment');
  expect(document.activeElement!.textContent).toBe('Shipment no. P2611210000008');
  expect(screen.getByTestId('error-state').textContent).toContain('Try again');
});

it('is linked from the member centre menu and the kuji history', async () => {
  fakeApi({ 'GET kuji-order': { status: 200, data: { data: [], page: 1, page_size: 10, total: 0 } } });
  await renderMember('/member/fanza-orders');
  expect(screen.getByTestId('prize-box-link').getAttribute('href')).toBe('/member/prize-box');
  expect(screen.getAllByTestId('member-link').map((link) => link.getAttribute('href'))).toContain('/member/prize-box');
});
