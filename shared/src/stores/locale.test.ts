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
