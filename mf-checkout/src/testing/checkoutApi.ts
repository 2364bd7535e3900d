import type { CartItem, Coupon, OrderDetail, Purchase } from '@shop/shared/contract';
import { apiAnswers, type FakeRequest, type FakeRoute } from '@shop/shared/testing';
import { fees } from './fixtures';

export const countries = [
  { country_code: 'TW', display_name: 'Taiwan', phone_code: '886', cities: ['臺北市'], address_form: 'districts' },
  { country_code: 'CN', display_name: 'Mainland China', phone_code: '86', cities: ['深圳市'], address_form: 'districts' },
  { country_code: 'JP', display_name: 'Japan', phone_code: '81', cities: [], address_form: 'free' },
  { country_code: 'KR', display_name: 'South Korea', phone_code: '82', cities: [], address_form: 'free' },
];

type Names = Record<'tw' | 'cn' | 'en', string>;
type FakeCity = {
  city: Names;
  city_code: string;
  region?: Names;
  region_code?: string;
  districts: { name: Names; postal_code: string; code: string }[];
};
const same = (name: string): Names => ({ tw: name, cn: name, en: name });

/** The place data as `system/country-city-district` answers it: codes, names per language (a few places each). */
const places: Record<string, FakeCity[]> = {
  TW: [
    {
      city: { tw: '臺北市', cn: '台北市', en: 'Taipei City' },
      city_code: 'TPE',
      districts: [
        { name: { tw: '大安區', cn: '大安区', en: "Da'an Dist." }, postal_code: '106', code: '106' },
        { name: { tw: '內湖區', cn: '内湖区', en: 'Neihu Dist.' }, postal_code: '114', code: '114' },
      ],
    },
    {
      city: { tw: '桃園市', cn: '桃园市', en: 'Taoyuan City' },
      city_code: 'TAO',
      districts: [{ name: { tw: '中壢區', cn: '中坜区', en: 'Zhongli Dist.' }, postal_code: '320', code: '320' }],
    },
    {
      city: { tw: '新竹市', cn: '新竹市', en: 'Hsinchu City' },
      city_code: 'HSZ',
      districts: [
        { name: { tw: '東區', cn: '东区', en: 'East Dist.' }, postal_code: '300', code: '300-east' },
        { name: { tw: '北區', cn: '北区', en: 'North Dist.' }, postal_code: '300', code: '300-north' },
      ],
    },
  ],
  CN: [
    {
      city: { tw: '深圳市', cn: '深圳市', en: '深圳市' },
      city_code: '4403',
      region: { tw: '廣東省', cn: '广东省', en: '广东省' },
      region_code: '44',
      districts: [{ name: { tw: '南山區', cn: '南山区', en: '南山区' }, postal_code: '', code: '440305' }],
    },
    {
      city: same('北京市'),
      city_code: '1101',
      region: same('北京市'),
      region_code: '11',
      districts: [{ name: { tw: '朝陽區', cn: '朝阳区', en: '朝阳区' }, postal_code: '', code: '110105' }],
    },
  ],
};
const localeOf = (request: FakeRequest) =>
  (({ 'zh-CN': 'cn', en: 'en' }) as Record<string, 'cn' | 'en'>)[request.headers.locale ?? ''] ?? 'tw';

/** Stores as `system/tw-cvs` answers them, filtered by chain, city, district and words like the API. */
const stores = [
  {
    store_id: '711-100001',
    brand: '711',
    name: '7-ELEVEN 台大門市',
    city: '台北市',
    address: '台北市大安區羅斯福路四段1號',
    district_code: '106',
    city_code: 'TPE',
  },
  {
    store_id: '711-100002',
    brand: '711',
    name: '7-ELEVEN 信義門市',
    city: '台北市',
    address: '台北市信義區松仁路100號',
    district_code: '110',
    city_code: 'TPE',
  },
  {
    store_id: '131396',
    brand: '711',
    name: '7-ELEVEN 中壢中正門市',
    city: '桃園市',
    address: '桃園市中壢區中正路18號',
    district_code: '320',
    city_code: 'TAO',
  },
];

export function coupon(id: number, fields: Partial<Coupon> = {}): Coupon {
  return {
    coupon_id: id,
    code: `CODE${id}`,
    display_name: `Coupon ${id}`,
    promotion: 'NT$100 off',
    conditions: '',
    starts_at: '2026-01-01T00:00:00.000Z',
    ends_at: '2026-12-31T00:00:00.000Z',
    free_shipping: false,
    ships_from: null,
    region: null,
    status: 'available',
    threshold: 500,
    discount: 100,
    unlimited_amount: false,
    claimed_at: '2026-01-02T00:00:00.000Z',
    ...fields,
  };
}

export function purchase(method: Purchase['method'], fields: Partial<Purchase> = {}): Purchase {
  const qr = method === 'wechat_pay' || method === 'alipay';
  return {
    purchase_id: 'pur_abc',
    order_id: 41,
    subject: 'order',
    method,
    amount: 1060,
    status: 'pending',
    payment_url: qr ? '/dev/payment/qr/pur_abc' : '/dev/payment/card/pur_abc',
    qr_code: qr ? 'http://shop.test/dev/payment/qr/pur_abc' : null,
    expires_at: '2026-11-23T10:15:00.000Z',
    paid_at: null,
    ...fields,
  };
}

/** An order as GET order/{id} answers it: two units of product 1, shipped to Taiwan by store pickup. */
export function order(fields: Partial<OrderDetail> = {}): OrderDetail {
  return {
    order_id: 41,
    order_number: 'S2611230000041',
    created_at: '2026-11-23T10:00:00.000Z',
    status: 'pending_activation',
    cancel_reason: null,
    canceled_at: null,
    paid_at: null,
    payment_deadline: '2026-11-23T10:30:00.000Z',
    payment_method: 'wechat_pay',
    ships_from: 'TW',
    amounts: { subtotal: 2000, shipping_fee: 60, discount: 100, total: 1960 },
    refunded_amount: 0,
    items: [
      {
        product_id: 1,
        sku: 'SKU-1',
        display_name: 'Product 1',
        image: '/api/v1/images/p-1.jpg',
        unit_price: 1000,
        marked_price: 1200,
        amount: 2,
        line_total: 2000,
        is_pre_order: false,
        sub_product_infos: [],
      },
    ],
    delivery: {
      country_code: 'TW',
      delivery_method: 'cvs',
      recipient: { name: '王小明', phone_code: '886', phone_number: '912345678', email: 'buyer@example.com' },
      address: null,
      cvs_store: { brand: '711', store_id: '711-100001', name: '7-ELEVEN 台大門市', address: '台北市大安區羅斯福路四段1號' },
    },
    shipping: { shipping_code: null, carrier: null, picking_at: null, shipped_at: null, finished_at: null },
    customs: null,
    import_tax_excluded: false,
    return_shipping_fee: null,
    coupon: { coupon_id: 3, code: 'CODE3', display_name: 'Coupon 3', discount: 100, free_shipping: false },
    purchase: purchase('wechat_pay'),
    refund_requested_at: null,
    refunds: [],
    invoice: { kind: 'member', code: null, title: null },
    is_guest: false,
    ...fields,
  };
}

/**
 * The API under the checkout pages: reference data, the member's cart and coupons, and whatever `routes` add or
 * replace (POST order, POST order/coupon…). A mobile number is valid when it starts with 9 (Taiwan's rule).
 */
export function serveCheckout(cart: CartItem[], routes: Record<string, FakeRoute> = {}): FakeRequest[] {
  return apiAnswers({
    'GET system/express-fee': { status: 200, data: { data: fees } },
    'GET system/country-city': { status: 200, data: { data: countries } },
    'GET system/country-city-district': (request) => {
      const locale = localeOf(request);
      const cities = places[String(request.params?.country_code)] ?? [];
      return {
        status: 200,
        data: {
          data: cities.map(({ city, region, districts, ...codes }) => ({
            ...codes,
            city: city[locale],
            ...(region ? { region: region[locale] } : {}),
            districts: districts.map((district) => ({ ...district, name: district.name[locale] })),
          })),
        },
      };
    },
    'GET system/tw-cvs': (request) => {
      const { brand, city, district, q } = (request.params ?? {}) as Record<string, string | undefined>;
      const found = stores.filter(
        (store) =>
          (!brand || store.brand === brand) &&
          (!city || store.city_code === city) &&
          (!district || store.district_code === district) &&
          (!q || `${store.store_id} ${store.name} ${store.address}`.includes(q)),
      );
      return { status: 200, data: { data: found.map(({ city_code: _, ...store }) => store) } };
    },
    'GET system/valid-phone-number': (request) => ({
      status: 200,
      data: { data: { valid: /^0?9\d{8}$/.test(String(request.params?.phone_number)), e164: '' } },
    }),
    'GET cart': { status: 200, data: { data: cart, limit: 50 } },
    'GET coupon': { status: 200, data: { data: [] } },
    'GET personal': {
      status: 200,
      data: {
        data: {
          user_id: 5,
          email: 'member@example.com',
          account_name: '王小明',
          avatar_picture: '',
          account_status: 'active',
          phone_code: '886',
          phone_number: '912345678',
          gender: 'female',
          birthday_timestamp: 0,
        },
      },
    },
    ...routes,
  });
}
