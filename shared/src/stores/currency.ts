import { persistentAtom, persistentJSON } from '@nanostores/persistent';

/** Exchange rates as a map of currency code to rate (SPEC §3), in localStorage `currencyRates`. */
export const $currencyRates = persistentJSON<Record<string, number>>('currencyRates', {});
/** The UTC date (YYYY-MM-DD) the stored rates were fetched on, in localStorage `currencyRatesDate`. */
export const $currencyRatesDate = persistentAtom<string>('currencyRatesDate', '');

export const utcDate = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function storeCurrencyRates(rates: { exchange: string; exrate: number }[], date: string): void {
  $currencyRates.set(Object.fromEntries(rates.map(({ exchange, exrate }) => [exchange, exrate])));
  $currencyRatesDate.set(date);
}

export function clearCurrencyRates(): void {
  $currencyRates.set({});
  $currencyRatesDate.set('');
}
