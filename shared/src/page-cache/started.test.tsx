import { jest } from '@jest/globals';
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { usePageData } from './page-data';
import { seedPageData, clearSeededPageData } from './server-data';
import { startPageData, unusedStartedMs, type PageDataRequest } from './started';
import { addCachedPage, clearPageCache } from './store';

let fetches: string[] = [];
let answer: (id: string) => Promise<string> = async (id) => `item ${id}`;

/** What the item page loads: written once, used by the page and by the tests in place of its route. */
const itemData = (id: string): PageDataRequest<string> => ({
  key: `item:${id}`,
  load: () => {
    fetches.push(id);
    return answer(id);
  },
});

function ItemPage() {
  const { id = '' } = useParams();
  const request = itemData(id);
  const { data, error, loading, reload } = usePageData(request.key, request.load);
  if (error) return <button onClick={reload}>failed: {String(error)}</button>;
  return <p>{loading ? 'loading' : data}</p>;
}

function renderItem(id = 'a', cacheName?: string) {
  const router = createMemoryRouter(
    [
      { path: '/item/:id', element: <ItemPage />, handle: routeHandle({ titleKey: 't', cache: cacheName }) },
      { path: '/other', element: <p>other page</p>, handle: routeHandle({ titleKey: 't' }) },
    ],
    { initialEntries: [`/item/${id}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const settle = () => act(async () => {});
const start = (id: string, { page, pop = false }: { page?: string; pop?: boolean } = {}) =>
  startPageData([itemData(id)], { page, pop });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  fetches = [];
  answer = async (id) => `item ${id}`;
  clearPageCache();
  clearSeededPageData();
});

afterEach(() => jest.useRealTimers());

it('hands a request still in flight to the page, which shows its answer without fetching again', async () => {
  const later = deferred<string>();
  answer = () => later.promise;
  start('a');
  expect(fetches).toEqual(['a']);

  renderItem('a');
  expect(screen.getByText('loading')).toBeTruthy();
  await act(async () => later.resolve('item a, early'));
  expect(screen.getByText('item a, early')).toBeTruthy();
  expect(fetches).toEqual(['a']);
});

it('shows an answer that came before the page in its first render', async () => {
  start('a');
  await settle();
  renderItem('a');
  expect(screen.getByText('item a')).toBeTruthy();
  await settle();
  expect(fetches).toEqual(['a']);
});

it('hands a request over once: a later visit fetches afresh', async () => {
  start('a');
  await settle();
  const router = renderItem('a');
  await settle();
  await act(() => router.navigate('/other'));
  await act(() => router.navigate('/item/a'));
  await settle();
  expect(fetches).toEqual(['a', 'a']);
});

it('drops a request no page took over within a short time', async () => {
  jest.useFakeTimers();
  start('a');
  await settle();
  act(() => jest.advanceTimersByTime(unusedStartedMs));
  renderItem('a');
  expect(screen.getByText('loading')).toBeTruthy();
  await settle();
  expect(fetches).toEqual(['a', 'a']);
});

it('drops started requests when the page cache is cleared', async () => {
  start('a');
  await settle();
  act(() => clearPageCache());
  renderItem('a');
  await settle();
  expect(fetches).toEqual(['a', 'a']);
});

it('hands a failure to the page as its error, and a retry fetches again', async () => {
  answer = () => Promise.reject(new Error('offline'));
  start('a');
  await settle();
  renderItem('a');
  expect(screen.getByText('failed: Error: offline')).toBeTruthy();
  answer = async (id) => `item ${id}`;
  await act(async () => screen.getByRole('button').click());
  await settle();
  expect(screen.getByText('item a')).toBeTruthy();
  expect(fetches).toEqual(['a', 'a']);
});

it('starts nothing twice for a key in flight, nor for a key a mounted page shows', async () => {
  start('a');
  start('a');
  expect(fetches).toEqual(['a']);
  renderItem('a');
  await settle();
  start('a');
  expect(fetches).toEqual(['a']);
});

it('starts nothing for the data the document came with, nor for a back navigation to kept data', async () => {
  seedPageData({ '\u0000item:a': 'item a, from the server' });
  start('a');
  expect(fetches).toEqual([]);
  clearSeededPageData();

  // The list keeps its data: coming back to it shows what it had.
  addCachedPage('Items');
  const router = renderItem('b', 'Items');
  await settle();
  await act(() => router.navigate('/other'));
  start('b', { page: 'Items', pop: true });
  expect(fetches).toEqual(['b']);
  // A new visit fetches fresh, started with the navigation.
  start('b', { page: 'Items', pop: false });
  expect(fetches).toEqual(['b', 'b']);
});
