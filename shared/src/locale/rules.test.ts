import { localeFromAcceptLanguage, localeFromBrowser } from './rules';

describe('localeFromBrowser (SPEC §4)', () => {
  it.each([
    ['zh-CN', 'cn'],
    ['zh-SG', 'cn'],
    ['zh-cn', 'cn'],
    ['zh-TW', 'tw'],
    ['zh-HK', 'tw'],
    ['zh-MO', 'tw'],
    ['zh', 'tw'],
    ['zh-Hant', 'tw'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['fr-FR', 'en'],
    ['ja', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (language, expected) => {
    expect(localeFromBrowser(language)).toBe(expected);
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'cn'],
    ['zh-TW,zh;q=0.9', 'tw'],
    ['en-GB,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['en;q=0.5, zh-HK', 'tw'],
    ['*', 'en'],
    ['zh-CN;q=0, en-US', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
