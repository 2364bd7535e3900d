import type { CountryCityDistrict } from '@shop/shared/contract';

type City = CountryCityDistrict['data'][number];
type District = City['districts'][number];

/** What the form keeps of a city or district: its code (an older API without codes: its name). */
export const cityCode = (city: City) => city.city_code ?? city.city;
export const districtCode = (district: District) => district.code ?? district.name;

/**
 * The districts a typed Taiwan postal code points to: 3 digits, or the 3+2 / 3+3 forms (spaces and a dash
 * allowed), whose first 3 digits are the district's. Several where districts share a code (Hsinchu City's 300).
 */
export function placesOfPostalCode(cities: readonly City[], typed: string): { city: City; district: District }[] {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{3}(\d{2}|\d{3})?$/.test(digits)) return [];
  const prefix = digits.slice(0, 3);
  return cities.flatMap((city) =>
    city.districts.filter((district) => district.postal_code === prefix).map((district) => ({ city, district })),
  );
}
