import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { $pageMeta } from '@shop/shared/stores';
import { article } from '../../testing/fixtures';
import { fakeApi, renderRoutes, settle } from '../../testing/renderCatalog';
import NewsPage from './NewsPage';

const content =
  '<h2>Inside</h2><p>Safe text with <a href="/theme/3">a theme link</a> and <a href="https://example.org/">another site</a>.</p>' +
  '<script>window.__xss = true</script><img src="x" onerror="window.__xss = true" alt="broken">' +
  '<svg onload="window.__xss = true"></svg><a href="javascript:window.__xss = true">bad link</a>';

const routes = [{ path: '/news/:newsId', element: <NewsPage /> }];

const body = { data: { ...article(5, { title: 'Spring pre-orders', is_hot: true, published_at: 1_763_700_000 }), content } };

it('shows the title, the date, the cover and the sanitised body', async () => {
  const requests = fakeApi({ 'GET article/5': { status: 200, data: body } });
  await renderRoutes(routes, '/news/5');
  await settle();
  expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET article/5']);
  expect(screen.getByRole('heading', { level: 1, name: 'Spring pre-orders' })).toBeTruthy();
  expect(screen.getByText('2025-11-21').tagName).toBe('TIME');
  expect(within(screen.getByTestId('news-page')).getByTestId('article-cover').getAttribute('src')).toBe(
    '/api/v1/images/a-5.webp',
  );

  const articleBody = screen.getByTestId('article-body');
  expect(articleBody.textContent).toContain('Safe text');
  expect(articleBody.querySelector('script, svg, [onerror], [onload]')).toBeNull();
  expect(screen.getByText('bad link').hasAttribute('href')).toBe(false);
  expect(screen.getByRole('link', { name: 'another site' }).getAttribute('rel')).toBe('noopener noreferrer');
});

it('shows the title and the cover once when the article’s HTML opens with them too', async () => {
  const repeating =
    '<h1>Spring pre-orders</h1><p>First paragraph.</p><p><img src="/api/v1/images/a-5.jpg" alt="cover"></p><h2>Details</h2>';
  fakeApi({ 'GET article/5': { status: 200, data: { data: { ...body.data, content: repeating } } } });
  await renderRoutes(routes, '/news/5');
  await settle();
  const page = screen.getByTestId('news-page');
  expect(within(page).getAllByText('Spring pre-orders')).toHaveLength(1);
  expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Spring pre-orders');
  expect(Array.from(page.querySelectorAll('img'), (image) => image.getAttribute('src'))).toEqual(['/api/v1/images/a-5.webp']);
  expect(
    within(page)
      .getAllByRole('heading')
      .map((heading) => heading.textContent),
  ).toEqual(['Spring pre-orders', 'Details']);
  expect(screen.getByTestId('article-body').textContent).toBe('First paragraph.Details');
});

it('titles the document with the article’s title and summary', async () => {
  fakeApi({ 'GET article/5': { status: 200, data: body } });
  await renderRoutes(routes, '/news/5');
  await settle();
  expect($pageMeta.get()).toMatchObject({ title: 'Spring pre-orders', description: 'Summary of article 5' });
  expect($pageMeta.get()).toMatchObject({
    kind: 'article',
    image: { url: '/api/v1/share-images/article/5.jpg', width: 1200, height: 630 },
    structuredData: [{ '@type': 'NewsArticle', headline: 'Spring pre-orders', url: `${location.origin}/news/5?lang=tw` }],
  });
});

it('follows a link to another page of the shop without reloading', async () => {
  fakeApi({ 'GET article/5': { status: 200, data: body } });
  const router = await renderRoutes(routes, '/news/5');
  await settle();
  await act(async () => fireEvent.click(screen.getByRole('link', { name: 'a theme link' })));
  expect(router.state.location.pathname).toBe('/theme/3');
});

it('says the article does not exist when the API answers 404, without a toast-worthy error', async () => {
  fakeApi({});
  await renderRoutes(routes, '/news/999');
  await settle();
  expect(screen.getByTestId('content-not-found').textContent).toContain('This article does not exist or has been removed.');
  expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/news-list');
});

it('does not ask the API about an id that cannot exist', async () => {
  const requests = fakeApi({ 'GET article/abc': { status: 200, data: body } });
  await renderRoutes(routes, '/news/abc');
  await settle();
  expect(requests).toEqual([]);
  expect(screen.getByTestId('content-not-found')).toBeTruthy();
});
