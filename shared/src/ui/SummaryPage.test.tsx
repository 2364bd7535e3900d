import { render, screen } from '@testing-library/react';
import { SummaryColumns, SummaryPage } from './SummaryPage';

it('titles the page and puts the summary after the main column, so it reads after the steps', () => {
  render(
    <SummaryPage title="Checkout" data-testid="checkout-page">
      <form aria-label="Order">
        <SummaryColumns summary={<aside aria-label="Order summary" />}>
          <section aria-label="Delivery" />
        </SummaryColumns>
      </form>
    </SummaryPage>,
  );
  const page = screen.getByTestId('checkout-page');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Checkout');
  const delivery = screen.getByRole('region', { name: 'Delivery' });
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  expect(delivery.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(page.contains(screen.getByRole('form', { name: 'Order' }))).toBe(true);
});
