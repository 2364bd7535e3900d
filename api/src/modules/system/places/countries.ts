import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';
import type { Locale } from '../../../platform/locale';
import { traditional, type Names } from './names';

// Country names from CLDR-based i18n-iso-countries (MIT); its 'zh' is simplified, traditional is converted.
const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);
countries.registerLocale(require('i18n-iso-countries/langs/zh.json') as LocaleData);

// The package names Taiwan "Province of China": the shop says what Taiwan's own post and shoppers say.
const shopNames: Record<string, Names> = {
  TW: { tw: '台灣', cn: '台湾', en: 'Taiwan' },
  CN: { tw: '中國大陸', cn: '中国大陆', en: 'Mainland China' },
  HK: { tw: '香港', cn: '香港', en: 'Hong Kong' },
  MO: { tw: '澳門', cn: '澳门', en: 'Macau' },
};

/** A country's name in the shopper's language ("South Korea", "韩国", "韓國"). */
export function countryName(code: string, locale: Locale): string {
  const own = shopNames[code];
  if (own) return own[locale];
  if (locale === 'en') return countries.getName(code, 'en') ?? code;
  const name = countries.getName(code, 'zh') ?? code;
  return locale === 'cn' ? name : traditional(name);
}
