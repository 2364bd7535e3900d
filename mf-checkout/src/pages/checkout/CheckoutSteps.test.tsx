import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { signIn } from '@shop/shared/stores';
import { serveCheckout } from '../../testing/checkoutApi';
import { line } from '../../testing/fixtures';
import { renderRoutes, settle } from '../../testing/renderCheckout';
import { resetCheckout } from '../../testing/resetCheckout';
import CheckoutPage from './CheckoutPage';
import { stepsCollapseQuery } from './CheckoutStep';

// A phone's checkout (jsdom lays nothing out: the screen's width is the one thing told, through matchMedia). The
// e2e phone-layout spec measures where the pay bar sits.

const routes = [
  { path: '/checkout', element: <CheckoutPage />, handle: routeHandle({ titleKey: 'checkout:title.checkout', noindex: true }) },
];

function onAPhone() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === stepsCollapseQuery,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

async function open() {
  await renderRoutes(routes, '/checkout');
  await settle();
  await screen.findByTestId('checkout-form');
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const focus = (element: HTMLElement) =>
  act(async () => {
    element.focus();
  });
const choose = async (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('radio', { name })));
const recipient = () => screen.getByTestId('checkout-recipient');
const folded = (testId: string) => screen.queryByTestId(`${testId}-done`);

beforeEach(() => {
  onAPhone();
  resetCheckout();
  signIn('token');
});

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it('keeps the total and the Place order button in a bar at the bottom of a phone’s screen', async () => {
  serveCheckout([line(1, { amount: 2 })]);
  await open();
  const bar = screen.getByRole('region', { name: 'Place the order' });
  expect(bar.dataset.buyBar).toBe('1024');
  expect(within(bar).getByTestId('pay-bar-total').textContent).toBe('NT$2,000');
  // The form's one submit button, not a copy.
  expect(within(bar).getByRole('button', { name: /^Place order and pay/ })).toBe(
    screen.getByRole('button', { name: /^Place order and pay/ }),
  );
  expect(
    within(bar)
      .getByRole('button', { name: /^Place order and pay/ })
      .getAttribute('type'),
  ).toBe('submit');
});

it('folds a done step to one line once the shopper moves on, and Edit opens it again', async () => {
  serveCheckout([line(1, { amount: 2 })]);
  await open();
  await focus(field('Recipient name'));
  await focus(field('Mobile number'));
  await settle();
  // Moving within the step keeps it open.
  expect(folded('checkout-recipient')).toBeNull();

  await focus(screen.getByRole('radio', { name: /^Home delivery/ }));
  await settle();
  const done = folded('checkout-recipient')!;
  expect(within(done).getByText('王小明 · +886 912345678 · member@example.com')).toBeTruthy();
  expect(recipient().closest('[hidden]')).not.toBeNull();
  // Nothing else was done: the delivery step the shopper is in stays open.
  expect(folded('checkout-delivery')).toBeNull();

  await act(async () => fireEvent.click(within(done).getByRole('button', { name: 'Edit Recipient' })));
  expect(folded('checkout-recipient')).toBeNull();
  expect(recipient().closest('[hidden]')).toBeNull();
  expect(document.activeElement).toBe(field('Recipient name'));
});

it('leaves a step open while a value of it is missing', async () => {
  serveCheckout([line(1, { amount: 2 })]);
  await open();
  await act(async () => fireEvent.change(field('Recipient name'), { target: { value: '' } }));
  await focus(field('Recipient name'));
  await focus(screen.getByRole('radio', { name: /^Home delivery/ }));
  await settle();
  expect(folded('checkout-recipient')).toBeNull();
  expect(recipient().closest('[hidden]')).toBeNull();
});

it('opens a folded step again when the order is refused for one of its values', async () => {
  serveCheckout([line(1, { amount: 2 })], {
    'POST order': { status: 400, data: { error_code: 40038, error_msg: 'Please enter a valid mobile number' } },
  });
  await open();
  await focus(field('Mobile number'));
  await focus(screen.getByRole('radio', { name: /^Convenience store pickup/ }));
  await settle();
  expect(folded('checkout-recipient')).not.toBeNull();

  await choose(/^Convenience store pickup/);
  await act(async () => fireEvent.change(field('Store chain'), { target: { value: '711' } }));
  await settle();
  await choose(/^7-ELEVEN 台大門市/);
  await choose(/^Credit card/);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Place order and pay/ })));
  await settle();

  expect(folded('checkout-recipient')).toBeNull();
  expect(recipient().closest('[hidden]')).toBeNull();
  expect(within(recipient()).getByText('Please enter a valid mobile number')).toBeTruthy();
});
