import { admittedAt, admittedThrough, cursorForRate, firstAdmitted, standing, type DropRow, type PlaceRow } from './schedule';

// The admission clock, on its own: what each place sees follows from the drop's row and the time.

const start = new Date('2026-12-01T04:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);
const drop = (perMinute: number, window = 60): DropRow => ({
  id: 1,
  kind: 'kuji',
  targetId: 1,
  opensAt: at(-1800),
  startsAt: start,
  admitPerMinute: perMinute,
  buyWindowSeconds: window,
  cursorPosition: firstAdmitted(perMinute),
  cursorAt: start,
  nextOrdinal: 1,
  shuffledAt: start,
  createdAt: at(-3600),
});
const place = (ordinal: number | null, usedAt: Date | null = null): PlaceRow => ({
  id: 1,
  dropId: 1,
  holder: 'u:1',
  ip: null,
  joinedAt: at(-60),
  ordinal,
  usedAt,
});

test('nobody before the start; one second’s worth at it; then the rate', () => {
  const d = drop(600);
  expect(admittedThrough(d, at(-1))).toBe(0);
  expect(admittedThrough(d, at(0))).toBe(10);
  expect(admittedThrough(d, at(2.5))).toBe(35);
  expect(firstAdmitted(30)).toBe(1);
  expect(admittedAt(d, 10)).toEqual(at(0));
  expect(admittedAt(d, 11)).toEqual(at(0.1));
  expect(admittedThrough(d, admittedAt(d, 123))).toBeGreaterThanOrEqual(123);
});

test('a rate change carries the admitted count on from where it is', () => {
  const d = drop(60);
  expect(admittedThrough(d, at(30))).toBe(31);
  const faster = { ...d, admitPerMinute: 600, ...cursorForRate(d, 600, at(30)) };
  expect(admittedThrough(faster, at(30))).toBe(31);
  expect(admittedThrough(faster, at(31))).toBe(41);
  // Before the start, the first second's worth follows the new rate.
  expect(cursorForRate(d, 6000, at(-5))).toEqual({ cursorPosition: 100, cursorAt: start });
});

test('a place is early, waiting with its position and wait, admitted for its window, then lapsed', () => {
  const d = drop(60, 30);
  expect(standing(d, place(null), 5, at(-10))).toEqual({ state: 'early', position: null, waitSeconds: 10, until: null });
  expect(standing(d, place(5), 5, at(0))).toEqual({ state: 'waiting', position: 4, waitSeconds: 4, until: null });
  expect(standing(d, place(5), 5, at(4))).toEqual({ state: 'admitted', position: null, waitSeconds: null, until: at(34) });
  expect(standing(d, place(5), 5, at(34)).state).toBe('lapsed');
  expect(standing(d, place(5, at(5)), 0, at(6)).state).toBe('used');
  expect(standing(d, place(5), 0, at(6)).state).toBe('sold_out');
});
