import { admittedPlace, dropPlace } from '@shop/shared/testing';
import { forgetAdmission, isAdmissionRefusal, keepPlace, keptPlaceKey, liveAdmission, purchaseAdmission } from './keep';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('a visitor’s place key is kept in localStorage per drop, so a reload or another tab finds the place', () => {
  keepPlace('product', 7, dropPlace({ place_key: 'visitor-key-7' }), 0);
  expect(keptPlaceKey('product', 7)).toBe('visitor-key-7');
  expect(keptPlaceKey('product', 8)).toBeNull();
  expect(keptPlaceKey('kuji', 7)).toBeNull();
});

test('an admission is kept in the browser until it expires on the server’s clock, whatever the device’s says', () => {
  const now = Date.now();
  // The server's clock is 30 s ahead of this device: 120 s from the server's now is 150 s from the device's.
  keepPlace('kuji', 1, admittedPlace({}, now), 30_000);
  expect(JSON.parse(localStorage.getItem('dropAdmission:kuji:1')!)).toEqual({
    admission: 'admission-token-0001',
    until: now + 90_000,
  });
  expect(liveAdmission('kuji', 1, now + 89_000)?.admission).toBe('admission-token-0001');
  expect(liveAdmission('kuji', 1, now + 90_000)).toBeNull();
});

test('a second tab of the browser (its own sessionStorage) finds the same place and admission', () => {
  keepPlace('product', 7, admittedPlace({ place_key: 'visitor-key-7', admission: 'for-7' }), 0);
  sessionStorage.clear();
  expect(keptPlaceKey('product', 7)).toBe('visitor-key-7');
  expect(liveAdmission('product', 7)?.admission).toBe('for-7');
});

test('a used, lapsed or sold-out place leaves no admission behind', () => {
  for (const state of ['used', 'lapsed', 'sold_out'] as const) {
    keepPlace('kuji', 1, admittedPlace(), 0);
    keepPlace('kuji', 1, dropPlace({ state, position: null, estimated_wait_seconds: null }), 0);
    expect(liveAdmission('kuji', 1)).toBeNull();
  }
});

test('a purchase sends this browser’s live admissions among its items, comma-separated', () => {
  keepPlace('product', 8, admittedPlace({ place_key: 'visitor-key-8', admission: 'for-8' }), 0);
  expect(purchaseAdmission('product', [5, 8, 9])).toEqual({ targetIds: [8], headers: { 'x-drop-admission': 'for-8' } });
  keepPlace('product', 9, admittedPlace({ admission: 'for-9' }), 0);
  expect(purchaseAdmission('product', [5, 8, 9])).toEqual({
    targetIds: [8, 9],
    headers: { 'x-drop-admission': 'for-8,for-9' },
  });
  expect(purchaseAdmission('kuji', [8])).toBeNull();
  forgetAdmission('product', 8);
  forgetAdmission('product', 9);
  expect(purchaseAdmission('product', [5, 8, 9])).toBeNull();
});

test('the refusals that end an admission are the drop’s purchase refusals', () => {
  expect([40360, 40361, 40362, 40960].map(isAdmissionRefusal)).toEqual([true, true, true, true]);
  expect([40961, 40022, undefined].map(isAdmissionRefusal)).toEqual([false, false, false]);
});
