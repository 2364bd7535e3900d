import { $currencyRates, $currencyRatesDate } from '@shop/shared/stores';
import { refreshCurrencyRates } from './currency-rates';
import { serverAnswers as answer } from '@shop/shared/testing';

let calls = 0;
const serverAnswers = (status: number, data: unknown) => answer(status, data, () => (calls += 1));

beforeEach(() => {
  calls = 0;
  localStorage.clear();
  $currencyRates.set({});
  $currencyRatesDate.set('');
});

const rates = {
  data: [
    { exchange: 'USD', exrate: 0.031 },
    { exchange: 'CNY', exrate: 0.22 },
  ],
  date: '2026-11-21',
};

it('fetches once per UTC day and keeps the rates with their date in localStorage', async () => {
  serverAnswers(200, rates);
  await refreshCurrencyRates(new Date('2026-11-21T01:00:00Z'));
  await refreshCurrencyRates(new Date('2026-11-21T23:59:00Z'));
  expect(calls).toBe(1);
  expect($currencyRates.get()).toEqual({ USD: 0.031, CNY: 0.22 });
  expect(localStorage.getItem('currencyRatesDate')).toBe('2026-11-21');
  expect(JSON.parse(localStorage.getItem('currencyRates')!)).toEqual({ USD: 0.031, CNY: 0.22 });

  await refreshCurrencyRates(new Date('2026-11-22T00:00:01Z'));
  expect(calls).toBe(2);
});

it('clears the rates when the fetch fails', async () => {
  serverAnswers(200, rates);
  await refreshCurrencyRates(new Date('2026-11-20T10:00:00Z'));
  serverAnswers(500, { error_code: 50000, error_msg: 'down' });
  await refreshCurrencyRates(new Date('2026-11-21T10:00:00Z'));
  expect($currencyRates.get()).toEqual({});
  expect($currencyRatesDate.get()).toBe('');
});
