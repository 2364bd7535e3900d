import type { Address, OrderCreate } from '@shop/shared/contract';
import { expectError, startTestApi, type TestApi } from '../../testing/harness';
import { buyable, postOrder, priceOf, twOrder, type Product } from '../../testing/order-fixtures';

// Addresses are checked against the place data system/country-city-district serves: every Taiwan district, every
// mainland district, free-form elsewhere. The record names the places in the reader's language.

let t: TestApi;
let auth: string;
let tw: Product[];
let overseas: Product;
let mainland: Product;
let fees: { country_code: string; ships_from: string; delivery_method: string; fee: number; free_shipping_threshold: number }[];
beforeAll(async () => {
  t = await startTestApi();
  auth = await t.login();
  tw = await buyable(t);
  overseas = (await buyable(t, 'TW', 'OVERSEAS'))[0]!;
  mainland = (await buyable(t, 'CN', 'CN'))[0]!;
  fees = (await t.inject('/api/v1/system/express-fee')).json().data;
});
afterAll(() => t.close());

/** An order of one unit of `p` to `country`, priced as the shopper would have seen it. */
function orderTo(p: Product, country: string, method: OrderCreate['delivery_method'], extra: Partial<OrderCreate>): OrderCreate {
  const route = fees.find((f) => f.country_code === country && f.ships_from === p.shipsFrom && f.delivery_method === method)!;
  const fee = method !== 'overseas_courier' && priceOf(p) >= route.free_shipping_threshold ? 0 : route.fee;
  return twOrder([{ p, amount: 1 }], {
    country_code: country,
    delivery_method: method,
    expected_total: priceOf(p) + fee,
    expected_shipping_fee: fee,
    ...extra,
  });
}
const home = (address: Address, locale = 'zh-TW') =>
  postOrder(t, orderTo(tw[0]!, 'TW', 'home', { address }), { authorization: auth, locale });
const read = async (orderId: number, locale: string) =>
  (await t.inject({ url: `/api/v1/order/${orderId}`, headers: { authorization: auth, locale } })).json().data;

describe('Taiwan: every district, checked against the postal data', () => {
  test('Taoyuan 中壢區 by its code, with a 3+3 postal code; the record names it per language', async () => {
    const res = await home({
      city: '桃園市',
      district: '中壢區',
      district_code: '320',
      postal_code: '320-001',
      detail: '中正路1號',
    });
    expect(res.statusCode).toBe(200);
    const order = res.json().data.order;
    expect(order.delivery.address).toMatchObject({ city: '桃園市', district: '中壢區', postal_code: '320001' });
    const en = await read(order.order_id, 'en');
    expect(en.delivery.address).toMatchObject({ city: 'Taoyuan City', district: 'Zhongli Dist.', district_code: '320' });
    expect(en.delivery.address.lines).toEqual(['中正路1號', 'Zhongli Dist., Taoyuan City 320001']);
    const cn = await read(order.order_id, 'zh-CN');
    expect(cn.delivery.address).toMatchObject({ city: '桃园市', district: '中坜区' });
    expect(cn.delivery.address.lines).toEqual(['320001 桃园市中坜区中正路1號']);
  });

  test('names alone still work (older pages), in either 台/臺 spelling: 內湖區 114, 臺南市', async () => {
    const neihu = await home({ city: '台北市', district: '內湖區', postal_code: '114', detail: '成功路四段1號' });
    expect(neihu.statusCode).toBe(200);
    expect(neihu.json().data.order.delivery.address).toMatchObject({ city: '臺北市', district: '內湖區', district_code: '114' });
    const tainan = await home({ city: '台南市', district: '東區', postal_code: '', detail: '大學路1號' });
    expect(tainan.statusCode).toBe(200);
    expect(tainan.json().data.order.delivery.address).toMatchObject({ city: '臺南市', postal_code: '701' });
  });

  test('a district outside its city, an unknown code or a wrong postal code is refused', async () => {
    expectError(await home({ city: '台北市', district: '中壢區', postal_code: '320', detail: '1號' }), 400, 40056);
    expectError(
      await home({ city: '台北市', district: '中壢區', district_code: '320', postal_code: '', detail: '1號' }),
      400,
      40056,
    );
    expectError(await home({ city: '桃園市', district: '', district_code: '999', postal_code: '', detail: '1號' }), 400, 40056);
    expectError(await home({ city: 'Atlantis', district: '中壢區', postal_code: '', detail: '1號' }), 400, 40056);
    const wrong = await home({ city: '台北市', district: '內湖區', postal_code: '100', detail: '1號' }, 'en');
    expectError(wrong, 400, 40057);
    expect(wrong.json().error_msg).toBe('The postal code does not match the district. Please check it and enter it again.');
    expectError(await home({ city: '台北市', district: '內湖區', postal_code: '11', detail: '1號' }), 400, 40057);
  });
});

describe('mainland China and free-form addresses', () => {
  const toMainland = (address: Address) =>
    postOrder(
      t,
      orderTo(mainland, 'CN', 'home', {
        address,
        recipient: { ...twOrder([]).recipient, phone_code: '86', phone_number: '13800138000' },
      }),
      {
        authorization: auth,
      },
    );

  test('深圳市南山区 by code or by traditional names; a district of another city is refused', async () => {
    const res = await toMainland({
      city: '深圳市',
      district: '南山区',
      district_code: '440305',
      postal_code: '518000',
      detail: '科技园1号',
    });
    expect(res.json()).toMatchObject({ data: { order: { status: 'pending_activation' } } });
    const order = res.json().data.order;
    expect(order.delivery.address).toMatchObject({
      district_code: '440305',
      region: '廣東省',
      city: '深圳市',
      district: '南山區',
    });
    expect((await read(order.order_id, 'zh-CN')).delivery.address.lines).toEqual(['518000 广东省深圳市南山区科技园1号']);
    expect((await toMainland({ city: '深圳市', district: '南山區', postal_code: '', detail: '科技園1號' })).statusCode).toBe(200);
    expectError(
      await toMainland({ city: '广州市', district: '南山区', district_code: '440305', postal_code: '', detail: '1号' }),
      400,
      40056,
    );
    expectError(await toMainland({ city: '深圳市', district: '朝阳区', postal_code: '', detail: '1号' }), 400, 40056);
  });

  test('Busan: lines, city, region and postal code as typed, printed the Korean way', async () => {
    const body = orderTo(overseas, 'KR', 'overseas_courier', {
      recipient: { name: 'Kim Minji', phone_code: '82', phone_number: '01012345678', email: 'kim@example.com' },
      address: {
        city: 'Busan',
        district: 'Haeundae-gu',
        region: '',
        postal_code: '48095',
        detail: '620 Haeundae-ro',
        line2: 'Apt 1203',
      },
      customs_id: 'P123456789012',
    });
    const res = await postOrder(t, body, { authorization: auth, locale: 'en' });
    expect(res.statusCode).toBe(200);
    const { address } = res.json().data.order.delivery;
    expect(address).toMatchObject({ city: 'Busan', district: 'Haeundae-gu', postal_code: '48095', line2: 'Apt 1203' });
    expect(address.lines.join('\n')).toContain('620 Haeundae-ro');
    expect(address.lines.join('\n')).toContain('48095');
    expect(address.lines).toContain('Apt 1203');
    expectError(
      await postOrder(t, { ...body, address: { ...body.address!, line2: '1203號' } }, { authorization: auth }),
      400,
      40037,
    );
  });
});
