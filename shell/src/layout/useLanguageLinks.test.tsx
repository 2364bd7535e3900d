import { act } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useLanguageLinks } from './useLanguageLinks';

function Links({ noindex = false }: { noindex?: boolean }) {
  useLanguageLinks(noindex);
  return null;
}

const links = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) =>
    [link.rel, link.hreflang, link.href].filter(Boolean).join(' '),
  );

it('names the page on screen, on the origin the server named, and drops the links on a noindex page', async () => {
  // As the server wrote them for the first page, on the shop's public address.
  document.head.innerHTML =
    '<link rel="canonical" href="https://shop.example/product/1?lang=en">' +
    '<link rel="alternate" hreflang="en" href="https://shop.example/product/1?lang=en">';
  const router = createMemoryRouter(
    [
      { path: '/product/:id', element: <Links /> },
      { path: '/product-list/:id', element: <Links /> },
      { path: '/search', element: <Links noindex /> },
    ],
    { initialEntries: ['/product/1?lang=en'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  expect(links()).toContain('canonical https://shop.example/product/1?lang=en');

  await act(() => router.navigate('/product-list/4?sort=price_asc&page=3&lang=en'));
  expect(links()).toEqual([
    'canonical https://shop.example/product-list/4?page=3&lang=en',
    'alternate zh-Hant-TW https://shop.example/product-list/4?page=3&lang=tw',
    'alternate zh-Hans-CN https://shop.example/product-list/4?page=3&lang=cn',
    'alternate en https://shop.example/product-list/4?page=3&lang=en',
    'alternate x-default https://shop.example/product-list/4?page=3',
  ]);

  await act(() => router.navigate('/product/2'));
  expect(links()).toContain('canonical https://shop.example/product/2');

  await act(() => router.navigate('/search?keyword=figure'));
  expect(links()).toEqual([]);
});
