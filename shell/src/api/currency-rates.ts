import type { CurrencyRates } from '@shop/shared/contract';
import { $currencyRatesDate, clearCurrencyRates, storeCurrencyRates, utcDate } from '@shop/shared/stores';
import { callApi } from '@shop/shared/transport';

/**
 * SPEC §4: rates are fetched at most once per UTC day and kept with their date; a failed fetch clears
 * them rather than showing yesterday's numbers as today's.
 */
export async function refreshCurrencyRates(now: Date = new Date()): Promise<void> {
  if ($currencyRatesDate.get() === utcDate(now)) return;
  try {
    const body = await callApi<CurrencyRates>({ method: 'GET', url: 'system/currency-rates' }, { noGlobalError: true });
    storeCurrencyRates(body.data, utcDate(now));
  } catch {
    clearCurrencyRates();
  }
}
