import { jest } from '@jest/globals';
import { $analyticsConsent, setConsent } from './consent';
import { startAnalytics, track } from './tracker';

const sent = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  window.dataLayer = [];
});

it('starts with consent denied, no automatic page views and an anonymised IP, and survives a failed script', () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  $analyticsConsent.set('');
  startAnalytics('G-TEST', 'tw');
  const entries = sent();
  expect(entries[0]).toEqual([
    'consent',
    'default',
    { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
  ]);
  expect(entries).toContainEqual(['config', 'G-TEST', { send_page_view: false, anonymize_ip: true, currency: 'TWD' }]);
  const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]');
  expect(script?.src).toContain('id=G-TEST');
  script?.dispatchEvent(new Event('error'));
  expect(error).toHaveBeenCalledWith(expect.stringContaining('Analytics could not be loaded'));
  error.mockRestore();
});

it('grants all four storages at once and remembers it', () => {
  setConsent('granted');
  expect(sent()).toEqual([
    [
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ],
  ]);
  expect(localStorage.getItem('analyticsConsent')).toBe('granted');
});

it('sends the spec’s events with their parameters', () => {
  track.signUp();
  track.login('auto_after_signup', 42);
  track.search('鋼彈');
  track.logout();
  track.purchase('ORD-1', 1800, [{ sku: 'A', display_name: 'A', selling_price: 900, amount: 2 }]);
  expect(sent()).toEqual([
    ['event', 'sign_up', { method: 'email' }],
    ['set', { user_id: '42' }],
    ['event', 'login', { method: 'auto_after_signup' }],
    ['event', 'search', { search_term: '鋼彈' }],
    ['event', 'logout'],
    ['set', { user_id: null }],
    [
      'event',
      'purchase',
      {
        transaction_id: 'ORD-1',
        currency: 'TWD',
        value: 1800,
        shipping: 0,
        coupon: null,
        items: [{ item_id: 'A', item_name: 'A', price: 900, discount: 0, quantity: 2, index: 0 }],
      },
    ],
  ]);
});
