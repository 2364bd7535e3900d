import { addressInLanguage, canonicalAddress, languageOfAddress, languageVersions } from './addresses';

it('names a language with ?lang=, or none, keeping the other parameters', () => {
  const url = new URL('https://shop.example/product-list/all?page=2&lang=cn');
  expect(addressInLanguage(url, 'en').href).toBe('https://shop.example/product-list/all?page=2&lang=en');
  expect(addressInLanguage(url, 'tw').href).toBe('https://shop.example/product-list/all?page=2&lang=tw');
  expect(addressInLanguage(url, undefined).href).toBe('https://shop.example/product-list/all?page=2');
  expect(languageOfAddress(url)).toBe('cn');
  expect(languageOfAddress(new URL('https://shop.example/?lang=fr'))).toBeUndefined();
  expect(languageOfAddress(new URL('https://shop.example/'))).toBeUndefined();
});

it('lists the same four versions from any of them, so each version links back to the others', () => {
  const versions = (url: string) => languageVersions(new URL(url));
  const fromEnglish = versions('https://shop.example/product/7?lang=en');
  expect(fromEnglish).toEqual([
    { hreflang: 'zh-Hant-TW', href: 'https://shop.example/product/7?lang=tw' },
    { hreflang: 'zh-Hans-CN', href: 'https://shop.example/product/7?lang=cn' },
    { hreflang: 'en', href: 'https://shop.example/product/7?lang=en' },
    { hreflang: 'x-default', href: 'https://shop.example/product/7' },
  ]);
  for (const { href } of fromEnglish) expect(versions(href)).toEqual(fromEnglish);
});

it('makes a canonical address of the path, the page number past the first and the language named', () => {
  const canonical = (url: string) => canonicalAddress(new URL(url)).href;
  expect(canonical('https://shop.example/product-list/3?sort=price_asc&page=2&utm_source=line&lang=en')).toBe(
    'https://shop.example/product-list/3?page=2&lang=en',
  );
  expect(canonical('https://shop.example/product-list/3?page=1&lang=cn')).toBe('https://shop.example/product-list/3?lang=cn');
  expect(canonical('https://shop.example/?lang=fr')).toBe('https://shop.example/');
  expect(canonical('https://shop.example/news-list')).toBe('https://shop.example/news-list');
});
