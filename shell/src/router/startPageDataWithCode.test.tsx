import { jest } from '@jest/globals';
import { act, lazy, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams, type RouteObject } from 'react-router';
import { addCachedPage, clearPageCache, usePageData, type PageDataRequest } from '@shop/shared/page-cache';
import { routeHandle, type RouteHandle } from '@shop/shared/routing';
import { signIn, signOut } from '@shop/shared/stores';
import { startPageDataWithCode } from './startPageDataWithCode';

let loads: string[] = [];

/** The item page's data module: the page and its route's handle both use it. */
const itemData = (id: string): PageDataRequest<string> => ({
  key: `item:${id}`,
  load: async () => {
    loads.push(id);
    return `item ${id}`;
  },
});

function ItemPage() {
  const { id = '' } = useParams();
  const request = itemData(id);
  const { data, loading } = usePageData(request.key, request.load);
  return <p>{loading ? 'loading' : data}</p>;
}

/** The page's lazily loaded code, arriving when the test says so. */
function lazyCode() {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: ItemPage })));
  return { Page: lazy(() => code), arrive: () => act(async () => arrive()) };
}

function renderShop(handle: Partial<RouteHandle>, Page: ComponentType = ItemPage) {
  const routes: RouteObject[] = [
    { path: '/', element: <p>home</p>, handle: routeHandle({ titleKey: 't' }) },
    {
      path: '/item/:id',
      element: (
        <Suspense fallback={<p>code loading</p>}>
          <Page />
        </Suspense>
      ),
      handle: routeHandle({ titleKey: 't', pageData: ({ params }) => [itemData(params.id!)], ...handle }),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  startPageDataWithCode(router);
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  loads = [];
  clearPageCache();
  signOut();
});

it('starts a page’s data when its route is matched, while its code loads, and the page takes it over', async () => {
  const code = lazyCode();
  const router = renderShop({}, code.Page);
  await act(() => router.navigate('/item/7'));
  expect(screen.getByText('code loading')).toBeTruthy();
  expect(loads).toEqual(['7']);

  await code.arrive();
  expect(screen.getByText('item 7')).toBeTruthy();
  expect(loads).toEqual(['7']);
});

it('starts nothing for a members-only page while no member is signed in (the guard sends them to sign in)', async () => {
  // The page's code never arrives here: whatever loads was started by the navigation.
  const router = renderShop({ requiresAuth: true }, lazyCode().Page);
  await act(() => router.navigate('/item/1'));
  expect(loads).toEqual([]);
  await act(() => router.navigate('/'));
  signIn('token');
  await act(() => router.navigate('/item/2'));
  expect(loads).toEqual(['2']);
});

it('starts nothing on a back navigation to a page that kept its data', async () => {
  addCachedPage('Items');
  const router = renderShop({ cache: 'Items' });
  await act(() => router.navigate('/item/3'));
  await act(async () => {});
  await act(() => router.navigate('/'));
  await act(() => router.navigate(-1));
  await act(async () => {});
  expect(screen.getByText('item 3')).toBeTruthy();
  expect(loads).toEqual(['3']);
});

it('leaves a page to load its own data when its route’s pageData fails', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  const router = renderShop({
    pageData: () => {
      throw new Error('a remote’s bug');
    },
  });
  await act(() => router.navigate('/item/4'));
  await act(async () => {});
  expect(screen.getByText('item 4')).toBeTruthy();
  expect(loads).toEqual(['4']);
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});
