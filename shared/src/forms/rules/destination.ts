// Destination rules shared by the checkout form and the API's order validation.

/** A destination's sales area (SPEC §3 product flag): Taiwan, mainland China, or overseas (everything else). */
export function salesAreaOf(countryCode: string): 'TW' | 'CN' | 'OVERSEAS' {
  return countryCode === 'TW' || countryCode === 'CN' ? countryCode : 'OVERSEAS';
}

/** Chinese-speaking destinations take names and addresses in Chinese; couriers elsewhere need them in English. */
const chineseAddressing = new Set(['TW', 'CN', 'HK', 'MO']);

/** Recipient name and address must be in English ('Please enter in English only', SPEC §5). */
export function needsEnglishOnly(countryCode: string): boolean {
  return !chineseAddressing.has(countryCode);
}

/** What an English-only field may hold: Latin letters, digits, spaces and the punctuation of addresses. */
export const englishOnlyPattern = /^[A-Za-z0-9\s.,'\-#/&()]*$/;
