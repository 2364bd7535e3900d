import { jest } from '@jest/globals';
import { act, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { i18next, initI18n } from '@shop/shared/i18n';
import { uiNamespace } from './namespace';
import { QuantityStepper } from './QuantityStepper';

/** A stepper whose owner keeps what it is told (at most the most, or what it held), as the cart does. */
function Owner({ start, max, told }: { start: number; max: number; told: (value: number) => void }) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      value={value}
      max={max}
      onChange={(next) => {
        told(next);
        setValue(Math.min(next, Math.max(max, value)));
      }}
    />
  );
}

function renderStepper(start: number, max: number) {
  const told = jest.fn<(value: number) => void>();
  render(<Owner start={start} max={max} told={told} />);
  return told;
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** Types `text` key by key, as a shopper does: "1", then "12". */
const typeKeys = (text: string) => {
  for (let end = 1; end <= text.length; end++) fireEvent.change(field(), { target: { value: text.slice(0, end) } });
};

beforeAll(async () => {
  await initI18n('en');
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(uiNamespace);
});

it('commits nothing while a number is typed, and the whole number when the field is left', () => {
  const told = renderStepper(1, 20);
  typeKeys('12');
  expect(field().value).toBe('12');
  expect(told).not.toHaveBeenCalled();
  fireEvent.blur(field());
  expect(told.mock.calls).toEqual([[12]]);
  expect(field().value).toBe('12');
});

it('commits a typed number on Enter', () => {
  const told = renderStepper(1, 20);
  typeKeys('7');
  fireEvent.keyDown(field(), { key: 'Enter' });
  expect(told.mock.calls).toEqual([[7]]);
});

it('commits each step of the buttons at once, and turns them off at 1 and at the most', () => {
  const told = renderStepper(1, 2);
  expect(button('Decrease quantity').disabled).toBe(true);
  fireEvent.click(button('Increase quantity'));
  expect(told.mock.calls).toEqual([[2]]);
  expect(field().value).toBe('2');
  expect(button('Increase quantity').disabled).toBe(true);
  fireEvent.click(button('Decrease quantity'));
  expect(told.mock.calls).toEqual([[2], [1]]);
});

it('passes a number above the most on as typed, and shows the most', () => {
  const told = renderStepper(1, 5);
  typeKeys('9');
  fireEvent.blur(field());
  expect(told.mock.calls).toEqual([[9]]);
  expect(field().value).toBe('5');
});

it('brings fractions, numbers below 1 and an empty field back to a whole number of at least 1', () => {
  const told = renderStepper(3, 5);
  for (const [typed, shown] of [
    ['2.7', '2'],
    ['0', '1'],
    ['', '1'],
  ]) {
    fireEvent.change(field(), { target: { value: typed } });
    fireEvent.blur(field());
    expect(field().value).toBe(shown);
  }
  expect(told.mock.calls).toEqual([[2], [1]]);
});

it('lets a value above the most (a cart line holding more) step down, not up', () => {
  const told = renderStepper(5, 3);
  expect(field().value).toBe('5');
  expect(button('Increase quantity').disabled).toBe(true);
  fireEvent.click(button('Decrease quantity'));
  expect(told.mock.calls).toEqual([[4]]);
});

it('is off when told so', async () => {
  await act(async () => {
    render(<QuantityStepper value={2} max={5} onChange={() => {}} disabled />);
  });
  expect(field().disabled).toBe(true);
  expect(button('Increase quantity').disabled).toBe(true);
  expect(button('Decrease quantity').disabled).toBe(true);
});
