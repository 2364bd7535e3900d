import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { routeHandle } from '@shop/shared/routing';
import { $navCategories, $pageMeta } from '@shop/shared/stores';
import { addCachedPage, clearPageCache } from '@shop/shared/page-cache';
import { product } from '../../testing/fixtures';
import { fakeApi, renderRoutes, type FakeRequest } from '../../testing/renderCatalog';
import SearchPage from '../search/SearchPage';
import ProductListPage from './ProductListPage';

/** A category of `total` products, served a page at a time as the API does. */
function serveList(total: number): FakeRequest[] {
  return fakeApi({
    'GET category': { status: 200, data: { data: [{ category_id: 2, display_name: 'Figures' }] } },
    'GET product': (request) => {
      const page = Number(request.params?.page ?? 1);
      const size = Number(request.params?.page_size ?? 20);
      const first = (page - 1) * size + 1;
      const count = Math.max(0, Math.min(size, total - first + 1));
      return {
        status: 200,
        data: { data: Array.from({ length: count }, (_, i) => product(first + i)), page, page_size: size, total },
      };
    },
  });
}

const routes = [
  {
    path: '/product-list/:categoryId',
    element: <ProductListPage />,
    handle: routeHandle({ titleKey: 'catalog:title.productList', cache: 'ProductList' }),
  },
  { path: '/search', element: <SearchPage />, handle: routeHandle({ titleKey: 'catalog:title.search', cache: 'Search' }) },
  { path: '/product/:productId', element: <p>product page</p>, handle: routeHandle({ titleKey: 'catalog:title.product' }) },
];

const productRequests = (requests: FakeRequest[]) => requests.filter((request) => request.url === 'product');

beforeEach(() => {
  clearPageCache();
  $navCategories.set([]);
});

describe('ProductListPage', () => {
  it('shows the category name, the total and one page of 24 with a pager', async () => {
    const requests = serveList(10_000);
    await renderRoutes(routes, '/product-list/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Figures' })).toBeTruthy();
    expect(screen.getByTestId('list-count').textContent).toBe('10,000 products');
    expect(within(screen.getByTestId('product-grid')).getAllByTestId('product-card')).toHaveLength(24);
    expect(productRequests(requests)[0]!.params).toEqual({ category_id: '2', sort: 'newest', page: 1, page_size: 24 });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 417' }).getAttribute('href')).toBe('/product-list/2?page=417');
  });

  it('calls every product "All products" and loads the page asked for in the URL', async () => {
    const requests = serveList(50);
    await renderRoutes(routes, '/product-list/all?page=3&sort=price_asc&availability=available');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeTruthy();
    expect(productRequests(requests)[0]!.params).toEqual({
      category_id: 'all',
      sort: 'price_asc',
      availability: 'available',
      page: 3,
      page_size: 24,
    });
    expect(screen.getAllByTestId('product-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists only what is featured this month with ?featured=true, titled as the home section', async () => {
    const requests = serveList(30);
    await renderRoutes(routes, '/product-list/all?featured=true&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Featured this month' })).toBeTruthy();
    expect(productRequests(requests)[0]!.params).toEqual({
      category_id: 'all',
      featured: true,
      sort: 'newest',
      page: 2,
      page_size: 24,
    });
    // Paging and sorting keep to the featured list.
    expect(screen.getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/product-list/all?featured=true');
  });

  it('lists what is on sale, most popular first, with ?popular=true, titled as the home section', async () => {
    const requests = serveList(30);
    await renderRoutes(routes, '/product-list/all?popular=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Popular' })).toBeTruthy();
    expect(productRequests(requests)[0]!.params).toEqual({
      category_id: 'all',
      on_sale: true,
      sort: 'popular',
      page: 1,
      page_size: 24,
    });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('popular');
  });

  it('keeps sort and filter in the URL and starts again at page 1', async () => {
    const requests = serveList(100);
    const router = await renderRoutes(routes, '/product-list/2?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Figures' });
    await act(async () => fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'popular' } }));
    expect(router.state.location.search).toBe('?sort=popular');
    expect(productRequests(requests).at(-1)!.params).toMatchObject({ sort: 'popular', page: 1 });
    const filters = screen.getByRole('navigation', { name: 'Availability' });
    expect(within(filters).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
    expect(within(filters).getByRole('link', { name: 'Sold out' }).getAttribute('href')).toBe(
      '/product-list/2?sort=popular&availability=sold_out',
    );
  });

  it('says when a category is empty, and offers the whole list when a filter left nothing', async () => {
    serveList(0);
    await renderRoutes(routes, '/product-list/2');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('There are no products here yet.');
    serveList(0);
    await renderRoutes(routes, '/product-list/2?availability=sold_out');
    expect(screen.getAllByTestId('empty-state')[1]!.textContent).toContain('No products match this filter.');
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    fakeApi({ 'GET product': { status: 500, data: {} } });
    await renderRoutes(routes, '/product-list/all');
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    serveList(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
  });

  it('says a malformed category is not found, without asking the API for products', async () => {
    const requests = serveList(3);
    await renderRoutes(routes, '/product-list/abc');
    const notFound = await screen.findByTestId('content-not-found');
    expect(notFound.textContent).toContain('This category does not exist.');
    expect(within(notFound).getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/product-list/all');
    expect(productRequests(requests)).toEqual([]);
    expect(screen.queryByTestId('list-count')).toBeNull();
  });

  it('says a category the category list does not know is not found, instead of "0 products"', async () => {
    serveList(0);
    await renderRoutes(routes, '/product-list/9999');
    expect((await screen.findByTestId('content-not-found')).textContent).toContain('This category does not exist.');
    expect(screen.queryByTestId('list-count')).toBeNull();
    expect($pageMeta.get()).toEqual({});
  });

  it('knows an unknown category at once when the shell already loaded the categories', async () => {
    const requests = serveList(0);
    $navCategories.set([{ category_id: 2, display_name: 'Figures' }]);
    await renderRoutes(routes, '/product-list/9999');
    expect(screen.getByTestId('content-not-found')).toBeTruthy();
    expect(productRequests(requests)).toEqual([]);
  });

  it('titles the document with the category’s name', async () => {
    serveList(3);
    await renderRoutes(routes, '/product-list/2');
    await screen.findByRole('heading', { level: 1, name: 'Figures' });
    expect($pageMeta.get()).toEqual({
      title: 'Figures',
      description: 'Figures: every product with its price, stock and pre-orders.',
    });
  });

  it('titles the list of every product "All products"', async () => {
    serveList(3);
    await renderRoutes(routes, '/product-list/all');
    await screen.findByRole('heading', { level: 1, name: 'All products' });
    expect($pageMeta.get()).toEqual({
      title: 'All products',
      description: 'Every product in the shop, with its price, stock and pre-orders.',
    });
  });

  it('comes back from a product with the list it had, without fetching again', async () => {
    const requests = serveList(100);
    addCachedPage('ProductList');
    const router = await renderRoutes(routes, '/product-list/2?page=2');
    await screen.findByRole('heading', { level: 1, name: 'Figures' });
    fireEvent.click(screen.getByRole('link', { name: /Product 25/ }));
    await screen.findByText('product page');
    await act(() => router.navigate(-1));
    // In the first render after coming back: what the scroll restoration needs.
    expect(screen.getAllByTestId('product-card')).toHaveLength(24);
    expect(productRequests(requests)).toHaveLength(1);
  });
});

describe('SearchPage', () => {
  it('searches for the keyword, best matches first', async () => {
    const requests = serveList(3);
    await renderRoutes(routes, '/search?keyword=%E6%B5%B7%E8%B3%8A%E7%8E%8B');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “海賊王”' })).toBeTruthy();
    expect(productRequests(requests)[0]!.params).toEqual({ keyword: '海賊王', sort: 'relevance', page: 1, page_size: 24 });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('relevance');
  });

  it('says when nothing matches', async () => {
    serveList(0);
    await renderRoutes(routes, '/search?keyword=zzz');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No products match “zzz”. Try another keyword.');
  });

  it('asks for a keyword when there is none, without searching', async () => {
    const requests = serveList(3);
    await renderRoutes(routes, '/search?keyword=%20');
    expect((await screen.findByTestId('empty-state')).textContent).toContain('Type a keyword in the search box');
    expect(requests).toEqual([]);
  });
});
