import { act } from 'react';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routeHandle } from '@shop/shared/routing';
import { $locale, $pageMeta, type Locale } from '@shop/shared/stores';
import { loadShellTexts } from '../testing/renderInRouter';
import { ns } from '../namespace';
import { DocumentMeta } from './DocumentMeta';

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

async function openAboutUs(locale: Locale) {
  await loadShellTexts(locale);
  $locale.set(locale);
  const router = createMemoryRouter(
    [{ path: '/about-us', element: <DocumentMeta />, handle: routeHandle({ titleKey: `${ns}:title.aboutUs` }) }],
    { initialEntries: ['/about-us'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

beforeEach(() => {
  $pageMeta.set({});
  document.title = '';
  // The served document's description, in whatever language the server chose.
  document.head.innerHTML = '<meta name="description" content="Served description">';
});

it('titles a page by its route and describes it as the shop, in the chosen language', async () => {
  await openAboutUs('en');
  await waitFor(() => expect(document.title).toBe('About us | Collectibles Shop'));
  expect(description()).toMatch(/^Figures, trading cards, Ichiban Kuji/);
});

it('uses the title and description a page gives itself, and falls back when it leaves', async () => {
  await openAboutUs('en');
  act(() => $pageMeta.set({ title: 'Star Sea figure', description: 'A 1/7 scale figure of the Star Sea captain.' }));
  await waitFor(() => expect(document.title).toBe('Star Sea figure | Collectibles Shop'));
  expect(description()).toBe('A 1/7 scale figure of the Star Sea captain.');

  act(() => $pageMeta.set({ title: 'Moon card' }));
  await waitFor(() => expect(document.title).toBe('Moon card | Collectibles Shop'));
  expect(description()).toMatch(/^Figures, trading cards/);

  act(() => $pageMeta.set({}));
  await waitFor(() => expect(document.title).toBe('About us | Collectibles Shop'));
});

it('speaks traditional Chinese when the shopper chose it', async () => {
  await openAboutUs('tw');
  await waitFor(() => expect(document.title).toBe('關於我們 | 收藏家商城'));
  expect(description()).toMatch(/^公仔、卡牌、一番賞/);
  act(() => $pageMeta.set({ title: '星海公仔' }));
  await waitFor(() => expect(document.title).toBe('星海公仔 | 收藏家商城'));
});

it('adds the description when the served document has none', async () => {
  document.head.innerHTML = '';
  await openAboutUs('en');
  await waitFor(() => expect(description()).toMatch(/^Figures, trading cards/));
  expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
});

it('keeps the served page’s preview tags and JSON-LD while it is shown, and drops them on leaving it', async () => {
  await loadShellTexts('en');
  document.head.innerHTML = [
    '<meta name="description" content="Served description">',
    '<meta property="og:site_name" content="Collectibles Shop" data-page-tag="">',
    '<meta property="og:title" content="Star Sea figure" data-page-tag="">',
    '<script type="application/ld+json" data-page-tag="">{"@type":"Product"}</script>',
  ].join('');
  const page = { element: <DocumentMeta />, handle: routeHandle({ titleKey: `${ns}:title.aboutUs` }) };
  const router = createMemoryRouter(
    [
      { path: '/product/:id', ...page },
      { path: '/about-us', ...page },
    ],
    { initialEntries: ['/product/7'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  expect(document.head.querySelectorAll('[data-page-tag]')).toHaveLength(3);
  await act(() => router.navigate('/about-us'));
  expect(document.head.querySelectorAll('[data-page-tag]')).toHaveLength(0);
  expect(description()).toBeDefined();
});
