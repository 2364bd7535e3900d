import { act } from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { InvoiceChoice, OrderCreate } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { $selectedList, signIn } from '@shop/shared/stores';
import type { FakeRequest, FakeRoute } from '@shop/shared/testing';
import { $qrPayment } from '../../lib/qrPayment';
import { order, serveCheckout } from '../../testing/checkoutApi';
import { line } from '../../testing/fixtures';
import { renderRoutes, settle } from '../../testing/renderCheckout';
import { resetCheckout } from '../../testing/resetCheckout';
import CheckoutPage from './CheckoutPage';

const routes = [
  { path: '/checkout', element: <CheckoutPage />, handle: routeHandle({ titleKey: 'checkout:title.checkout', noindex: true }) },
];

async function open(locale: 'tw' | 'cn' | 'en' = 'en') {
  await renderRoutes(routes, '/checkout', locale);
  await settle();
  await screen.findByTestId('checkout-form');
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = async (label: string | RegExp, value: string) => {
  await act(async () => fireEvent.change(field(label), { target: { value } }));
  await act(async () => fireEvent.blur(field(label)));
};
const choose = async (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('radio', { name })));
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /^Place order and pay/ })));
const posted = (requests: FakeRequest[]) => requests.filter((request) => request.method === 'POST' && request.url === 'order');
const placed: FakeRoute = { status: 200, data: { data: { order: order(), guest_token: null } } };
const invoiceGroup = () => screen.getByRole('group', { name: 'How to receive the invoice' });

/** The error message tied to a field (`aria-describedby`), if any. */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? null;

/** A member's store-pickup order to Taiwan, everything but the invoice filled in. */
async function fillPickupOrder() {
  await choose(/^Convenience store pickup/);
  await act(async () => fireEvent.change(field('Store chain'), { target: { value: '711' } }));
  await settle();
  await choose(/^7-ELEVEN 信義門市/);
  await choose(/^WeChat Pay/);
}

async function placeWith(pick: () => Promise<void>): Promise<OrderCreate['invoice']> {
  const requests = serveCheckout([line(1, { amount: 2 })], { 'POST order': placed });
  await open();
  await fillPickupOrder();
  await pick();
  await submit();
  await settle();
  const [sent] = posted(requests);
  return (sent!.data as OrderCreate).invoice;
}

beforeEach(() => {
  resetCheckout();
  signIn('token');
});

it('offers the e-invoice kinds in a labelled group, the member carrier first and chosen', async () => {
  serveCheckout([line(1, { amount: 2 })]);
  await open();
  const radios = within(invoiceGroup()).getAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((radio) => radio.value)).toEqual(['member', 'mobile', 'certificate', 'donation', 'company']);
  expect(radios[0]!.checked).toBe(true);
  expect(within(invoiceGroup()).getByText(/Kept in your member account and mailed to you/)).toBeTruthy();
});

it('is not shown for destinations outside Taiwan, and nothing is sent for them', async () => {
  const requests = serveCheckout([line(1, { amount: 2 })], { 'POST order': placed });
  await open();
  await choose(/^Mobile barcode/);
  await type('Mobile barcode', 'wrong');
  await act(async () => fireEvent.change(field('Destination country or region'), { target: { value: 'JP' } }));
  expect(screen.queryByTestId('checkout-invoice')).toBeNull();
  await choose(/^Overseas courier/);
  await type('Recipient name', 'Wang Xiaoming');
  await type('Address line 1', '1-2-3 Shibuya');
  await type('City or town', 'Tokyo');
  await choose(/^WeChat Pay/);
  await submit();
  await settle();
  const [sent] = posted(requests);
  expect(sent!.data as OrderCreate).toMatchObject({ country_code: 'JP' });
  expect(sent!.data).not.toHaveProperty('invoice');
});

it('sends the member carrier by default', async () => {
  expect(await placeWith(async () => {})).toEqual({ kind: 'member' });
});

it('sends a mobile barcode in capitals, upper-cased as typed', async () => {
  const invoice = await placeWith(async () => {
    await choose(/^Mobile barcode/);
    await act(async () => fireEvent.change(field('Mobile barcode'), { target: { value: '/abc+123' } }));
    expect(field('Mobile barcode').value).toBe('/ABC+123');
  });
  expect(invoice).toEqual({ kind: 'mobile', carrier: '/ABC+123' });
});

it('sends a citizen certificate', async () => {
  const invoice = await placeWith(async () => {
    await choose(/^Citizen digital certificate/);
    await type('Citizen certificate barcode', 'ab12345678901234');
  });
  expect(invoice).toEqual({ kind: 'certificate', carrier: 'AB12345678901234' });
});

it('sends a donation to a charity picked from the examples', async () => {
  const invoice = await placeWith(async () => {
    await choose(/^Donate the invoice/);
    const examples = screen.getByTestId('example-charities');
    expect(examples.textContent).toContain('Examples');
    await act(async () =>
      fireEvent.click(within(examples).getByRole('button', { name: 'Genesis Social Welfare Foundation 919' })),
    );
    expect(field('Love code (donation code)').value).toBe('919');
    expect(
      within(examples).getByRole('button', { name: 'Genesis Social Welfare Foundation 919' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
  expect(invoice).toEqual({ kind: 'donation', love_code: '919' });
});

it('sends a company invoice with its business number and name', async () => {
  const invoice = await placeWith(async () => {
    await choose(/^Company invoice/);
    await type('Unified business number', '04595257');
    await type('Company name', 'Example Co., Ltd.');
  });
  expect(invoice).toEqual({ kind: 'company', business_number: '04595257', title: 'Example Co., Ltd.' });
});

it('checks each code when its field is left, and holds the order until it is right', async () => {
  const requests = serveCheckout([line(1, { amount: 2 })], { 'POST order': placed });
  await open();
  await fillPickupOrder();
  const cases: [RegExp, string, string, string][] = [
    [/^Mobile barcode/, 'Mobile barcode', '/AB12', 'A mobile barcode is "/" followed by 7 letters, digits or . - +'],
    [/^Citizen digital/, 'Citizen certificate barcode', 'AB123', 'A citizen certificate carrier is 2 letters and 14 digits'],
    [/^Donate/, 'Love code (donation code)', '12', 'A donation code is 3 to 7 digits'],
    [
      /^Company invoice/,
      'Unified business number',
      '12345678',
      'This unified business number is not valid. Please check it and enter it again',
    ],
  ];
  for (const [kind, label, wrong, message] of cases) {
    await choose(kind);
    await type(label, wrong);
    expect(errorOf(field(label))).toBe(message);
    expect(field(label).getAttribute('aria-invalid')).toBe('true');
  }
  await submit();
  expect(posted(requests)).toHaveLength(0);
  expect(errorOf(field('Company name'))).toBe('Required fields');
});

it('shows the API’s refusal of a code at its field until the code is changed', async () => {
  const requests = serveCheckout([line(1, { amount: 2 })], {
    'POST order': {
      status: 400,
      data: { error_code: 40083, error_msg: 'This unified business number is not valid. Please check it and enter it again' },
    },
  });
  await open();
  await fillPickupOrder();
  await choose(/^Company invoice/);
  await type('Unified business number', '04595257');
  await type('Company name', 'Example Co., Ltd.');
  await submit();
  await settle();
  expect(posted(requests)).toHaveLength(1);
  const message = 'This unified business number is not valid. Please check it and enter it again';
  expect(errorOf(field('Unified business number'))).toBe(message);
  expect(screen.getByTestId('checkout-problem').textContent).toBe(message);
  // Another field's check does not wipe it.
  await type('Company name', 'Example Trading Co.');
  expect(errorOf(field('Unified business number'))).toBe(message);
  await type('Unified business number', '22099131');
  expect(errorOf(field('Unified business number'))).toBeNull();
});

it('starts the next checkout on this device from the last choice an order took', async () => {
  const carrier: InvoiceChoice = { kind: 'mobile', carrier: '/ABC+123' };
  expect(
    await placeWith(async () => {
      await choose(/^Mobile barcode/);
      await type('Mobile barcode', '/abc+123');
    }),
  ).toEqual(carrier);
  cleanup();
  // The order went on to its QR code: leave that behind for a new checkout.
  $qrPayment.set(null);
  $selectedList.set([{ product_id: 1, amount: 2 }]);

  const requests = serveCheckout([line(1, { amount: 2 })], { 'POST order': placed });
  await open();
  expect((screen.getByRole('radio', { name: /^Mobile barcode/ }) as HTMLInputElement).checked).toBe(true);
  expect(field('Mobile barcode').value).toBe('/ABC+123');
  await fillPickupOrder();
  await submit();
  await settle();
  expect((posted(requests)[0]!.data as OrderCreate).invoice).toEqual(carrier);
});

it('does not remember a choice the API refused', async () => {
  serveCheckout([line(1, { amount: 2 })], {
    'POST order': { status: 400, data: { error_code: 40082, error_msg: 'A donation code is 3 to 7 digits' } },
  });
  await open();
  await fillPickupOrder();
  await choose(/^Donate the invoice/);
  await type('Love code (donation code)', '1234');
  await submit();
  await settle();
  expect(errorOf(field('Love code (donation code)'))).toBe('A donation code is 3 to 7 digits');
  cleanup();
  serveCheckout([line(1, { amount: 2 })]);
  await open();
  expect((screen.getByRole('radio', { name: /^Member carrier/ }) as HTMLInputElement).checked).toBe(true);
});

it('speaks traditional and simplified Chinese', async () => {
  serveCheckout([line(1, { amount: 2 })]);
  await open('tw');
  expect(screen.getByRole('heading', { name: '電子發票' })).toBeTruthy();
  await choose(/^捐贈發票/);
  await type('捐贈碼（愛心碼）', '1');
  expect(errorOf(field('捐贈碼（愛心碼）'))).toBe('捐贈碼應為 3 至 7 碼數字');
  cleanup();
  serveCheckout([line(1, { amount: 2 })]);
  await open('cn');
  expect(screen.getByRole('heading', { name: '电子发票' })).toBeTruthy();
  await choose(/^公司发票/);
  await type('统一编号', '12345678');
  expect(errorOf(field('统一编号'))).toBe('统一编号不正确，请确认后再次输入');
});
