import { buyChoices, type BuyLimits } from './buyOptions';

const kuji = (fields: Partial<BuyLimits> = {}): BuyLimits => ({
  status: 'on_sale',
  tickets_left: 42,
  per_order_limit: 10,
  ...fields,
});

/** The options as `draws` (enabled) or `(draws)` (held back), `all` for all remaining. */
const shown = (limits: BuyLimits) =>
  buyChoices(limits)
    .options.map((option) => {
      const label = option.kind === 'rest' ? `all ${option.draws}` : String(option.draws);
      return option.enabled ? label : `(${label})`;
    })
    .join(' ');

it('offers 1, 3, 5 and 10 draws of a full box, and all remaining only within the per-order limit', () => {
  expect(shown(kuji())).toBe('1 3 5 10 (all 42)');
  expect(buyChoices(kuji())).toMatchObject({ closed: null, fewLeft: false, overLimit: true });
});

it('holds back what would draw more than the tickets left, and offers the rest', () => {
  expect(shown(kuji({ tickets_left: 3 }))).toBe('1 3 (5) (10) all 3');
  expect(buyChoices(kuji({ tickets_left: 3 }))).toMatchObject({ closed: null, fewLeft: true, overLimit: false });
  expect(shown(kuji({ tickets_left: 1 }))).toBe('1 (3) (5) (10) all 1');
  expect(shown(kuji({ tickets_left: 10 }))).toBe('1 3 5 10 all 10');
});

it('holds back what one order may not buy', () => {
  expect(shown(kuji({ per_order_limit: 4 }))).toBe('1 3 (5) (10) (all 42)');
  expect(buyChoices(kuji({ per_order_limit: 4, tickets_left: 4 }))).toMatchObject({ fewLeft: true, overLimit: true });
});

it('offers nothing when the campaign is not on sale, and says why', () => {
  for (const status of ['upcoming', 'sold_out', 'ended'] as const) {
    const choices = buyChoices(kuji({ status, tickets_left: status === 'sold_out' ? 0 : 50 }));
    expect(choices.options.every((option) => !option.enabled)).toBe(true);
    expect(choices).toMatchObject({ closed: status, fewLeft: false, overLimit: false });
  }
});

it('treats a campaign on sale with no ticket left (all held by unpaid orders) as sold out, with no “all 0”', () => {
  const choices = buyChoices(kuji({ tickets_left: 0 }));
  expect(choices.closed).toBe('sold_out');
  expect(shown(kuji({ tickets_left: 0 }))).toBe('(1) (3) (5) (10)');
  expect(shown(kuji({ status: 'sold_out', tickets_left: 0 }))).toBe('(1) (3) (5) (10)');
});
