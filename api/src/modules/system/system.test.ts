import {
  CountryCity,
  CountryCityDistrict,
  CurrencyRates,
  ExpressFee,
  Promote,
  SearchKeywords,
  TwCvs,
  ValidPhone,
} from '@shop/shared/contract';
import { expectError, expectShape, startTestApi, type TestApi } from '../../testing/harness';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t.close());

const get = async (url: string, locale = 'zh-TW') => {
  const res = await t.inject({ url: `/api/v1/system/${url}`, headers: { locale } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

test('search-keyword: per language, first one is the placeholder', async () => {
  const tw = await get('search-keyword');
  expectShape(SearchKeywords, tw);
  expect(tw.data[0]).toBe('一番賞');
  expect((await get('search-keyword', 'en')).data[0]).toBe('Ichiban Kuji');
});

test('currency-rates: data list of {exchange, exrate} with the UTC date', async () => {
  const r = await get('currency-rates');
  expectShape(CurrencyRates, r);
  expect(r.date).toBe(new Date().toISOString().slice(0, 10));
  expect(r.data.find((x: { exchange: string }) => x.exchange === 'USD').exrate).toBeGreaterThan(0);
});

test('express-fee, country-city, districts, promote, tw-cvs', async () => {
  const fees = await get('express-fee?country_code=TW&ships_from=TW');
  expectShape(ExpressFee, fees);
  expect(fees.data.length).toBeGreaterThan(0);
  expect(fees.data.every((f: { country_code: string }) => f.country_code === 'TW')).toBe(true);
  const cc = await get('country-city', 'en');
  expectShape(CountryCity, cc);
  expect(cc.data.find((c: { country_code: string }) => c.country_code === 'TW').display_name).toBe('Taiwan');
  const d = await get('country-city-district?country_code=TW');
  expectShape(CountryCityDistrict, d);
  expect(d.data[0].districts[0].postal_code).toMatch(/^\d+$/);
  expectShape(Promote, await get('promote'));
  const cvs = await get('tw-cvs?brand=711');
  expectShape(TwCvs, cvs);
  expect(cvs.data.every((s: { brand: string }) => s.brand === '711')).toBe(true);
});

type City = {
  city: string;
  city_code?: string;
  region?: string;
  districts: { name: string; postal_code: string; code?: string }[];
};
const cityNamed = (cities: City[], name: string) => cities.find((c) => c.city === name);

test('country-city: every destination of the fee table, named in the caller’s language, with its address form', async () => {
  const en = (await get('country-city', 'en')).data as { country_code: string; display_name: string; address_form: string }[];
  const fees = (await get('express-fee')).data as { country_code: string }[];
  expect(en.map((c) => c.country_code).sort()).toEqual([...new Set(fees.map((f) => f.country_code))].sort());
  expect(en.find((c) => c.country_code === 'KR')).toMatchObject({ display_name: 'South Korea', address_form: 'free' });
  expect(en.find((c) => c.country_code === 'TW')).toMatchObject({ display_name: 'Taiwan', address_form: 'districts' });
  expect(en.find((c) => c.country_code === 'CN')!.address_form).toBe('districts');
  const tw = (await get('country-city', 'zh-TW')).data as { country_code: string; display_name: string }[];
  const cn = (await get('country-city', 'zh-CN')).data as { country_code: string; display_name: string }[];
  expect(tw.find((c) => c.country_code === 'KR')!.display_name).toBe('韓國');
  expect(cn.find((c) => c.country_code === 'KR')!.display_name).toBe('韩国');
  expect(tw.find((c) => c.country_code === 'TW')!.display_name).toBe('台灣');
});

test('country-city-district: every Taiwan county and district with its postal code, in each language', async () => {
  const tw = (await get('country-city-district?country_code=TW')).data as City[];
  expect(tw).toHaveLength(22);
  expect(tw.reduce((n, c) => n + c.districts.length, 0)).toBeGreaterThan(360);
  expect(cityNamed(tw, '桃園市')!.districts).toContainEqual({ name: '中壢區', postal_code: '320', code: '320' });
  expect(cityNamed(tw, '臺北市')!.districts).toContainEqual({ name: '內湖區', postal_code: '114', code: '114' });
  expect(cityNamed(tw, '臺南市')!.districts.length).toBeGreaterThan(30);
  // Districts sharing a postal code keep codes of their own.
  const hsinchu = cityNamed(tw, '新竹市')!.districts;
  expect(new Set(hsinchu.map((d) => d.code)).size).toBe(hsinchu.length);
  expect(hsinchu.every((d) => d.postal_code === '300')).toBe(true);
  const en = (await get('country-city-district?country_code=TW', 'en')).data as City[];
  expect(cityNamed(en, 'Taipei City')!.districts[0]).toEqual({ name: 'Zhongzheng Dist.', postal_code: '100', code: '100' });
  expect(cityNamed(en, 'Taoyuan City')!.districts).toContainEqual({ name: 'Zhongli Dist.', postal_code: '320', code: '320' });
  const cn = (await get('country-city-district?country_code=TW', 'zh-CN')).data as City[];
  expect(cityNamed(cn, '台北市')!.districts[0]!.name).toBe('中正区');
});

test('country-city-district: mainland cities under their provinces, traditional on tw pages; free-form countries empty', async () => {
  const cn = (await get('country-city-district?country_code=CN', 'zh-CN')).data as City[];
  const shenzhen = cityNamed(cn, '深圳市')!;
  expect(shenzhen).toMatchObject({ city_code: '4403', region: '广东省' });
  expect(shenzhen.districts).toContainEqual({ name: '南山区', postal_code: '', code: '440305' });
  expect(cityNamed(cn, '北京市')!.districts.map((d) => d.name)).toContain('朝阳区');
  const tw = (await get('country-city-district?country_code=CN')).data as City[];
  expect(cityNamed(tw, '深圳市')).toMatchObject({ region: '廣東省' });
  expect(cityNamed(tw, '深圳市')!.districts.map((d) => d.name)).toContain('南山區');
  expect((await get('country-city-district?country_code=KR')).data).toEqual([]);
});

test('tw-cvs: thousands of stores searched on the server, at most 50 an answer, named in the caller’s language', async () => {
  type Store = { store_id: string; brand: string; name: string; city: string; address: string; district_code: string };
  const seven = (await get('tw-cvs?brand=711')).data as Store[];
  expect(seven).toHaveLength(50);
  expect(seven.every((s) => /^\d{6}$/.test(s.store_id))).toBe(true);
  const zhongli = (await get(`tw-cvs?district=320&q=${encodeURIComponent('7-ELEVEN')}`)).data as Store[];
  expect(zhongli.length).toBeGreaterThan(2);
  expect(zhongli.every((s) => s.district_code === '320' && s.address.startsWith('桃園市中壢區'))).toBe(true);
  // Words in any language, store numbers too.
  const english = (await get(`tw-cvs?q=${encodeURIComponent('中壢 family')}`, 'en')).data as Store[];
  expect(english.length).toBeGreaterThan(0);
  expect(english[0]).toMatchObject({ brand: 'family', city: 'Taoyuan City' });
  expect(english[0]!.name).toMatch(/^FamilyMart Zhongli /);
  expect(english[0]!.address).toMatch(/Zhongli Dist\., Taoyuan City 320$/);
  const byNumber = (await get(`tw-cvs?brand=711&q=${zhongli[0]!.store_id}`)).data as Store[];
  expect(byNumber.map((s) => s.store_id)).toEqual([zhongli[0]!.store_id]);
  const tainan = (await get(`tw-cvs?city=${encodeURIComponent('台南市')}&brand=hilife`, 'zh-CN')).data as Store[];
  expect(tainan.length).toBeGreaterThan(0);
  expect(tainan.every((s) => s.city === '台南市' && s.name.startsWith('莱尔富'))).toBe(true);
  expect((await get('tw-cvs?q=nowhere-at-all')).data).toEqual([]);
});

test('valid-phone-number', async () => {
  const ok = await get('valid-phone-number?phone_code=886&phone_number=0912345678');
  expectShape(ValidPhone, ok);
  expect(ok.data).toEqual({ valid: true, e164: '+886912345678' });
  expect((await get('valid-phone-number?phone_code=%2B86&phone_number=13800138000')).data.valid).toBe(true);
  expect((await get('valid-phone-number?phone_code=886&phone_number=12345')).data.valid).toBe(false);
});

test('bad input is 40004, unknown country 40401', async () => {
  expectError(await t.inject('/api/v1/system/express-fee?country_code=taiwan'), 400, 40004);
  expectError(await t.inject('/api/v1/system/country-city-district'), 400, 40004);
  expectError(await t.inject('/api/v1/system/country-city-district?country_code=ZZ'), 404, 40401);
  expectError(await t.inject('/api/v1/system/tw-cvs?brand=lawson'), 400, 40004);
  expectError(await t.inject('/api/v1/system/valid-phone-number?phone_code=abc&phone_number=1'), 400, 40004);
  expectError(await t.inject('/api/v1/system/valid-phone-number'), 400, 40004);
});

test('system routes are public: an invalid token is ignored', async () => {
  expect((await t.inject({ url: '/api/v1/system/promote', headers: { authorization: 'Bearer bad' } })).statusCode).toBe(200);
});
