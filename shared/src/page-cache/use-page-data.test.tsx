import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useParams } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { addCachedPage, clearPageCache } from './store';
import { usePageData } from './use-page-data';

let fetches: string[] = [];

function ListPage() {
  const { listId = '' } = useParams();
  const { data, loading } = usePageData(listId, async () => {
    fetches.push(listId);
    return `items of ${listId} #${fetches.length}`;
  });
  return (
    <>
      <p>{loading ? 'loading' : data}</p>
      <Link to="/other">away</Link>
    </>
  );
}

function renderApp(cacheName?: string) {
  const router = createMemoryRouter(
    [
      { path: '/list/:listId', element: <ListPage />, handle: routeHandle({ titleKey: 't', cache: cacheName }) },
      { path: '/other', element: <p>other page</p>, handle: routeHandle({ titleKey: 't' }) },
    ],
    { initialEntries: ['/list/a'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(async () => {});

beforeEach(() => {
  fetches = [];
  clearPageCache();
});

it('shows the kept data on back navigation without fetching again', async () => {
  addCachedPage('List');
  const router = renderApp('List');
  await settle();
  expect(screen.getByText('items of a #1')).toBeTruthy();

  await act(() => router.navigate('/other'));
  await act(() => router.navigate(-1));
  // Rendered at once, in the commit that restores the scroll position.
  expect(screen.getByText('items of a #1')).toBeTruthy();
  await settle();
  expect(fetches).toEqual(['a']);
});

it('fetches fresh on a new visit even when data is kept', async () => {
  addCachedPage('List');
  const router = renderApp('List');
  await settle();
  await act(() => router.navigate('/other'));
  await act(() => router.navigate('/list/a'));
  await settle();
  expect(screen.getByText('items of a #2')).toBeTruthy();
});

it('fetches again on back navigation once the page cache was cleared', async () => {
  addCachedPage('List');
  const router = renderApp('List');
  await settle();
  await act(() => router.navigate('/other'));
  act(() => clearPageCache());
  await act(() => router.navigate(-1));
  await settle();
  expect(screen.getByText('items of a #2')).toBeTruthy();
});

it('keeps nothing for a page that is not in the cached pages list', async () => {
  const router = renderApp();
  await settle();
  await act(() => router.navigate('/other'));
  await act(() => router.navigate(-1));
  await settle();
  expect(fetches).toEqual(['a', 'a']);
});

it('loads again when the key changes on a mounted page, and serves a kept key on back', async () => {
  addCachedPage('List');
  const router = renderApp('List');
  await settle();
  await act(() => router.navigate('/list/b'));
  await settle();
  expect(screen.getByText('items of b #2')).toBeTruthy();
  await act(() => router.navigate(-1));
  expect(screen.getByText('items of a #1')).toBeTruthy();
  await settle();
  expect(fetches).toEqual(['a', 'b']);
});
