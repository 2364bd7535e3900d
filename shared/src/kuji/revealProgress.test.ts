import { revealedCount, saveRevealedCount, ticketsNotOpened } from './revealProgress';

beforeEach(() => localStorage.clear());

it('remembers how many tickets of each order were opened', () => {
  expect(revealedCount(41)).toBe(0);
  saveRevealedCount(41, 2);
  saveRevealedCount(42, 1);
  expect(revealedCount(41)).toBe(2);
  expect(revealedCount(42)).toBe(1);
});

it('reads nothing from storage it cannot understand', () => {
  localStorage.setItem('kujiRevealed', 'not json');
  expect(revealedCount(41)).toBe(0);
  localStorage.setItem('kujiRevealed', JSON.stringify({ 41: 'three' }));
  expect(revealedCount(41)).toBe(0);
  saveRevealedCount(41, 1);
  expect(revealedCount(41)).toBe(1);
});

it('keeps the newest orders only', () => {
  for (let id = 1; id <= 60; id++) saveRevealedCount(id, 1);
  expect(revealedCount(1)).toBe(0);
  expect(revealedCount(60)).toBe(1);
  expect(Object.keys(JSON.parse(localStorage.getItem('kujiRevealed')!))).toHaveLength(50);
});

it('counts the tickets still to open from this device’s progress or the API’s, whichever got further', () => {
  const paid = { order_id: 41, status: 'paid', draws: 3 };
  expect(ticketsNotOpened(paid)).toBe(3);
  // Opened on another device: this one has no progress of its own.
  expect(ticketsNotOpened({ ...paid, tickets_opened: 3 })).toBe(0);
  expect(ticketsNotOpened({ ...paid, tickets_opened: 1 })).toBe(2);
  saveRevealedCount(41, 2);
  expect(ticketsNotOpened({ ...paid, tickets_opened: 1 })).toBe(1);
  expect(ticketsNotOpened({ ...paid, status: 'pending_payment' })).toBe(0);
});
