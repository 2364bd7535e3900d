import { formatClock } from './clock';

it('shows hours, minutes and seconds in the shop’s time zone, from an ISO date or milliseconds', () => {
  expect(formatClock('2026-11-27T16:05:09.000Z')).toBe('00:05:09');
  expect(formatClock(Date.UTC(2026, 10, 27, 3, 4, 59, 999))).toBe('11:04:59');
  expect(formatClock('not a date')).toBe('');
});
