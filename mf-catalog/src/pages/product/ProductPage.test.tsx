import { act } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetail } from '@shop/shared/contract';
import { $currentPageIsR18, $pageMeta, $toasts, clearCart, signIn, signOut } from '@shop/shared/stores';
import { routeHandle } from '@shop/shared/routing';
import { productDetail as detail } from '../../testing/fixtures';
import { fakeApi, renderRoutes, type FakeRequest } from '../../testing/renderCatalog';
import ProductPage from './ProductPage';

const routes = [
  {
    path: '/product/:productId',
    element: <ProductPage />,
    handle: routeHandle({ titleKey: 'catalog:title.product', adultCheck: true }),
  },
  { path: '/', element: <p>home page</p> },
];

const sent = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = (name: string) => sent().filter((entry) => entry[0] === 'event' && entry[1] === name);

function serve(shown: ProductDetail, more: Parameters<typeof fakeApi>[0] = {}): FakeRequest[] {
  return fakeApi({ [`GET product/${shown.product_id}`]: { status: 200, data: { data: shown } }, ...more });
}

async function openProduct(shown: ProductDetail, more: Parameters<typeof fakeApi>[0] = {}) {
  const requests = serve(shown, more);
  const router = await renderRoutes(routes, `/product/${shown.product_id}`);
  await screen.findByRole('heading', { level: 1, name: shown.display_name });
  return { router, requests };
}

beforeEach(() => {
  window.dataLayer = [];
  $toasts.set([]);
  signOut();
  clearCart();
});

describe('ProductPage', () => {
  it('shows the product: gallery, price, stock, facts, description as text, themes, recommendations', async () => {
    await openProduct(detail());
    expect(screen.getByRole('img', { name: 'Product 7, picture 1 of 2' }).getAttribute('src')).toBe('/api/v1/images/p-7-1.webp');
    expect(screen.getAllByTestId('price')[0]!.textContent).toContain('NT$800');
    expect(screen.getByTestId('stock-state').textContent).toBe('In stock');
    expect(screen.getByTestId('sales-area').textContent).toBe('Taiwan, Overseas');
    const description = screen.getByTestId('product-description');
    expect(description.textContent).toBe('A <b>bold</b> figure.\nSecond line.');
    expect(description.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Star Sea' }).getAttribute('href')).toBe('/theme/4');
    expect(within(screen.getByRole('list', { name: 'You may also like' })).getAllByTestId('product-card')).toHaveLength(2);
  });

  it('offers the sizes of a product sold in sizes; the design itself is bought as one of them', async () => {
    const size = (product_id: number, label: string, extra = {}) => ({
      product_id,
      label,
      marked_price: 1000,
      selling_price: 800,
      availability: 'available' as const,
      stock: 10,
      ...extra,
    });
    const variants = [
      size(401, 'S', { availability: 'sold_out', stock: 0 }),
      size(402, 'M'),
      size(403, 'L'),
      size(404, 'XL', { marked_price: 1100, selling_price: 900 }),
    ];
    const design = detail({ display_name: 'Hoodie', variants });
    const m = detail({ product_id: 402, display_name: 'Hoodie (size M)', variant_label: 'M', variants });
    const { router } = await openProduct(design, { 'GET product/402': { status: 200, data: { data: m } } });
    const sizes = within(screen.getByRole('list', { name: 'Size' })).getAllByRole('link');
    expect(sizes.map((link) => link.getAttribute('aria-label'))).toEqual(['S, sold out', 'M', 'L', 'XL, NT$900']);
    expect(screen.getByText('Choose a size to buy.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    await act(async () => fireEvent.click(sizes[1]!));
    await screen.findByRole('heading', { level: 1, name: 'Hoodie (size M)' });
    expect(router.state.location.pathname).toBe('/product/402');
    expect(screen.getByRole('link', { name: 'M' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
  });

  it('switches pictures with the thumbnails, by click and with the arrow keys', async () => {
    await openProduct(detail());
    const second = screen.getByRole('button', { name: 'Show picture 2 of 2' });
    fireEvent.click(second);
    expect(screen.getByRole('img', { name: 'Product 7, picture 2 of 2' })).toBeTruthy();
    expect(second.getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Product 7, picture 1 of 2' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show picture 1 of 2' }));
  });

  it('sends view_item once', async () => {
    await openProduct(detail());
    await act(async () => $toasts.set([]));
    expect(events('view_item')).toHaveLength(1);
    expect(events('view_item')[0]![2]).toMatchObject({
      currency: 'TWD',
      value: 800,
      items: [{ item_id: 'SKU-7', price: 800, discount: 200 }],
    });
  });

  it('shows the release date of a pre-order', async () => {
    await openProduct(detail({ availability: 'pre_order', is_pre_order: true }));
    expect(screen.getByTestId('stock-state').textContent).toContain('Pre-order');
    expect(screen.getByTestId('release-date').textContent).toBe('Release date: 2026-12-24');
  });

  it('titles the document with the product’s name and a short description from it, until the shopper leaves', async () => {
    const { router } = await openProduct(detail());
    await waitFor(() =>
      expect($pageMeta.get()).toMatchObject({ title: 'Product 7', description: 'A <b>bold</b> figure. Second line.' }),
    );
    await act(() => router.navigate('/'));
    expect($pageMeta.get()).toEqual({});
  });

  it('describes a product without a description in a sentence of its own', async () => {
    await openProduct(detail({ description: '' }));
    await waitFor(() =>
      expect($pageMeta.get()).toMatchObject({ title: 'Product 7', description: 'Product 7: price, stock and shipping.' }),
    );
  });

  it('gives link previews its picture and price, and search engines the product and its breadcrumb', async () => {
    await openProduct(detail());
    await waitFor(() => expect($pageMeta.get().title).toBe('Product 7'));
    const meta = $pageMeta.get();
    expect(meta).toMatchObject({
      image: { url: '/api/v1/share-images/product/7.jpg', width: 1200, height: 630, alt: 'Product 7' },
      kind: 'product',
      price: { amount: 800, currency: 'TWD' },
      adult: false,
    });
    expect(meta.structuredData).toMatchObject([
      {
        '@type': 'Product',
        name: 'Product 7',
        url: `${location.origin}/product/7?lang=tw`,
        offers: { price: 800, priceCurrency: 'TWD', availability: 'https://schema.org/InStock' },
      },
      { '@type': 'BreadcrumbList', itemListElement: [{ position: 1 }, { position: 2 }, { position: 3, name: 'Product 7' }] },
    ]);
  });

  it('tells the shell an adult product is adult content', async () => {
    await openProduct(detail({ is_adult: true }));
    expect($currentPageIsR18.get()).toBe(true);
  });

  it('says a product that does not exist was not found, with a way home', async () => {
    fakeApi({});
    await renderRoutes(routes, '/product/999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect($toasts.get()).toEqual([]);
    // The tab names the problem, not "Product details".
    expect($pageMeta.get()).toEqual({ title: 'Product not found' });
  });

  it('treats a malformed id as not found without asking the API', async () => {
    const requests = fakeApi({});
    await renderRoutes(routes, '/product/abc');
    expect(await screen.findByTestId('product-not-found')).toBeTruthy();
    expect(requests).toEqual([]);
  });
});

describe('back-in-stock notice', () => {
  const soldOut = detail({ availability: 'sold_out', is_sold_out: true, stock: 0 });

  it('asks a visitor for a valid e-mail, stores the notice and tracks it', async () => {
    const { requests } = await openProduct(soldOut, {
      'POST product/7/arrival-notice': { status: 200, data: { data: { created: true } } },
    });
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid mail');
    fireEvent.change(email, { target: { value: ' fan@example.com ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    await waitFor(() =>
      expect(screen.getByTestId('restock-status').textContent).toBe('Done! We will e-mail you when it is back in stock.'),
    );
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ email: 'fan@example.com' });
    expect(events('select_content')).toEqual([
      ['event', 'select_content', { content_type: 'restock_notice', content_id: 'SKU-7' }],
    ]);
  });

  it('uses a member’s own address and says when the notice already exists', async () => {
    signIn('token');
    const { requests } = await openProduct(soldOut, {
      'POST product/7/arrival-notice': { status: 200, data: { data: { created: false } } },
    });
    await screen.findByRole('button', { name: 'Notify me' });
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Notify me' })));
    await waitFor(() =>
      expect(screen.getByTestId('restock-status').textContent).toBe(
        'You are already on the list for this item. We will e-mail you when it is back.',
      ),
    );
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({});
  });
});
