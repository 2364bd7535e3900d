import { jest } from '@jest/globals';
import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { loadCheckoutTexts } from '../../testing/renderCheckout';
import { CouponSection, type CouponChoice, type CouponOutcome } from './CouponSection';

// A refused typed code is tied to the code field (aria-invalid, described by the line saying why) until it changes.

const refused: CouponOutcome = { kind: 'refused', message: 'Invalid code' };

async function renderSection() {
  await loadCheckoutTexts('en');
  const onApply = jest.fn<(choice: CouponChoice) => Promise<void>>(async () => {});
  const view = (outcome: CouponOutcome | null) => (
    <CouponSection coupons={[]} choice={null} onApply={onApply} outcome={outcome} busy={false} />
  );
  const { rerender } = render(view(null));
  return { onApply, show: (outcome: CouponOutcome | null) => act(async () => rerender(view(outcome))) };
}

it('ties a refused typed code to its field until another code is typed', async () => {
  const { onApply, show } = await renderSection();
  const field = screen.getByLabelText('Discount code');
  fireEvent.change(field, { target: { value: 'NOPE' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
  expect(onApply).toHaveBeenCalledWith({ coupon_code: 'NOPE' });
  await show(refused);
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const why = document.getElementById(field.getAttribute('aria-describedby')!);
  expect(why?.getAttribute('role')).toBe('alert');
  expect(why?.textContent).toBe('Invalid code');
  fireEvent.change(field, { target: { value: 'NOPE2' } });
  expect(field.getAttribute('aria-invalid')).toBe('false');
});

it('leaves the code field alone when the refused coupon was picked from the list', async () => {
  const { show } = await renderSection();
  await act(async () => fireEvent.click(screen.getByRole('radio', { name: 'No coupon' })));
  await show(refused);
  expect(screen.getByLabelText('Discount code').getAttribute('aria-invalid')).toBe('false');
  expect(screen.getByTestId('coupon-outcome').textContent).toBe('Invalid code');
});
