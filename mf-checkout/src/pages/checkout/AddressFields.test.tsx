import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderCreate } from '@shop/shared/contract';
import { routeHandle } from '@shop/shared/routing';
import { $locale, signIn } from '@shop/shared/stores';
import type { FakeRequest } from '@shop/shared/testing';
import { $deliveryCountry } from '../../lib/destination';
import { order, serveCheckout } from '../../testing/checkoutApi';
import { line } from '../../testing/fixtures';
import { renderRoutes, settle } from '../../testing/renderCheckout';
import { resetCheckout } from '../../testing/resetCheckout';
import CheckoutPage from './CheckoutPage';

// The address part of the checkout: places from the API's data in the page's language, stored as codes; a Taiwan
// postal code fills city and district; other countries' addresses typed as they write them; store search.

const routes = [
  { path: '/checkout', element: <CheckoutPage />, handle: routeHandle({ titleKey: 'checkout:title.checkout', noindex: true }) },
];

async function open(locale: 'tw' | 'cn' | 'en' = 'en') {
  // The shell keeps the shop's language in $locale: API calls name it, and the place data is per language.
  $locale.set(locale);
  await renderRoutes(routes, '/checkout', locale);
  await settle();
  await screen.findByTestId('checkout-form');
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const type = async (label: string | RegExp, value: string) => {
  await act(async () => fireEvent.change(field(label), { target: { value } }));
  await act(async () => fireEvent.blur(field(label)));
};
const choose = async (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('radio', { name })));
const optionsOf = (label: string | RegExp) =>
  Array.from((field(label) as HTMLSelectElement).options).map((option) => option.textContent);
const postedOrder = (requests: FakeRequest[]) =>
  requests.find((request) => request.method === 'POST' && request.url === 'order')?.data as OrderCreate | undefined;

beforeEach(() => {
  window.dataLayer = [];
  resetCheckout();
  signIn('token');
});

const ordered = () =>
  serveCheckout([line(1, { amount: 2 })], {
    'POST order': { status: 200, data: { data: { order: order(), guest_token: null } } },
  });

async function placeByCard() {
  await choose(/^Credit card/);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Place order and pay/ })));
  await settle();
}

describe('Taiwan', () => {
  it('fills city and district from a typed postal code (3+3 too) and sends the district by its code', async () => {
    const requests = ordered();
    await open();
    await choose(/^Home delivery/);
    const address = await screen.findByTestId('address-fields');
    expect(within(address).getByText('Type the 3-digit postal code to fill in city and district.')).toBeTruthy();
    await type('Postal code', '320-001');
    expect(field('County or city').value).toBe('TAO');
    expect(field('Area').value).toBe('320');
    expect(optionsOf('Area')).toEqual(['Choose…', 'Zhongli Dist.']);
    await type('Detailed address', 'No. 1, Zhongzheng Rd.');
    await placeByCard();
    expect(postedOrder(requests)!.address).toEqual({
      city: 'TAO',
      district: '320',
      district_code: '320',
      postal_code: '320-001',
      detail: 'No. 1, Zhongzheng Rd.',
    });
  });

  it('a postal code several districts share picks their city and leaves the district to choose', async () => {
    ordered();
    await open();
    await choose(/^Home delivery/);
    await screen.findByTestId('address-fields');
    await type('Postal code', '300');
    expect(field('County or city').value).toBe('HSZ');
    expect(field('Area').value).toBe('');
    await act(async () => fireEvent.change(field('Area'), { target: { value: '300-north' } }));
    expect(field('Postal code').value).toBe('300');
    // Picking a district writes its postal code; picking another city clears both.
    await act(async () => fireEvent.change(field('County or city'), { target: { value: 'TPE' } }));
    expect(field('Postal code').value).toBe('');
    await act(async () => fireEvent.change(field('Area'), { target: { value: '114' } }));
    expect(field('Postal code').value).toBe('114');
  });

  it('names places in the page’s language: simplified on cn pages, Chunghwa Post’s English on en pages', async () => {
    ordered();
    await open('cn');
    await choose(/^送货上门/);
    await screen.findByTestId('address-fields');
    expect(optionsOf('省市')).toEqual(['请选择…', '台北市', '桃园市', '新竹市']);
    await act(async () => fireEvent.change(field('省市'), { target: { value: 'TPE' } }));
    expect(optionsOf('区域')).toEqual(['请选择…', '大安区', '内湖区']);
  });
});

describe('elsewhere', () => {
  it('mainland China: province, city, district by code, no postal-code autofill', async () => {
    const requests = ordered();
    $deliveryCountry.set('CN');
    await open('tw');
    await choose(/^宅配到府/);
    await screen.findByTestId('address-fields');
    expect(optionsOf('省份')).toEqual(['請選擇…', '廣東省', '北京市']);
    await act(async () => fireEvent.change(field('省份'), { target: { value: '44' } }));
    expect(optionsOf('縣市')).toEqual(['請選擇…', '深圳市']);
    await act(async () => fireEvent.change(field('縣市'), { target: { value: '4403' } }));
    await act(async () => fireEvent.change(field('區域'), { target: { value: '440305' } }));
    expect(field('郵遞區號').value).toBe('');
    await type('詳細地址', '科技園1號');
    await choose(/^信用卡/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^送出訂單/ })));
    await settle();
    expect(postedOrder(requests)?.address).toMatchObject({ city: '4403', district_code: '440305', detail: '科技園1號' });
  });

  it('Korea: the address typed as the country writes it, in English, with a second line and a region', async () => {
    const requests = ordered();
    $deliveryCountry.set('KR');
    await open();
    await choose(/^Overseas courier/);
    await screen.findByTestId('address-fields');
    expect(screen.queryByLabelText('Area')).toBeNull();
    await type('Address line 1', '620 Haeundae-ro');
    await type('Address line 2 (optional)', 'Apt 1203');
    await type('City or town', '부산');
    expect(await screen.findByText('Please enter in English only')).toBeTruthy();
    await type('City or town', 'Busan');
    await type('State, province or region', 'Haeundae-gu');
    await type('Postal code', '48095');
    await type('Recipient name', 'Kim Minji');
    await act(async () => fireEvent.change(field('Country code'), { target: { value: '82' } }));
    await type('Mobile number', '912345678');
    await type(/^Personal Customs Clearance Code/, 'P123456789012');
    await placeByCard();
    await waitFor(() => expect(postedOrder(requests)).toBeTruthy());
    expect(postedOrder(requests)!.address).toEqual({
      city: 'Busan',
      district: '',
      region: 'Haeundae-gu',
      postal_code: '48095',
      detail: '620 Haeundae-ro',
      line2: 'Apt 1203',
    });
  });
});

describe('store pickup', () => {
  it('searches the stores on the server by district and words', async () => {
    const requests = ordered();
    await open();
    await choose(/^Convenience store pickup/);
    await act(async () => fireEvent.change(field('Store chain'), { target: { value: '711' } }));
    await settle();
    await act(async () => fireEvent.change(field('County or city'), { target: { value: 'TAO' } }));
    await settle();
    expect(optionsOf('Area')).toEqual(['All areas', 'Zhongli Dist.']);
    await act(async () => fireEvent.change(field('Area'), { target: { value: '320' } }));
    await act(async () => fireEvent.change(field('Store name, address or number'), { target: { value: '中正' } }));
    await waitFor(() =>
      expect(requests.some((request) => request.url === 'system/tw-cvs' && request.params?.q === '中正')).toBe(true),
    );
    await settle();
    expect(requests.at(-1)!.params).toEqual({ brand: '711', city: 'TAO', district: '320', q: '中正' });
    const stores = within(screen.getByTestId('cvs-stores')).getAllByRole('radio');
    expect(stores).toHaveLength(1);
    expect(screen.getByText('7-ELEVEN 中壢中正門市')).toBeTruthy();
  });
});
