import type { DeliveryMethod } from '@shop/shared/contract';
import type { Locale } from '../../platform/locale';

// Reference data the shop needs offline (places and pickup stores: ./places). Rates are indicative TWD per unit of foreign currency.
export const currencyRates: Record<string, number> = {
  TWD: 1,
  USD: 32.45,
  CNY: 4.47,
  HKD: 4.16,
  JPY: 0.2105,
  KRW: 0.0232,
  EUR: 35.12,
  GBP: 41.2,
  SGD: 24.3,
  MYR: 7.05,
  AUD: 21.3,
  CAD: 23.4,
};

type L3 = Record<Locale, string>;

/** Country calling codes of the destinations (the express-fee table below decides where the shop ships). */
export const phoneCodes: Record<string, string> = {
  TW: '886',
  CN: '86',
  HK: '852',
  MO: '853',
  JP: '81',
  KR: '82',
  MY: '60',
  ID: '62',
  VN: '84',
  TH: '66',
  MX: '52',
  BR: '55',
  US: '1',
};

/** Home-delivery and store-pickup fees in TWD by destination and ship-from origin. */
export const expressFees: {
  country_code: string;
  ships_from: 'TW' | 'CN';
  delivery_method: DeliveryMethod;
  fee: number;
  free_shipping_threshold: number;
}[] = [
  { country_code: 'TW', ships_from: 'TW', delivery_method: 'home', fee: 100, free_shipping_threshold: 1500 },
  { country_code: 'TW', ships_from: 'TW', delivery_method: 'cvs', fee: 60, free_shipping_threshold: 1000 },
  { country_code: 'TW', ships_from: 'CN', delivery_method: 'home', fee: 180, free_shipping_threshold: 3000 },
  { country_code: 'CN', ships_from: 'CN', delivery_method: 'home', fee: 90, free_shipping_threshold: 1500 },
  { country_code: 'CN', ships_from: 'TW', delivery_method: 'home', fee: 250, free_shipping_threshold: 4000 },
  { country_code: 'HK', ships_from: 'TW', delivery_method: 'home', fee: 220, free_shipping_threshold: 4000 },
  { country_code: 'HK', ships_from: 'CN', delivery_method: 'home', fee: 150, free_shipping_threshold: 3000 },
  { country_code: 'MO', ships_from: 'TW', delivery_method: 'home', fee: 240, free_shipping_threshold: 4000 },
  // Everywhere else an international courier delivers; some destinations also ship from China.
  { country_code: 'JP', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 350, free_shipping_threshold: 6000 },
  { country_code: 'KR', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 380, free_shipping_threshold: 6000 },
  { country_code: 'KR', ships_from: 'CN', delivery_method: 'overseas_courier', fee: 320, free_shipping_threshold: 6000 },
  { country_code: 'JP', ships_from: 'CN', delivery_method: 'overseas_courier', fee: 300, free_shipping_threshold: 6000 },
  { country_code: 'MY', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 420, free_shipping_threshold: 6000 },
  { country_code: 'ID', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 460, free_shipping_threshold: 6000 },
  { country_code: 'VN', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 430, free_shipping_threshold: 6000 },
  { country_code: 'TH', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 430, free_shipping_threshold: 6000 },
  { country_code: 'US', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 650, free_shipping_threshold: 8000 },
  { country_code: 'MX', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 780, free_shipping_threshold: 8000 },
  { country_code: 'BR', ships_from: 'TW', delivery_method: 'overseas_courier', fee: 820, free_shipping_threshold: 8000 },
];

export const promotions: { id: number; name: L3; desc: L3 }[] = [
  {
    id: 1,
    name: { tw: '全站滿額免運', cn: '全站满额免运', en: 'Free shipping over the threshold' },
    desc: {
      tw: '台灣本島單筆滿 NT$1,500 免運（含進口稅商品除外）',
      cn: '台湾本岛单笔满 NT$1,500 免运（含进口税商品除外）',
      en: 'Free shipping in Taiwan on orders over NT$1,500 (items with import tax excluded)',
    },
  },
  {
    id: 2,
    name: { tw: '新會員禮', cn: '新会员礼', en: 'Welcome gift' },
    desc: { tw: '註冊即可領取 NT$100 折價券', cn: '注册即可领取 NT$100 折价券', en: 'Sign up to claim an NT$100 coupon' },
  },
];

/** Mobile-number patterns by phone code (national numbers, optional trunk 0). */
export const mobilePatterns: Record<string, RegExp> = {
  '886': /^0?9\d{8}$/,
  '86': /^1[3-9]\d{9}$/,
  '852': /^[5-9]\d{7}$/,
  '81': /^0?[789]0\d{8}$/,
  '82': /^0?1\d{8,9}$/,
  '60': /^0?1\d{8,9}$/,
  '1': /^[2-9]\d{9}$/,
  '853': /^6\d{7}$/,
  '62': /^0?8\d{8,11}$/,
  '84': /^0?[35789]\d{8}$/,
  '66': /^0?[689]\d{8}$/,
  '52': /^\d{10}$/,
  '55': /^\d{2}9\d{8}$/,
};
