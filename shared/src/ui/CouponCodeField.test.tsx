import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { CouponCodeField, CouponOutcomeLine } from './CouponCodeField';

function renderInForm() {
  const onApply = jest.fn<(code: string) => void>();
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <CouponCodeField label="Coupon code" applyLabel="Apply" busy={false} onApply={onApply} />
      <button type="submit">Place order</button>
    </form>,
  );
  return { onApply, onSubmit, field: screen.getByLabelText('Coupon code') };
}

it('applies the typed code, trimmed, from the button', () => {
  const { onApply, onSubmit, field } = renderInForm();
  fireEvent.change(field, { target: { value: '  WELCOME100 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenCalledWith('WELCOME100');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('applies the code on Enter instead of placing the order', () => {
  const { onApply, onSubmit, field } = renderInForm();
  fireEvent.change(field, { target: { value: 'KUJI100' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  expect(onApply).toHaveBeenCalledWith('KUJI100');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('says a taken coupon politely and a refused one as an alert', () => {
  const { rerender } = render(<CouponOutcomeLine outcome={{ kind: 'applied', message: 'Coupon applied' }} />);
  expect(screen.getByRole('status').textContent).toBe('Coupon applied');
  rerender(<CouponOutcomeLine outcome={{ kind: 'refused', message: 'This coupon has expired' }} />);
  expect(screen.getByRole('alert').textContent).toBe('This coupon has expired');
  rerender(<CouponOutcomeLine outcome={null} />);
  expect(screen.queryByTestId('coupon-outcome')).toBeNull();
});

it('marks the code refused, described by the line that says why, until another code is typed', () => {
  const onApply = jest.fn<(code: string) => void>();
  const outcome = { kind: 'refused', message: 'Invalid code' } as const;
  const view = (refused: boolean) => (
    <>
      <CouponCodeField
        label="Coupon code"
        applyLabel="Apply"
        busy={false}
        onApply={onApply}
        refusedBy={refused ? 'why' : undefined}
      />
      <CouponOutcomeLine id="why" outcome={refused ? outcome : null} />
    </>
  );
  const { rerender } = render(view(false));
  const field = screen.getByLabelText('Coupon code');
  fireEvent.change(field, { target: { value: 'NOPE' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  rerender(view(true));
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')).toBe('why');
  expect(document.getElementById('why')?.textContent).toBe('Invalid code');
  fireEvent.change(field, { target: { value: 'NOPE2' } });
  expect(field.getAttribute('aria-invalid')).toBe('false');
  expect(field.getAttribute('aria-describedby')).toBeNull();
});
