import { expect, startSignedIn, test } from '../support/fixtures';

/** What the API says, in English (the e2e browser's language), so the nav can be checked against it. */
async function apiList<T>(request: import('@playwright/test').APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { locale: 'en', os: 'Web', from: 'na' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

test.describe('header navigation', () => {
  test('lists the API categories under Products and the themes under Popular, each after All', async ({ page, request }) => {
    const { data: categories } = await apiList<{ data: { category_id: number; display_name: string }[] }>(request, 'category');
    const { data_infos: themes } = await apiList<{ data_infos: { theme_id: number; display_name: string }[] }>(
      request,
      'theme?count=10',
    );
    expect(categories.length).toBeGreaterThan(0);
    expect(themes.length).toBeGreaterThan(0);

    await page.goto('/about-us');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    const products = nav.getByTestId('submenu-products');
    await nav.getByRole('button', { name: 'Show the Products menu' }).click();
    await expect(products.getByRole('link')).toHaveCount(categories.length + 1);
    await expect(products.getByRole('link').first()).toHaveAttribute('href', '/product-list/all');
    for (const category of categories) {
      await expect(products.getByRole('link', { name: category.display_name, exact: true })).toHaveAttribute(
        'href',
        `/product-list/${category.category_id}`,
      );
    }

    await nav.getByRole('button', { name: 'Show the Popular menu' }).click();
    const popular = nav.getByTestId('submenu-popular');
    await expect(popular.getByRole('link')).toHaveCount(themes.length + 1);
    await expect(popular.getByRole('link').first()).toHaveAttribute('href', '/theme');
    const firstTheme = themes[0]!;
    await popular.getByRole('link', { name: firstTheme.display_name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/theme/${firstTheme.theme_id}$`));
  });

  test('opens a sub-menu on hover', async ({ page }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByTestId('submenu-products')).toBeHidden();
    await nav.getByRole('link', { name: 'Products' }).hover();
    await expect(nav.getByTestId('submenu-products').getByRole('link', { name: 'All' })).toBeVisible();
  });
});

test.describe('search', () => {
  test('submitting goes to /search?keyword=… and empties the field', async ({ page }) => {
    await page.goto('/about-us');
    const search = page.getByTestId('search-header').getByRole('searchbox');
    await search.fill('gundam figure');
    await page.getByTestId('search-header').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?keyword=gundam\+figure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test("an empty search looks for the placeholder's keyword", async ({ page, request }) => {
    const { data: keywords } = await apiList<{ data: string[] }>(request, 'system/search-keyword');
    await page.goto('/about-us');
    const search = page.getByTestId('search-header');
    await expect(search.getByRole('searchbox')).toHaveAttribute('placeholder', keywords[0]!);
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ keyword: keywords[0]! }).toString()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${keywords[0]}”`);
    await expect(search.getByRole('alert')).toHaveCount(0);
  });

  test('the suggested keywords show under the focused field and each opens its search', async ({ page, request }) => {
    const { data: keywords } = await apiList<{ data: string[] }>(request, 'system/search-keyword');
    await page.goto('/about-us');
    const search = page.getByTestId('search-header');
    const suggestions = page.getByTestId('search-box-header').getByRole('list', { name: 'Popular searches' });
    await expect(suggestions).toBeHidden();
    await search.getByRole('searchbox').focus();
    await expect(suggestions.getByRole('link')).toHaveText(keywords);
    await suggestions.getByRole('link', { name: keywords[1]! }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ keyword: keywords[1]! }).toString()}`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test("the placeholder is the server's first keyword", async ({ page, request }) => {
    const { data: keywords } = await apiList<{ data: string[] }>(request, 'system/search-keyword');
    await page.goto('/about-us');
    await expect(page.getByTestId('search-header').getByRole('searchbox')).toHaveAttribute('placeholder', keywords[0] ?? /.+/);
  });
});

test.describe('drawer on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens from the hamburger, keeps focus inside and closes on Escape', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Open the menu' });
    await hamburger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((element) => element.getBoundingClientRect().width)).toBe(320);
    await expect(drawer.getByRole('searchbox')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fabout-us');
    await expect(drawer.getByRole('link', { name: 'Hot news' })).toBeVisible();

    // Tab around more times than there are controls: focus never leaves the drawer.
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('a signed-in member has no login button in the drawer and the avatar opens the member centre', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/about-us');
    await expect(page.getByTestId('avatar-link')).toHaveAttribute('href', '/member');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });

  test('searching from the drawer closes it', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('searchbox').fill('chiikawa');
    await drawer.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?keyword=chiikawa$/);
    await expect(drawer).toBeHidden();
  });

  test('a nav item in the drawer navigates and closes it', async ({ page }) => {
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Lucky bag', exact: true }).click();
    await expect(page).toHaveURL(/\/lucky-bag$/);
    await expect(drawer).toBeHidden();
  });
});

test('the footer has its five sections, the contact details and the static pages', async ({ page }) => {
  await page.goto('/about-us');
  const footer = page.getByRole('contentinfo');
  for (const heading of ['About us', 'Shopping', 'Contact us', 'Partners', 'Follow us']) {
    await expect(footer.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'service@collectibles-shop.example' })).toHaveAttribute(
    'href',
    'mailto:service@collectibles-shop.example',
  );
  await expect(footer).toContainText('Monday to Friday, closed on national holidays');
  await expect(footer.getByRole('link', { name: /Partner shop/ })).toHaveAttribute('href', /\/en\/$/);
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com/);
  await expect(footer).toContainText('All rights reserved.');

  await footer.getByRole('link', { name: 'Shipping terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping terms' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('the letter P followed by 12 digits');
  await expect(page.getByRole('main')).toContainText("the order's shipping fee × 2");
  await expect(page.getByRole('main')).toContainText('not eligible for the site-wide free-shipping event');
});

test('the static pages speak the chosen language', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'tw'));
  await page.goto('/return-policy');
  await expect(page.getByRole('heading', { level: 1, name: '退貨政策' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '七天鑑賞期' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('週一至週五，國定假日休息');
});

test('the age gate does not block a product page that is not marked adult', async ({ page }) => {
  await page.goto('/product/9');
  await expect(page.getByTestId('product-page')).toBeVisible();
  await expect(page.getByTestId('age-gate')).toHaveCount(0);
  await page.getByRole('link', { name: 'Hot news' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hot news' })).toBeVisible();
});

test('a signed-in member gets the avatar, whose menu leads to the order record on a large screen', async ({ page }) => {
  await startSignedIn(page);
  await page.goto('/about-us');
  await expect(page.getByTestId('login-link')).toHaveCount(0);
  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Order record' }).click();
  await expect(page).toHaveURL(/\/member\/orders$/);
});
