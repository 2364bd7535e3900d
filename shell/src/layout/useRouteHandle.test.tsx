import { act } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { $cachedPages, clearPageCache } from '@shop/shared/page-cache';
import { useRegisterCachedPage } from './useRouteHandle';

function Layout() {
  useRegisterCachedPage();
  return <Outlet />;
}

async function open(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <p>home</p>, handle: routeHandle({ titleKey: 't' }) },
          { path: 'product-list/:id', element: <p>list</p>, handle: routeHandle({ titleKey: 't', cache: 'ProductList' }) },
          { path: 'news-list', element: <p>news</p>, handle: routeHandle({ titleKey: 't', cache: 'NewsList' }) },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

beforeEach(() => clearPageCache());

it('adds a cached route’s keep name when it is shown, once', async () => {
  const router = await open('/');
  expect($cachedPages.get()).toEqual([]);
  await act(() => router.navigate('/product-list/all'));
  await act(() => router.navigate('/news-list'));
  await act(() => router.navigate('/product-list/3'));
  expect($cachedPages.get()).toEqual(['ProductList', 'NewsList']);
});

it('adds the name again on the next visit after the page cache was cleared', async () => {
  const router = await open('/product-list/all');
  act(() => clearPageCache());
  await act(() => router.navigate('/product-list/3'));
  expect($cachedPages.get()).toEqual(['ProductList']);
});
