import { jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './Button';

it('does not submit the form it sits in unless it is the submit button', () => {
  const onSubmit = jest.fn((event: Event) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button>Show more</Button>
      <Button type="submit" variant="primary">
        Send
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
  expect(onSubmit).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

it('while busy, cannot be pressed again and says it is busy', () => {
  const onClick = jest.fn();
  const { rerender } = render(
    <Button busy onClick={onClick}>
      Add to cart
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Add to cart' });
  expect(button).toHaveProperty('disabled', true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();

  rerender(<Button onClick={onClick}>Add to cart</Button>);
  expect(button.getAttribute('aria-busy')).toBe('false');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});
