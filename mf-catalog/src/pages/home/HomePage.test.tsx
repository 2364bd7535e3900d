import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { $ageVerify, $pageMeta } from '@shop/shared/stores';
import { home, product } from '../../testing/fixtures';
import { fakeApi, renderRoutes, settle } from '../../testing/renderCatalog';
import HomePage from './HomePage';

const routes = [{ path: '/', element: <HomePage /> }];

const sent = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  window.dataLayer = [];
  $ageVerify.set(false);
});

it('shows the banners and the four sections, each with a "See all" link into its list', async () => {
  const requests = fakeApi({ 'GET index': { status: 200, data: home } });
  await renderRoutes(routes, '/');
  await settle();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET index']);

  expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
  const sections = [
    ['Featured this month', '/product-list/all?featured=true'],
    ['Popular', '/product-list/all?popular=true'],
    ['Hot news', '/news-list'],
    ['Lucky bags', '/lucky-bag'],
  ];
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
    sections.map(([title]) => title),
  );
  for (const [title, href] of sections) {
    const section = screen.getByRole('region', { name: title });
    expect(
      within(section)
        .getByRole('link', { name: `See all ${title}` })
        .getAttribute('href'),
    ).toBe(href);
  }
  // Two rows of four products per section, three hot news articles.
  expect(within(screen.getByRole('region', { name: 'Featured this month' })).getAllByTestId('product-card')).toHaveLength(8);
  expect(within(screen.getByRole('region', { name: 'Hot news' })).getAllByRole('heading', { level: 3 })).toHaveLength(3);
});

it('loads the first banner at once and the others lazily, as WebP with their size reserved', async () => {
  fakeApi({ 'GET index': { status: 200, data: home } });
  await renderRoutes(routes, '/');
  await settle();
  const images = Array.from(screen.getByTestId('banner-carousel').querySelectorAll('img'));
  expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
    ['eager', 'high'],
    ['lazy', null],
    ['lazy', null],
  ]);
  expect(images[0]!.getAttribute('src')).toBe('/api/v1/images/b-1.webp');
  expect([images[0]!.getAttribute('width'), images[0]!.getAttribute('height')]).toEqual(['1200', '400']);
});

it('shows each banner’s headline as text over its picture, which then needs no text of its own', async () => {
  fakeApi({ 'GET index': { status: 200, data: home } });
  await renderRoutes(routes, '/');
  await settle();
  const slides = screen.getAllByTestId('banner');
  expect(slides.map((slide) => within(slide).queryByTestId('banner-headline')?.textContent ?? null)).toEqual([
    'Summer special',
    'Partner campaign',
    null,
  ]);
  // The headline names the link; the picture is decoration beside it (alt ""), not a second reading of it.
  expect(within(slides[0]!).getByRole('link').textContent).toBe('Summer special');
  expect(slides[0]!.querySelector('img')!.getAttribute('alt')).toBe('');
  // A banner without a headline still has a name for its picture.
  expect(within(slides[2]!).getByRole('img').getAttribute('alt')).toBe('Promotions 3');
});

it('marks an adult product 18+ and blurs its picture until the visitor confirmed their age', async () => {
  const adultHome = {
    data: { ...home.data, featured: [product(1, { is_adult: true }), product(2)] },
  };
  fakeApi({ 'GET index': { status: 200, data: adultHome } });
  await renderRoutes(routes, '/');
  await settle();
  const [adult, general] = within(screen.getByRole('region', { name: 'Featured this month' })).getAllByTestId('product-card');
  expect(adult!.querySelector('[data-badge="adult"]')!.textContent).toBe('18+For adults only');
  expect(adult!.querySelector('[data-veiled]')).not.toBeNull();
  expect(general!.querySelector('[data-badge="adult"], [data-veiled]')).toBeNull();

  await act(async () => $ageVerify.set(true));
  expect(adult!.querySelector('[data-veiled]')).toBeNull();
  expect(adult!.querySelector('[data-badge="adult"]')).not.toBeNull();
});

it('routes an internal banner inside the shop, links an external one plainly, and never follows a script URL', async () => {
  fakeApi({ 'GET index': { status: 200, data: home } });
  const router = await renderRoutes(routes, '/');
  await settle();
  const slides = screen.getAllByTestId('banner');
  expect(within(slides[1]!).getByRole('link').getAttribute('href')).toBe('https://partner.example/campaign');
  expect(within(slides[2]!).queryByRole('link')).toBeNull();

  await act(async () => fireEvent.click(within(slides[0]!).getByRole('link', { name: 'Summer special' })));
  expect(router.state.location.pathname).toBe('/theme/1');
  expect(sent()).toContainEqual(['event', 'select_content', { content_type: 'banner', content_id: 'Summer special' }]);
});

it('names its carousel controls and marks the banner shown', async () => {
  fakeApi({ 'GET index': { status: 200, data: home } });
  await renderRoutes(routes, '/');
  await settle();
  const carousel = screen.getByRole('region', { name: 'Promotions' });
  expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
  expect(
    within(carousel)
      .getAllByRole('group')
      .map((slide) => slide.getAttribute('aria-label')),
  ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  const dots = within(carousel).getAllByRole('button', { name: /^Show banner/ });
  expect(dots[0]!.getAttribute('aria-current')).toBe('true');
  await act(async () => fireEvent.click(within(carousel).getByRole('button', { name: 'Next banner' })));
  expect(dots[1]!.getAttribute('aria-current')).toBe('true');
  await act(async () => fireEvent.click(within(carousel).getByRole('button', { name: 'Previous banner' })));
  await act(async () => fireEvent.click(within(carousel).getByRole('button', { name: 'Previous banner' })));
  // Wraps around from the first to the last.
  expect(dots[2]!.getAttribute('aria-current')).toBe('true');
});

it('holds every block with a skeleton of its final size while loading', async () => {
  let release = () => {};
  fakeApi({ 'GET index': () => new Promise((resolve) => (release = () => resolve({ status: 200, data: home }))) });
  await renderRoutes(routes, '/');
  expect(screen.getByTestId('banner-skeleton')).toBeTruthy();
  expect(screen.getAllByTestId('product-grid-skeleton')).toHaveLength(3);
  expect(screen.getByTestId('article-grid-skeleton')).toBeTruthy();
  // The headings and "See all" links are there from the start.
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  release();
  await settle();
  expect(screen.queryByTestId('banner-skeleton')).toBeNull();
  expect(screen.queryAllByTestId('product-grid-skeleton')).toHaveLength(0);
});

it('offers a retry when loading fails', async () => {
  let answer = { status: 500, data: { error_code: 50000, error_msg: 'down' } } as { status: number; data: unknown };
  const requests = fakeApi({ 'GET index': () => answer });
  await renderRoutes(routes, '/');
  await settle();
  expect(screen.getByTestId('error-state')).toBeTruthy();

  answer = { status: 200, data: home };
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  await settle();
  expect(requests).toHaveLength(2);
  expect(screen.getAllByTestId('banner')).toHaveLength(3);
});

it('tells search engines who the shop is and how to search it', async () => {
  fakeApi({ 'GET index': { status: 200, data: home } });
  await renderRoutes(routes, '/');
  await settle();
  expect($pageMeta.get().structuredData).toMatchObject([
    { '@type': 'Organization', name: 'Collectibles Shop', logo: `${location.origin}/shop-logo.png` },
    {
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: `${location.origin}/search?keyword={search_term_string}&lang=tw` } },
    },
  ]);
});
