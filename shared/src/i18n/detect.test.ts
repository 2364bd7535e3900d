import { localeFromBrowser } from './detect';

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
