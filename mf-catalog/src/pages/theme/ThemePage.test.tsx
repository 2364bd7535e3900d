import { screen, within } from '@testing-library/react';
import { $currentPageIsR18, $pageMeta } from '@shop/shared/stores';
import { product, theme } from '../../testing/fixtures';
import { fakeApi, renderRoutes, settle } from '../../testing/renderCatalog';
import ThemePage from './ThemePage';

const routes = [{ path: '/theme/:themeId', element: <ThemePage /> }];

function themeApi(info = theme(7), total = 30) {
  return fakeApi({
    'GET theme/7': { status: 200, data: { data: info } },
    'GET theme/7/product': ({ params = {} }) => {
      const page = Number(params.page ?? 1);
      const size = Number(params.page_size);
      const count = Math.max(0, Math.min(size, total - (page - 1) * size));
      const data = Array.from({ length: count }, (_, index) => product((page - 1) * size + index + 1));
      return { status: 200, data: { data, page, page_size: size, total } };
    },
  });
}

it('shows the theme and the requested page of its products with numbered paging', async () => {
  const requests = themeApi();
  await renderRoutes(routes, '/theme/7?page=2');
  await settle();
  expect(requests.map(({ url, params }) => [url, params]).sort(([a], [b]) => String(a).localeCompare(String(b)))).toEqual([
    ['theme/7', undefined],
    ['theme/7/product', { page: 2, page_size: 24 }],
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Theme 7' })).toBeTruthy();
  expect(screen.getByText('Description of theme 7')).toBeTruthy();
  expect(screen.getAllByTestId('product-card')).toHaveLength(6);
  expect(screen.getByTestId('list-range').textContent).toBe('25–30 of 30');
  const pager = screen.getByTestId('pager');
  expect(
    within(pager)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toContain('/theme/7');
  expect($currentPageIsR18.get()).toBe(false);
});

it('titles the document with the theme’s name and description', async () => {
  themeApi(theme(7, { display_name: 'Star Sea', description: '  Figures, cards\nand more  ' }));
  await renderRoutes(routes, '/theme/7');
  await settle();
  expect($pageMeta.get()).toMatchObject({ title: 'Star Sea', description: 'Figures, cards and more' });
  expect($pageMeta.get()).toMatchObject({
    image: { url: '/api/v1/share-images/theme/7.jpg', width: 1200, height: 630, alt: 'Star Sea' },
    adult: false,
  });
});

it('describes a theme without a description in a sentence of its own', async () => {
  themeApi(theme(7, { display_name: 'Star Sea', description: '' }));
  await renderRoutes(routes, '/theme/7');
  await settle();
  expect($pageMeta.get()).toMatchObject({ title: 'Star Sea', description: 'Every product in the Star Sea theme.' });
});

it('tells the shell an adult theme is adult content', async () => {
  themeApi(theme(7, { is_adult: true }));
  await renderRoutes(routes, '/theme/7');
  await settle();
  expect($currentPageIsR18.get()).toBe(true);
  expect(screen.getByText('For adults only')).toBeTruthy();
});

it('says the theme does not exist for an unknown id, with a way home', async () => {
  themeApi();
  await renderRoutes(routes, '/theme/8');
  await settle();
  expect(screen.getByTestId('content-not-found').textContent).toContain('This theme does not exist');
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
});

it('offers the first page when the page asked for is past the end', async () => {
  themeApi();
  await renderRoutes(routes, '/theme/7?page=9');
  await settle();
  expect(screen.getByRole('link', { name: 'Go to the first page' }).getAttribute('href')).toBe('/theme/7');
});
