import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminApi, onSessionEnded } from './api/client';
import { startI18n } from './i18n/i18n';
import { consoleRoutes } from './router';
import { keepSessionToken, sessionToken } from './session/token';

// The console's own rules, against a stand-in for the admin API at axios's transport: no session, or one the API
// ended, is sign-in (which comes back to the page asked for); each call carries the bearer token and the language;
// the navigation offers only the role's pages.

type Answer = { status: number; data: unknown };
const seen: InternalAxiosRequestConfig[] = [];

function answer(routes: Record<string, Answer>) {
  seen.length = 0;
  adminApi.defaults.adapter = (async (config: InternalAxiosRequestConfig) => {
    seen.push(config);
    const found = routes[`${(config.method ?? 'get').toUpperCase()} ${config.url}`] ?? {
      status: 404,
      data: { error_code: 40400 },
    };
    const response = { data: found.data, status: found.status, statusText: '', headers: {}, config };
    if (found.status >= 400) throw new AxiosError('refused', 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  }) as AxiosAdapter;
}

function open(path: string) {
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  onSessionEnded((to) => void router.navigate(to, { replace: true }));
  render(<RouterProvider router={router} />);
  return router;
}

const staff = {
  data: {
    operator: { id: 2, email: 'sam@ops.test', name: 'Sam', role: 'staff', refund_limit: 500 },
    permissions: ['orders', 'refunds', 'members'],
  },
};
const noOrders = { data: [], page: 1, page_size: 20, total: 0 };

beforeAll(() => startI18n('en'));
beforeEach(() => sessionStorage.clear());

it('sends a visitor without a session to sign-in, and back to the page they asked for once signed in', async () => {
  const router = open('/orders?status=picking');
  await screen.findByRole('heading', { name: 'Sign in to the operator console' });
  expect(router.state.location.search).toBe(`?from=${encodeURIComponent('/orders?status=picking')}`);
  const token = 'a'.repeat(43);
  answer({
    'POST /session': {
      status: 200,
      data: { data: { token, expires_at: '2026-11-30T00:00:00Z', operator: staff.data.operator } },
    },
    'GET /me': { status: 200, data: staff },
    'GET /orders': { status: 200, data: noOrders },
  });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' sam@ops.test ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Orders' });
  expect(router.state.location).toMatchObject({ pathname: '/orders', search: '?status=picking' });
  expect(sessionToken()).toBe(token);
  expect(JSON.parse(String(seen[0]!.data))).toEqual({ email: 'sam@ops.test', password: 'correct horse battery' });
  const list = seen.find((config) => config.url === '/orders')!;
  expect(list.headers.get('authorization')).toBe(`Bearer ${token}`);
  expect(list.headers.get('locale')).toBe('en');
  expect(list.params).toEqual({ status: 'picking', page: 1, page_size: 20 });
});

it('shows the API’s refusal of a sign-in in the operator’s language', async () => {
  answer({ 'POST /session': { status: 401, data: { error_code: 40140, error_msg: 'Wrong e-mail or password.' } } });
  open('/sign-in');
  fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'sam@ops.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail or password.');
  expect(sessionToken()).toBeNull();
});

it('offers a staff member only their pages', async () => {
  keepSessionToken('b'.repeat(43));
  answer({ 'GET /me': { status: 200, data: staff }, 'GET /orders': { status: 200, data: noOrders } });
  open('/');
  await screen.findByRole('heading', { name: 'Orders' });
  const nav = screen.getByRole('navigation', { name: 'Console pages' });
  expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Orders', 'Members']);
});

it('forgets a session the API ended and asks to sign in again', async () => {
  keepSessionToken('c'.repeat(43));
  answer({
    'GET /me': { status: 200, data: staff },
    'GET /orders': { status: 401, data: { error_code: 40141, error_msg: 'Sign in again.' } },
  });
  const router = open('/orders');
  await screen.findByRole('heading', { name: 'Sign in to the operator console' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  expect(sessionToken()).toBeNull();
});
