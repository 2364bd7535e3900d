import { jest } from '@jest/globals';
import { $locale, $localeInitialised, $storedLocale, initLocale, setLocale } from './locale';

beforeEach(() => {
  localStorage.clear();
  $storedLocale.set('');
});

describe('initLocale', () => {
  it('uses a stored choice and does not ask the browser', () => {
    $storedLocale.set('cn');
    const fromBrowser = jest.fn(() => 'en' as const);
    expect(initLocale(fromBrowser)).toBe('cn');
    expect(fromBrowser).not.toHaveBeenCalled();
    expect($localeInitialised.get()).toBe(true);
  });

  it('falls back to the browser language when nothing valid is stored', () => {
    $storedLocale.set('xx');
    expect(initLocale(() => 'en')).toBe('en');
    expect($locale.get()).toBe('en');
  });
});

describe('setLocale', () => {
  it('stores only the locale under the key lang', () => {
    expect(setLocale('en')).toBe(true);
    expect(localStorage.getItem('lang')).toBe('en');
    expect($locale.get()).toBe('en');
  });

  it('rejects an unsupported value with a console warning and keeps the current one', () => {
    setLocale('tw');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(setLocale('de')).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"de"'));
    expect($locale.get()).toBe('tw');
    expect(localStorage.getItem('lang')).toBe('tw');
    warn.mockRestore();
  });
});

describe('the server learns the choice', () => {
  const cookie = () => document.cookie.split('; ').find((entry) => entry.startsWith('lang='));
  beforeEach(() => {
    document.cookie = 'lang=; max-age=0; path=/';
  });

  it('a chosen language is mirrored in the lang cookie, so the next first document is in it', () => {
    expect(setLocale('en')).toBe(true);
    expect(cookie()).toBe('lang=en');
    expect(setLocale('xx')).toBe(false);
    expect(cookie()).toBe('lang=en');
  });

  it('a choice stored before the cookie existed is told at start-up; a browser guess is not', () => {
    initLocale(() => 'en');
    expect(cookie()).toBeUndefined();
    $storedLocale.set('cn');
    initLocale(() => 'en');
    expect(cookie()).toBe('lang=cn');
  });
});
