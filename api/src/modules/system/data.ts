import type { CvsBrand, DeliveryMethod } from '@shop/shared/contract';
import type { Locale } from '../../platform/locale';

// Reference data the shop needs offline. Rates are indicative TWD per unit of foreign currency.
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
export const countries: { code: string; name: L3; phone: string; cities: Record<string, { name: string; postal: string }[]> }[] =
  [
    {
      code: 'TW',
      name: { tw: '台灣', cn: '台湾', en: 'Taiwan' },
      phone: '886',
      cities: {
        台北市: [
          { name: '中正區', postal: '100' },
          { name: '大同區', postal: '103' },
          { name: '中山區', postal: '104' },
          { name: '松山區', postal: '105' },
          { name: '大安區', postal: '106' },
          { name: '信義區', postal: '110' },
        ],
        新北市: [
          { name: '板橋區', postal: '220' },
          { name: '三重區', postal: '241' },
          { name: '中和區', postal: '235' },
          { name: '新莊區', postal: '242' },
        ],
        台中市: [
          { name: '中區', postal: '400' },
          { name: '西屯區', postal: '407' },
          { name: '北屯區', postal: '406' },
        ],
        高雄市: [
          { name: '新興區', postal: '800' },
          { name: '苓雅區', postal: '802' },
          { name: '左營區', postal: '813' },
        ],
      },
    },
    {
      code: 'CN',
      name: { tw: '中國大陸', cn: '中国大陆', en: 'Mainland China' },
      phone: '86',
      cities: {
        上海市: [
          { name: '黄浦区', postal: '200001' },
          { name: '徐汇区', postal: '200030' },
          { name: '浦东新区', postal: '200120' },
        ],
        北京市: [
          { name: '东城区', postal: '100010' },
          { name: '朝阳区', postal: '100020' },
          { name: '海淀区', postal: '100080' },
        ],
        广州市: [
          { name: '越秀区', postal: '510030' },
          { name: '天河区', postal: '510630' },
        ],
      },
    },
    {
      code: 'HK',
      name: { tw: '香港', cn: '香港', en: 'Hong Kong' },
      phone: '852',
      cities: { 香港島: [{ name: '中西區', postal: '000000' }], 九龍: [{ name: '油尖旺區', postal: '000000' }] },
    },
    {
      code: 'JP',
      name: { tw: '日本', cn: '日本', en: 'Japan' },
      phone: '81',
      cities: {
        Tokyo: [
          { name: 'Chiyoda', postal: '100-0001' },
          { name: 'Shibuya', postal: '150-0002' },
        ],
        Osaka: [{ name: 'Kita', postal: '530-0001' }],
      },
    },
    {
      code: 'KR',
      name: { tw: '韓國', cn: '韩国', en: 'South Korea' },
      phone: '82',
      cities: {
        Seoul: [
          { name: 'Jongno-gu', postal: '03000' },
          { name: 'Gangnam-gu', postal: '06000' },
        ],
      },
    },
    {
      code: 'MY',
      name: { tw: '馬來西亞', cn: '马来西亚', en: 'Malaysia' },
      phone: '60',
      cities: { 'Kuala Lumpur': [{ name: 'Bukit Bintang', postal: '55100' }] },
    },
    {
      code: 'MO',
      name: { tw: '澳門', cn: '澳门', en: 'Macau' },
      phone: '853',
      cities: { 澳門半島: [{ name: '大堂區', postal: '000000' }], 氹仔: [{ name: '嘉模堂區', postal: '000000' }] },
    },
    {
      code: 'ID',
      name: { tw: '印尼', cn: '印尼', en: 'Indonesia' },
      phone: '62',
      cities: { Jakarta: [{ name: 'Menteng', postal: '10310' }] },
    },
    {
      code: 'VN',
      name: { tw: '越南', cn: '越南', en: 'Vietnam' },
      phone: '84',
      cities: { 'Ho Chi Minh City': [{ name: 'District 1', postal: '700000' }] },
    },
    {
      code: 'TH',
      name: { tw: '泰國', cn: '泰国', en: 'Thailand' },
      phone: '66',
      cities: { Bangkok: [{ name: 'Pathum Wan', postal: '10330' }] },
    },
    {
      code: 'MX',
      name: { tw: '墨西哥', cn: '墨西哥', en: 'Mexico' },
      phone: '52',
      cities: { 'Mexico City': [{ name: 'Cuauhtémoc', postal: '06000' }] },
    },
    {
      code: 'BR',
      name: { tw: '巴西', cn: '巴西', en: 'Brazil' },
      phone: '55',
      cities: { 'São Paulo': [{ name: 'Sé', postal: '01001-000' }] },
    },
    {
      code: 'US',
      name: { tw: '美國', cn: '美国', en: 'United States' },
      phone: '1',
      cities: { 'New York': [{ name: 'Manhattan', postal: '10001' }], 'Los Angeles': [{ name: 'Downtown', postal: '90012' }] },
    },
  ];

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

export const cvsStores: { store_id: string; brand: CvsBrand; name: string; city: string; address: string }[] = [
  { store_id: '711-100001', brand: '711', name: '7-ELEVEN 台大門市', city: '台北市', address: '台北市大安區羅斯福路四段1號' },
  { store_id: '711-100002', brand: '711', name: '7-ELEVEN 信義門市', city: '台北市', address: '台北市信義區松仁路100號' },
  { store_id: '711-220001', brand: '711', name: '7-ELEVEN 板橋門市', city: '新北市', address: '新北市板橋區文化路一段1號' },
  { store_id: 'FM-100001', brand: 'family', name: '全家 中山門市', city: '台北市', address: '台北市中山區南京東路二段10號' },
  { store_id: 'FM-400001', brand: 'family', name: '全家 台中中區門市', city: '台中市', address: '台中市中區中山路20號' },
  { store_id: 'FM-800001', brand: 'family', name: '全家 高雄新興門市', city: '高雄市', address: '高雄市新興區中正三路30號' },
  { store_id: 'HL-100001', brand: 'hilife', name: '萊爾富 松山門市', city: '台北市', address: '台北市松山區八德路四段50號' },
  { store_id: 'HL-407001', brand: 'hilife', name: '萊爾富 西屯門市', city: '台中市', address: '台中市西屯區台灣大道三段99號' },
  { store_id: 'OK-220001', brand: 'ok', name: 'OK mart 板橋門市', city: '新北市', address: '新北市板橋區中山路一段60號' },
  { store_id: 'OK-802001', brand: 'ok', name: 'OK mart 苓雅門市', city: '高雄市', address: '高雄市苓雅區四維三路8號' },
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
