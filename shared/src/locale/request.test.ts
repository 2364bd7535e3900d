import { cookieValue, requestLocale } from './request';

it('reads one cookie out of a Cookie header, and none that is not valid percent-encoding', () => {
  expect(cookieValue('a=1; lang=cn; b=2', 'lang')).toBe('cn');
  expect(cookieValue('pins=a%3Db=c', 'pins')).toBe('a=b=c');
  expect(cookieValue('language=en', 'lang')).toBeUndefined();
  expect(cookieValue('lang=%E0%A4%A', 'lang')).toBeUndefined();
  expect(cookieValue(undefined, 'lang')).toBeUndefined();
  expect(cookieValue(null, 'lang')).toBeUndefined();
});

it('takes a request’s language from its cookie, else its Accept-Language, else the default', () => {
  expect(requestLocale(new Headers({ cookie: 'lang=en', 'accept-language': 'zh-CN' }))).toBe('en');
  expect(requestLocale(new Headers({ 'accept-language': 'zh-CN,zh;q=0.9' }))).toBe('cn');
  expect(requestLocale(new Headers({ 'accept-language': ' ' }))).toBe('tw');
  expect(requestLocale(new Headers())).toBe('tw');
});

it('takes the language an address names before the shopper’s stored choice', () => {
  const headers = new Headers({ cookie: 'lang=en', 'accept-language': 'zh-TW' });
  expect(requestLocale(headers, new URL('https://shop.example/product/1?lang=cn'))).toBe('cn');
  expect(requestLocale(headers, new URL('https://shop.example/product/1?lang=fr'))).toBe('en');
  expect(requestLocale(headers, new URL('https://shop.example/product/1'))).toBe('en');
});
