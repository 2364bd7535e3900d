import { revealedCount, saveRevealedCount } from './revealProgress';

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
