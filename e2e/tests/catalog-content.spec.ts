import type { APIRequestContext } from '@playwright/test';
import type { ArticleList, HomeBody, ThemeList } from '@shop/shared/contract';
import { dataLayerEntries as sent, expect, test } from '../support/fixtures';
import { untilHydrated } from '../bench/nav-timing';

/** The API as the English shop sees it. */
async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { locale: 'en' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.describe('home', () => {
  const sections = [
    // Each section's own list: its first products are the section's.
    { title: 'Featured this month', path: '/product-list/all\\?featured=true', heading: 'Featured this month' },
    { title: 'Popular', path: '/product-list/all\\?popular=true', heading: 'Popular' },
    { title: 'Hot news', path: '/news-list' },
    { title: 'Lucky bags', path: '/lucky-bag' },
  ];

  test('shows the banners and the four sections, each "See all" leading to its list', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByTestId('banner').first()).toBeVisible();
    // The hero is asked for at once, as WebP.
    await expect(carousel.locator('img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(carousel.locator('img').first()).toHaveAttribute('src', /\.webp$/);
    await expect(page.locator('[data-remote="mf_catalog"]').getByRole('heading', { level: 2 })).toHaveText(
      sections.map((section) => section.title),
    );

    for (const section of sections) {
      await page.goto('/');
      await page
        .getByRole('region', { name: section.title })
        .getByRole('link', { name: `See all ${section.title}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`${section.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (section.heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading);
    }
  });

  test('a banner click opens its page and sends select_content', async ({ page, request }) => {
    const [banner] = (await api<HomeBody>(request, 'index')).data.banners;
    await page.goto('/');
    await page.getByTestId('banner-carousel').getByRole('link', { name: banner!.display_name }).click();
    await expect(page).toHaveURL(new RegExp(`${banner!.link}$`));
    expect((await sent(page)).filter((entry) => entry[0] === 'event')).toContainEqual([
      'event',
      'select_content',
      { content_type: 'banner', content_id: banner!.display_name },
    ]);
  });

  test('the banner buttons move through the banners', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    const dots = carousel.getByRole('button', { name: /^Show banner/ });
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next banner' }).click();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => carousel.getByTestId('banner-track').evaluate((track) => track.scrollLeft)).toBeGreaterThan(0);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('fits the screen: nothing wider than the viewport', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('banner').first()).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});

test.describe('themes', () => {
  test('the list shows every theme; an adult theme brings up the age gate, another does not', async ({ page, request }) => {
    const themes = (await api<ThemeList>(request, 'theme')).data_infos;
    const adult = themes.find((theme) => theme.is_adult)!;
    const general = themes.find((theme) => !theme.is_adult)!;
    expect(adult).toBeTruthy();

    await page.goto('/theme');
    await expect(page.getByRole('heading', { level: 1, name: 'Popular' })).toBeVisible();
    await expect(page.getByTestId('theme-card')).toHaveCount(themes.length);

    await page.locator(`[data-theme-id="${general.theme_id}"]`).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: general.display_name })).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('age-gate')).toHaveCount(0);

    await page.goBack();
    await page.locator(`[data-theme-id="${adult.theme_id}"]`).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/theme/${adult.theme_id}$`));
    await expect(page.getByTestId('age-gate')).toBeVisible();
    await page.getByTestId('age-gate').getByRole('button', { name: 'I am 18 or older' }).click();
    await expect(page.getByTestId('age-gate')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: adult.display_name })).toBeVisible();
  });

  test('an unknown theme says so and leads home', async ({ page }) => {
    await page.goto('/theme/987654');
    const notice = page.getByTestId('content-not-found');
    await expect(notice).toContainText('This theme does not exist');
    await notice.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('news', () => {
  test('the list leads to an article, which renders its body', async ({ page, request }) => {
    const [first] = (await api<ArticleList>(request, 'article?page=1&page_size=12')).data;
    await page.goto('/news-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Hot news' })).toBeVisible();
    await page.getByRole('link', { name: first!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${first!.article_id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
    const body = page.getByTestId('article-body');
    await expect(body.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('article-cover')).toHaveAttribute('src', /\.webp$/);
  });

  test('an article shows its title and its cover once, though its HTML opens with them too', async ({ page, request }) => {
    const [first] = (await api<ArticleList>(request, 'article?page=1&page_size=1')).data;
    const detail = await api<{ data: { content: string; cover: string } }>(request, `article/${first!.article_id}`);
    // The seeded HTML repeats both, as articles written for pages of their own do.
    expect(detail.data.content).toContain(first!.title);
    expect(detail.data.content).toContain(detail.data.cover);

    await page.goto(`/news/${first!.article_id}`);
    const article = page.getByTestId('news-page');
    await expect(article.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
    await expect(article.getByText(first!.title, { exact: true })).toHaveCount(1);
    const cover = detail.data.cover.replace(/\.jpg$/, '.webp');
    await expect(article.locator(`img[src="${cover}"]`)).toHaveCount(1);
    await expect(page.getByTestId('article-body').getByRole('listitem').first()).toBeVisible();
  });

  test('an article whose HTML carries script payloads runs none of them and still shows its text', async ({ page, request }) => {
    const [first] = (await api<ArticleList>(request, 'article?page=1&page_size=1')).data;
    const payload =
      '<p>Safe text survives.</p>' +
      '<script>window.__xss = true</script>' +
      '<img src="/api/v1/images/missing-image.jpg" onerror="window.__xss = true" alt="broken">' +
      '<svg onload="window.__xss = true"><circle r="4"></circle></svg>' +
      '<iframe srcdoc="<script>parent.__xss = true</script>"></iframe>' +
      '<p><a href="javascript:window.__xss = true">Click me</a></p>' +
      '<p style="position:fixed;inset:0" onmouseover="window.__xss = true">Hover me</p>';
    await page.route('**/api/v1/article/*', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: { content: string } };
      json.data.content = payload;
      await route.fulfill({ response, json });
    });
    const brokenImage = page.waitForResponse((response) => response.url().includes('/missing-image'));

    // Opened from the list, so the browser fetches the article (a server-rendered article page brings it along).
    await page.goto('/news-list');
    const link = `a[href="/news/${first!.article_id}"]`;
    await untilHydrated(page, link);
    await page.locator(link).first().click();
    const body = page.getByTestId('article-body');
    await expect(body.getByText('Safe text survives.')).toBeVisible();
    await brokenImage;
    await body.getByText('Click me').click();
    await body.getByText('Hover me').hover();

    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    await expect(body.locator('script, svg, iframe, [onerror], [onload], [onmouseover], [style]')).toHaveCount(0);
    await expect(body.getByText('Click me')).not.toHaveAttribute('href', /.*/);
    await expect(page).toHaveURL(new RegExp(`/news/${first!.article_id}$`));
  });

  test('back from an article shows the list as it was, at the same place, without fetching it again', async ({ page }) => {
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/article') listRequests.push(request.url());
    });
    await page.goto('/news-list');
    const cards = page.getByTestId('article-card');
    await expect(cards.nth(5)).toBeVisible();
    const sixth = cards.nth(5);
    await sixth.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    // The list comes server-rendered with its data in the document: the browser does not fetch it again.
    expect(listRequests).toHaveLength(0);
    await sixth.getByRole('link').click();
    await expect(page.getByTestId('article-body')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/news-list$/);
    await expect(cards.nth(5)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(listRequests).toHaveLength(0);
  });

  test('the list pages through the news with ?page=', async ({ page, request }) => {
    const second = await api<ArticleList>(request, 'article?page=2&page_size=12');
    await page.goto('/news-list');
    await page.getByTestId('pager').getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(/\/news-list\?page=2$/);
    await expect(page.getByRole('link', { name: second.data[0]!.title })).toBeVisible();
  });
});

test('the lucky bag page explains lucky bags and lists them', async ({ page, request }) => {
  const bags = await api<{ total: number; data: { display_name: string }[] }>(request, 'product?lucky_bag=true&page_size=24');
  expect(bags.total).toBeGreaterThan(0);
  await page.goto('/lucky-bag');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky bag' })).toBeVisible();
  await expect(page.getByText(/A lucky bag is a surprise set/)).toBeVisible();
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(24, bags.total));
  await expect(page.getByTestId('product-card').first()).toContainText(bags.data[0]!.display_name);
});
