import { formatOrderNumber } from './order-number';

test('a letter for the kind, the day in Taiwan and the id in seven digits', () => {
  expect(formatOrderNumber('K', 17, new Date('2026-11-27T03:00:00Z'))).toBe('K2611270000017');
  expect(formatOrderNumber('S', 9, new Date('2026-11-27T03:00:00Z'))).toBe('S2611270000009');
  // 20:00 in UTC is already the next day in Taiwan.
  expect(formatOrderNumber('K', 1234567, new Date('2026-12-31T20:00:00Z'))).toBe('K2701011234567');
});
