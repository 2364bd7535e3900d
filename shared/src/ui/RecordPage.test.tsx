import { render, screen } from '@testing-library/react';
import { PaymentDue, RecordPage, StatusPill } from './RecordPage';

it('shows the order number beside its status, and the way to pay an unpaid order', () => {
  render(
    <RecordPage
      title="Order details"
      number={{ label: 'Order number', value: 'A123' }}
      status={
        <StatusPill tone="awaiting" status="unpaid">
          Awaiting payment
        </StatusPill>
      }
    >
      <PaymentDue message="Pay by 18:00">
        <button type="button">Pay now</button>
      </PaymentDue>
    </RecordPage>,
  );
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order details');
  expect(screen.getByTestId('order-number').textContent).toBe('A123');
  expect(screen.getByTestId('order-status').dataset.status).toBe('unpaid');
  expect(screen.getByTestId('order-unpaid').textContent).toContain('Pay by 18:00');
  expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
});

it('while the record loads, shows only the title', () => {
  render(
    <RecordPage title="Order details" aria-busy="true">
      <p>Loading</p>
    </RecordPage>,
  );
  expect(screen.queryByTestId('order-number')).toBeNull();
});
