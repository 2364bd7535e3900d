import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { signIn, signOut } from '@shop/shared/stores';
import { RouteGuard } from './RouteGuard';

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'cart', element: <p>cart</p>, handle: routeHandle({ titleKey: 't', requiresAuth: true }) },
      { path: 'login', element: <p>login</p>, handle: routeHandle({ titleKey: 't', authPage: true }) },
    ],
  },
];

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

describe('RouteGuard', () => {
  beforeEach(() => signOut());

  it('sends a visitor without a token to login with the full path as redirect', async () => {
    const router = await open('/cart?step=2');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/cart?step=2');
    expect(screen.getByText('login')).toBeTruthy();
  });

  it('lets a member with a token in', async () => {
    signIn('a-token');
    await open('/cart');
    expect(screen.getByText('cart')).toBeTruthy();
  });

  it('sends a member on a sign-in page to its redirect target', async () => {
    signIn('a-token');
    const router = await open('/login?redirect=%2Fcart');
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('ignores a redirect that would leave the site', async () => {
    signIn('a-token');
    const router = await open('/login?redirect=%2F%2Fevil.example');
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a member away from the sign-in pages', async () => {
    signIn('a-token');
    const router = await open('/login');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('home')).toBeTruthy();
  });
});
