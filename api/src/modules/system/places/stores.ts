import type { CvsBrand } from '@shop/shared/contract';
import type { Locale } from '../../../platform/locale';
import { nameKey, once, simplified, type Names } from './names';
import { twCities, type TwDistrict } from './tw';

// The four chains publish no store list as a package or data file, so the shop generates a stand-in of realistic
// size: every Taiwan district gets stores (more in city districts than in rural townships), named and addressed
// like real ones, with each chain's store-number format. The same list every run (seeded by the district).
// A real deployment lets the shopper pick in the chain's own map instead (README "Store pickup").

export interface PickupStore {
  brand: CvsBrand;
  store_id: string;
  name: Names;
  address: Names;
  district: TwDistrict;
  /** Every name, address and the number, normalised for search. */
  searchKey: string;
}

const chains: Record<CvsBrand, { name: Names; digits: number; base: number; stride: number }> = {
  '711': { name: { tw: '7-ELEVEN', cn: '7-ELEVEN', en: '7-ELEVEN' }, digits: 6, base: 131_007, stride: 389 },
  family: { name: { tw: '全家', cn: '全家', en: 'FamilyMart' }, digits: 6, base: 6_598, stride: 211 },
  hilife: { name: { tw: '萊爾富', cn: '莱尔富', en: 'Hi-Life' }, digits: 4, base: 1_021, stride: 7 },
  ok: { name: { tw: 'OK mart', cn: 'OK mart', en: 'OK mart' }, digits: 4, base: 1_003, stride: 3 },
};

const roads: [string, string][] = [
  ['中正', 'Zhongzheng'],
  ['中山', 'Zhongshan'],
  ['民生', 'Minsheng'],
  ['民族', 'Minzu'],
  ['民權', 'Minquan'],
  ['建國', 'Jianguo'],
  ['復興', 'Fuxing'],
  ['光復', 'Guangfu'],
  ['和平', 'Heping'],
  ['自由', 'Ziyou'],
  ['成功', 'Chenggong'],
  ['文化', 'Wenhua'],
  ['公園', 'Gongyuan'],
  ['中華', 'Zhonghua'],
  ['信義', 'Xinyi'],
  ['仁愛', "Ren'ai"],
  ['忠孝', 'Zhongxiao'],
  ['博愛', "Bo'ai"],
  ['大同', 'Datong'],
  ['三民', 'Sanmin'],
  ['五福', 'Wufu'],
  ['四維', 'Siwei'],
  ['八德', 'Bade'],
  ['長安', "Chang'an"],
  ['站前', 'Zhanqian'],
  ['大學', 'Daxue'],
  ['興隆', 'Xinglong'],
  ['福德', 'Fude'],
];

/** A small deterministic generator (mulberry32), seeded per district. */
function random(seedText: string): () => number {
  let seed = [...seedText].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 2_654_435_761) >>> 0, 2_166_136_261);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const municipalities = new Set(['TPE', 'NWT', 'TAO', 'TXG', 'TNN', 'KHH']);

/** How many stores of each chain a district has: city districts many, townships few. */
function storeCounts(district: TwDistrict, next: () => number): Record<CvsBrand, number> {
  const urban = district.name.tw.endsWith('區') || district.name.tw.endsWith('市');
  const big = urban && (municipalities.has(district.city.code) || district.name.tw.endsWith('市'));
  const town = district.name.tw.endsWith('鎮');
  const span = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  if (big) return { '711': span(5, 10), family: span(3, 7), hilife: span(1, 3), ok: span(0, 2) };
  if (urban) return { '711': span(3, 6), family: span(2, 4), hilife: span(0, 2), ok: span(0, 1) };
  if (town) return { '711': span(2, 4), family: span(1, 3), hilife: span(0, 1), ok: span(0, 1) };
  return { '711': span(1, 2), family: span(0, 2), hilife: span(0, 1), ok: span(0, 1) };
}

/** The district as a store name starts with it: "中壢" of 中壢區, "東區" whole (a one-character stem says nothing). */
function stem(district: TwDistrict): Names {
  const tw = district.name.tw.length > 2 ? district.name.tw.slice(0, -1) : district.name.tw;
  const en = district.name.tw.length > 2 ? district.name.en.replace(/ (Dist\.|City|Township|Town)$/, '') : district.name.en;
  return { tw, cn: simplified(tw), en };
}

function generate(): PickupStore[] {
  const stores: PickupStore[] = [];
  const issued: Record<CvsBrand, number> = { '711': 0, family: 0, hilife: 0, ok: 0 };
  for (const city of twCities()) {
    for (const district of city.districts) {
      const next = random(district.code);
      const counts = storeCounts(district, next);
      const start = stem(district);
      for (const brand of Object.keys(chains) as CvsBrand[]) {
        const chain = chains[brand];
        const offset = Math.floor(next() * roads.length);
        for (let i = 0; i < counts[brand]; i++) {
          const [road, roadEn] = roads[(offset + i * 5) % roads.length]!;
          const number = 1 + Math.floor(next() * 300);
          const id = (chain.base + issued[brand]++ * chain.stride) % 10 ** chain.digits;
          const name: Names = {
            tw: `${chain.name.tw} ${start.tw}${road}門市`,
            cn: `${chain.name.cn} ${start.cn}${simplified(road)}门市`,
            en: `${chain.name.en} ${start.en} ${roadEn} Store`,
          };
          const address: Names = {
            tw: `${city.name.tw}${district.name.tw}${road}路${number}號`,
            cn: `${city.name.cn}${district.name.cn}${simplified(road)}路${number}号`,
            en: `No. ${number}, ${roadEn} Rd., ${district.name.en}, ${city.name.en} ${district.postal}`,
          };
          const storeId = String(id).padStart(chain.digits, '0');
          const searchKey = nameKey([storeId, ...Object.values(name), ...Object.values(address)].join(' '));
          stores.push({ brand, store_id: storeId, name, address, district, searchKey });
        }
      }
    }
  }
  return stores;
}

/** Every generated store (about 3,500), made on first use. */
export const pickupStores: () => readonly PickupStore[] = once(generate);

const byId = once(() => new Map(pickupStores().map((s) => [`${s.brand}:${s.store_id}`, s])));
export const findPickupStore = (brand: CvsBrand, storeId: string) => byId().get(`${brand}:${storeId.trim()}`);

export const storeView = (s: PickupStore, locale: Locale) => ({
  store_id: s.store_id,
  brand: s.brand,
  name: s.name[locale],
  city: s.district.city.name[locale],
  address: s.address[locale],
  district_code: s.district.code,
});

/** A store an order kept, named in `locale` when the list still has it (else as it was kept). */
export function storeInLanguage<T extends { brand: CvsBrand; store_id: string; name: string; address: string }>(
  kept: T,
  locale: Locale,
): T {
  const store = findPickupStore(kept.brand, kept.store_id);
  return store ? { ...kept, name: store.name[locale], address: store.address[locale] } : kept;
}
