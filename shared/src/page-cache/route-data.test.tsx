import { jest } from '@jest/globals';
import { act, lazy, Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider, useParams, type RouteObject } from 'react-router';
import { routeHandle, type RouteHandle } from '@shop/shared/routing';
import { signIn, signOut } from '@shop/shared/stores';
import { ApiError } from '@shop/shared/transport';
import { followHistoryPops } from './history-pop';
import { usePageData } from './use-page-data';
import { pageRoutes, type PageDataRequest } from './route-data';
import { addCachedPage, clearPageCache } from './store';

let loads: string[] = [];
let answer: (id: string) => Promise<string> = async (id) => `item ${id}`;

/** The item page's data module: the page and its route's handle both use it. */
const itemData = (id: string): PageDataRequest<string> => ({
  key: `item:${id}`,
  load: () => {
    loads.push(id);
    return answer(id);
  },
});

function ItemPage() {
  const { id = '' } = useParams();
  const request = itemData(id);
  const { data, error, loading, reload } = usePageData(request.key, request.load);
  if (error) return <button onClick={reload}>failed: {(error as ApiError).status}</button>;
  return <p>{loading ? 'loading' : data}</p>;
}

/** The page's lazily loaded code, arriving when the test says so. */
function lazyCode() {
  let arrive!: () => void;
  const code = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: ItemPage })));
  return { Page: lazy(() => code), arrive: () => act(async () => arrive()) };
}

let disposeRouter = () => {};
const pops = followHistoryPops();

function renderShop(handle: Partial<RouteHandle>, Page: ComponentType = ItemPage) {
  const routes: RouteObject[] = pageRoutes([
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
  ]);
  const router = createBrowserRouter(routes);
  router.subscribe((state) => state.navigation.state === 'idle' && pops.settled());
  disposeRouter = () => router.dispose();
  render(<RouterProvider router={router} />);
  return router;
}

/** The browser's back button: the router hears of it from `popstate`. */
async function back(router: ReturnType<typeof renderShop>) {
  const from = router.state.location;
  await act(async () => {
    window.history.back();
    while (router.state.location === from || router.state.navigation.state !== 'idle') {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  });
}

beforeEach(() => {
  loads = [];
  answer = async (id) => `item ${id}`;
  clearPageCache();
  signOut();
  window.history.replaceState(null, '', '/');
});

afterEach(() => disposeRouter());

it('starts a page’s data when its route is matched, while its code loads, and the page shows that answer', async () => {
  const code = lazyCode();
  const router = renderShop({}, code.Page);
  await act(() => router.navigate('/item/7'));
  expect(screen.getByText('code loading')).toBeTruthy();
  expect(loads).toEqual(['7']);

  await code.arrive();
  expect(screen.getByText('item 7')).toBeTruthy();
  expect(loads).toEqual(['7']);
});

it('shows the page at once while its data is on its way (the navigation does not wait for it)', async () => {
  let arrive!: () => void;
  answer = (id) => new Promise((resolve) => (arrive = () => resolve(`item ${id}`)));
  const router = renderShop({});
  await act(() => router.navigate('/item/8'));
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => arrive());
  expect(screen.getByText('item 8')).toBeTruthy();
});

it('starts nothing for a members-only page while no member is signed in (the guard sends them to sign in)', async () => {
  const router = renderShop({ requiresAuth: true }, lazyCode().Page);
  await act(() => router.navigate('/item/1'));
  expect(loads).toEqual([]);
  await act(() => router.navigate('/'));
  signIn('token');
  await act(() => router.navigate('/item/2'));
  expect(loads).toEqual(['2']);
});

it('answers a back navigation to a page that kept its data from what it kept, loading nothing', async () => {
  addCachedPage('Items');
  const router = renderShop({ cache: 'Items' });
  await act(() => router.navigate('/item/3'));
  await act(async () => {});
  await act(() => router.navigate('/'));
  await back(router);
  expect(screen.getByText('item 3')).toBeTruthy();
  expect(loads).toEqual(['3']);
});

it('loads afresh on a new visit, and on a back navigation once the page cache was cleared', async () => {
  addCachedPage('Items');
  const router = renderShop({ cache: 'Items' });
  await act(() => router.navigate('/item/3'));
  await act(() => router.navigate('/'));
  await act(() => router.navigate('/item/3'));
  await act(async () => {});
  expect(loads).toEqual(['3', '3']);
  await act(() => router.navigate('/'));
  act(() => clearPageCache());
  await back(router);
  await act(async () => {});
  expect(loads).toEqual(['3', '3', '3']);
});

it('loads nothing again when the address changes but not the data it names', async () => {
  const router = renderShop({});
  await act(() => router.navigate('/item/5'));
  await act(() => router.navigate('/item/5?utm_source=mail'));
  await act(async () => {});
  expect(screen.getByText('item 5')).toBeTruthy();
  expect(loads).toEqual(['5']);
});

it('gives the page the error of its data, and a retry loads again', async () => {
  answer = async () => {
    throw new ApiError(503, undefined, 'down');
  };
  const router = renderShop({});
  await act(() => router.navigate('/item/6'));
  await act(async () => {});
  answer = async (id) => `item ${id}`;
  await act(async () => screen.getByText('failed: 503').click());
  expect(screen.getByText('item 6')).toBeTruthy();
  expect(loads).toEqual(['6', '6']);
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
