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
