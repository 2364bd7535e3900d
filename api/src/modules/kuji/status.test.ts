import { isRevealed, statusOf } from './status';

const at = (iso: string) => new Date(iso);
const campaign = { startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-31T00:00:00Z'), ticketsTotal: 10 };

test('a campaign is upcoming before it opens, on sale inside its window, ended after it closes', () => {
  const open = { ...campaign, reserved: 0 };
  expect(statusOf(open, at('2026-11-30T23:59:59Z'))).toBe('upcoming');
  expect(statusOf(open, at('2026-12-01T00:00:00Z'))).toBe('on_sale');
  expect(statusOf(open, at('2026-12-31T00:00:00Z'))).toBe('on_sale');
  expect(statusOf(open, at('2026-12-31T00:00:01Z'))).toBe('ended');
});

test('a campaign is sold out when every ticket is bought or held, inside its window only', () => {
  const full = { ...campaign, reserved: 10 };
  expect(statusOf({ ...campaign, reserved: 9 }, at('2026-12-10T00:00:00Z'))).toBe('on_sale');
  expect(statusOf(full, at('2026-12-10T00:00:00Z'))).toBe('sold_out');
  expect(statusOf(full, at('2027-01-01T00:00:00Z'))).toBe('ended');
});

test('the box is revealed once every ticket is drawn, or once ended with no unpaid order holding tickets', () => {
  const during = at('2026-12-10T00:00:00Z');
  const after = at('2027-01-01T00:00:00Z');
  expect(isRevealed({ ...campaign, reserved: 10, drawn: 10 }, during)).toBe(true);
  expect(isRevealed({ ...campaign, reserved: 10, drawn: 9 }, during)).toBe(false);
  expect(isRevealed({ ...campaign, reserved: 4, drawn: 4 }, during)).toBe(false);
  expect(isRevealed({ ...campaign, reserved: 4, drawn: 4 }, after)).toBe(true);
  expect(isRevealed({ ...campaign, reserved: 0, drawn: 0 }, after)).toBe(true);
  expect(isRevealed({ ...campaign, reserved: 5, drawn: 4 }, after)).toBe(false);
});
