import { formatOdds } from './odds';

it('writes a chance as a percentage with one decimal', () => {
  expect(formatOdds(0.04)).toBe('4.0%');
  expect(formatOdds(2 / 47)).toBe('4.3%');
  expect(formatOdds(1)).toBe('100.0%');
  expect(formatOdds(0)).toBe('0.0%');
});

it('never shows a tier still in the box as 0.0%', () => {
  expect(formatOdds(1 / 5000)).toBe('<0.1%');
  expect(formatOdds(1 / 1500)).toBe('0.1%');
});
