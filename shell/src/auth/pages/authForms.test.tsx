import { act, Suspense, type ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { i18next } from '@shop/shared/i18n';
import { formsNamespace } from '@shop/shared/forms';
import { $toasts, signOut } from '@shop/shared/stores';
import { apiAnswers, type FakeRoute } from '@shop/shared/testing';
import { loadShellTexts } from '../../testing/renderInRouter';
import { authNs } from '../namespace';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import SetPasswordPage from './SetPasswordPage';

// The sign-in pages keep the API's refusal at the form (as well as the API client's toast), under the field it is
// about, until the shopper changes that field; a sign-up address that may be a member's gets a way on.

beforeEach(async () => {
  await loadShellTexts('en');
  await i18next.loadNamespaces([authNs, formsNamespace]);
  $toasts.set([]);
  signOut();
});

const refusal = (status: number, code: number, message: string) => ({ status, data: { error_code: code, error_msg: message } });
const settle = () => act(async () => {});

async function open(page: ReactNode, entry: InitialEntry, routes: Record<string, FakeRoute> = {}) {
  const seen = apiAnswers({ 'GET client-config': { status: 200, data: { firebase: null } }, ...routes });
  const router = createMemoryRouter(
    [
      { path: entry === '/' ? '/' : typeof entry === 'string' ? entry.split('?')[0] : entry.pathname, element: page },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>,
    );
  });
  await settle();
  return { seen, router };
}

const type = (label: string, value: string) =>
  act(async () => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } }));
const press = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  await settle();
  await settle();
};
/** The announced message tied to a field by aria-describedby, and whether the field is marked invalid. */
const messageAt = (label: string) => {
  const input = screen.getByLabelText(label, { exact: true });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  return alert ? `${alert.textContent} (invalid: ${input.getAttribute('aria-invalid')})` : undefined;
};
const toasts = () => $toasts.get().map((toast) => [toast.kind, toast.message]);

describe('log in', () => {
  it('keeps a wrong password under the password field, with the toast, until the password changes', async () => {
    await open(<LoginPage />, '/login', {
      'POST account/login': refusal(401, 40101, 'Login failed. Account or password is incorrect.'),
    });
    await type('Email', 'ming@example.com');
    await type('Password', 'Wrong1234');
    await press('Log in');
    expect(toasts()).toEqual([['error', 'Login failed. Account or password is incorrect.']]);
    expect(messageAt('Password')).toBe('Login failed. Account or password is incorrect. (invalid: true)');
    expect(messageAt('Email')).toBeUndefined();

    // The toast goes; the message stays, through leaving the field and changing the address.
    $toasts.set([]);
    await act(async () => fireEvent.blur(screen.getByLabelText('Password')));
    await type('Email', 'ming@example.org');
    expect(messageAt('Password')).toBe('Login failed. Account or password is incorrect. (invalid: true)');
    await type('Password', 'Right1234');
    expect(messageAt('Password')).toBeUndefined();
  });

  it('says "not a member" under the e-mail field; a refusal about neither field at the form', async () => {
    let answer = refusal(401, 40102, 'The account is not a member of the product, please re-enter or register.');
    await open(<LoginPage />, '/login', { 'POST account/login': () => answer });
    await type('Email', 'nobody@example.com');
    await type('Password', 'Secret123');
    await press('Log in');
    expect(messageAt('Email')).toBe('The account is not a member of the product, please re-enter or register. (invalid: true)');
    expect(messageAt('Password')).toBeUndefined();

    answer = refusal(429, 42901, 'Please try again later.');
    await type('Email', 'ming@example.com');
    await press('Log in');
    expect(messageAt('Email')).toBeUndefined();
    expect(screen.getByTestId('form-refusal').textContent).toBe('Please try again later.');
    expect(screen.getByTestId('form-refusal').getAttribute('role')).toBe('alert');
  });

  it('starts with the address another sign-in page handed over', async () => {
    await open(<LoginPage />, { pathname: '/login', state: { email: 'ming@example.com' } });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ming@example.com');
  });
});

describe('sign up', () => {
  it('offers every address a way to log in or reset the password, the address handed over; a wrong code stays', async () => {
    const { seen, router } = await open(<RegisterPage />, '/register', {
      'POST account/send-verification-email': { status: 200, data: { data: { expires_in: 600 } } },
      'POST account/verify-account': refusal(400, 40010, 'Verification error'),
    });
    await type('Email', 'ming@example.com');
    await press('Send code');
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([{ email: 'ming@example.com' }]);
    const wayOn = within(screen.getByTestId('member-way-on'));
    expect(wayOn.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe('/forgot-password');

    await type('Verification code', '123456');
    await press('Continue');
    expect(messageAt('Verification code')).toBe('Verification error (invalid: true)');
    await type('Verification code', '123457');
    expect(messageAt('Verification code')).toBeUndefined();

    await act(async () => fireEvent.click(wayOn.getByRole('link', { name: 'Log in with it' })));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ email: 'ming@example.com' });
  });

  it('a refused code request (the day’s limit) stays under the e-mail field', async () => {
    await open(<RegisterPage />, '/register', {
      'POST account/send-verification-email': refusal(
        429,
        42902,
        'The daily limit has been reached, please try again the next day',
      ),
    });
    await type('Email', 'ming@example.com');
    await press('Send code');
    expect(messageAt('Email')).toBe('The daily limit has been reached, please try again the next day (invalid: true)');
    expect(screen.queryByTestId('member-way-on')).toBeNull();
  });

  it('an address registered meanwhile: said at the form with links to log in and reset the password', async () => {
    const { router } = await open(
      <SetPasswordPage />,
      { pathname: '/set-password', state: { email: 'ming@example.com', checksum: 'c'.repeat(32) } },
      { 'POST account/register': refusal(409, 40901, 'This email address is already in use.') },
    );
    await type('Password', 'Collect1ble');
    await type('Confirm password', 'Collect1ble');
    await press('Complete registration');
    expect(toasts()).toEqual([['error', 'This email address is already in use.']]);
    const refused = within(screen.getByTestId('form-refusal'));
    expect(refused.getByText('This email address is already in use.')).toBeTruthy();
    await act(async () => fireEvent.click(refused.getByRole('link', { name: 'Reset your password' })));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(router.state.location.state).toEqual({ email: 'ming@example.com' });
  });
});
