import { render, screen, within } from '@testing-library/react';
import { AmountRows } from './AmountRows';
import { OrderSummaryCard } from './OrderSummaryCard';

function renderCard(props: { problem: string | null; pricing?: boolean; discount?: boolean }) {
  render(
    <form>
      <OrderSummaryCard
        title="Order summary"
        problem={props.problem}
        submitLabel="Pay NT$1,100"
        submitting={false}
        pricing={props.pricing}
        fine="By paying you accept the terms."
        testId="summary"
      >
        <AmountRows
          rows={[
            { label: 'Subtotal', amount: 'NT$1,200' },
            props.discount === true && { label: 'Coupon', amount: '−NT$100', testId: 'discount' },
          ]}
          total={{ label: 'Total', amount: 'NT$1,100', testId: 'total' }}
        />
      </OrderSummaryCard>
    </form>,
  );
  return screen.getByRole('complementary', { name: 'Order summary' });
}

it('lists each amount with its label and the total last, leaving out the lines that do not apply', () => {
  const card = renderCard({ problem: null });
  expect(
    within(card)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Subtotal', 'Total']);
  expect(screen.getByTestId('total').textContent).toBe('NT$1,100');
  expect(screen.queryByTestId('discount')).toBeNull();
});

it('shows the discount line when there is one', () => {
  renderCard({ problem: null, discount: true });
  expect(screen.getByTestId('discount').textContent).toBe('−NT$100');
});

it('says why the order cannot be placed as an alert, above the submit button', () => {
  renderCard({ problem: 'Choose a delivery method' });
  expect(screen.getByRole('alert').textContent).toBe('Choose a delivery method');
  expect(screen.getByRole('button', { name: 'Pay NT$1,100' }).getAttribute('type')).toBe('submit');
});

it('holds the button while the amounts are priced again', () => {
  const card = renderCard({ problem: null, pricing: true });
  expect(card.getAttribute('aria-busy')).toBe('true');
  expect(screen.getByRole('button', { name: 'Pay NT$1,100' })).toHaveProperty('disabled', true);
});
