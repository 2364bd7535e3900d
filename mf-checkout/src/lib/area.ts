/** Where products ship from (SPEC §9). */
export type Origin = 'TW' | 'CN';
export const origins: readonly Origin[] = ['TW', 'CN'];

/** The sales areas a product lists (`sales_area`): Taiwan, mainland China, or anywhere else. */
export type SalesArea = 'TW' | 'CN' | 'OVERSEAS';

/**
 * The sales area a destination belongs to: Taiwan and mainland China are their own areas; Hong Kong, Macau
 * and every other country are overseas.
 */
export function salesAreaOf(countryCode: string): SalesArea {
  if (countryCode === 'TW' || countryCode === 'CN') return countryCode;
  return 'OVERSEAS';
}

export const isOrigin = (value: string): value is Origin => value === 'TW' || value === 'CN';
