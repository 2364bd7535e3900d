import type { APIRequestContext, Page } from '@playwright/test';
import { dataLayerEntries, expect, test } from '../support/fixtures';
import { startSignedInAsNewMember, uniqueEmail } from '../support/members';

interface Product {
  product_id: number;
  sku: string;
  display_name: string;
  category_id: number;
  availability: 'available' | 'pre_order' | 'sold_out' | 'unavailable';
  is_pre_order: boolean;
  is_single_checkout: boolean;
  is_adult: boolean;
}

type ApiLocale = 'zh-TW' | 'zh-CN' | 'en';

/** One page of the API's product list, in the given language. */
async function products(
  request: APIRequestContext,
  query: string,
  locale: ApiLocale = 'en',
): Promise<{ data: Product[]; total: number }> {
  const response = await request.get(`/api/v1/product?${query}`, { headers: { locale, os: 'Web', from: 'na' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { data: Product[]; total: number };
}

/** The first seeded product matching `test`, looking through the whole catalogue (a few hundred products). */
async function findProduct(request: APIRequestContext, test: (product: Product) => boolean): Promise<Product> {
  for (let page = 1; page <= 20; page++) {
    const { data } = await products(request, `page=${page}&page_size=100&sort=popular`);
    const found = data.find(test);
    if (found) return found;
    if (data.length < 100) break;
  }
  throw new Error('no seeded product matches');
}

/** GET /api/v1/product (the lists), not the detail calls. */
function countListRequests(page: Page): { count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/v1/product') counter.count += 1;
  });
  return counter;
}

test('home → Products → a category → product → add to cart → back to the same place in the list, without a refetch', async ({
  page,
  request,
}) => {
  await startSignedInAsNewMember(page, request);
  const { data: categories } = (await (await request.get('/api/v1/category', { headers: { locale: 'en' } })).json()) as {
    data: { category_id: number; display_name: string }[];
  };
  const category = categories[0]!;
  const lists = countListRequests(page);

  await page.goto('/');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page).toHaveURL(/\/product-list\/all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();

  await nav.getByRole('link', { name: 'Products', exact: true }).hover();
  await nav.getByTestId('submenu-products').getByRole('link', { name: category.display_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product-list/${category.category_id}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.display_name })).toBeVisible();
  await expect(page.getByTestId('list-count')).toHaveText(/\d+ products/);

  // Far enough down the list that coming back to the top would be noticed; an in-stock product.
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  await expect(cards).toHaveCount(24);
  const target = cards.filter({ hasNot: page.locator('[data-badge="sold-out"], [data-badge="unavailable"]') }).nth(12);
  const productId = await target.getAttribute('data-product-id');
  // Opened from the keyboard: a pointer click may scroll the card clear of the sticky header first.
  const link = target.getByRole('link');
  await link.focus();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const scrolled = await page.evaluate(() => window.scrollY);
  const listRequestsBefore = lists.count;

  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/product/${productId}$`));
  const selectItem = (await dataLayerEntries(page)).find((entry) => entry[0] === 'event' && entry[1] === 'select_item');
  expect(selectItem?.[2]).toMatchObject({
    item_list_name: 'category',
    items: [expect.objectContaining({ index: expect.any(Number) })],
  });

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTestId('toasts')).toContainText('Added to cart');

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/product-list/${category.category_id}$`));
  await expect(page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
  expect(lists.count).toBe(listRequestsBefore);
});

test('numbered paging and the sort live in the URL', async ({ page }) => {
  await page.goto('/product-list/all');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/product-list\/all\?page=2$/);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\/product-list\/all\?sort=price_asc$/);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

for (const { label, locale } of [
  { label: 'a Chinese', locale: 'zh-TW' as const },
  { label: 'an English', locale: 'en' as const },
]) {
  test(`search finds a product by ${label} keyword`, async ({ page, request }) => {
    const product = (await products(request, 'page=1&page_size=1&sort=popular', locale)).data[0]!;
    await page.goto('/about-us');
    const search = page.getByTestId('search-header');
    await search.getByRole('searchbox').fill(product.display_name);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?keyword=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${product.display_name}”`);
    await expect(page.locator(`[data-testid="product-card"][data-product-id="${product.product_id}"]`)).toBeVisible();
  });
}

test('an English word is not found inside another: "star" lists Star Sea Voyagers, not "Standard edition"', async ({ page }) => {
  await page.goto('/search?keyword=star');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const names = await cards.allTextContents();
  expect(names.filter((name) => !/\bstar/i.test(name))).toEqual([]);
});

test('a search without results says so', async ({ page }) => {
  await page.goto('/search?keyword=zzqqxxnothing');
  await expect(page.getByTestId('empty-state')).toContainText('No products match “zzqqxxnothing”');
});

test('a sold-out product takes a back-in-stock notice once per address', async ({ page, request }) => {
  const product = (await products(request, 'availability=sold_out&page_size=1')).data[0]!;
  const email = uniqueEmail('restock');
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByTestId('stock-state')).toHaveText('Sold out');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('restock-status')).toHaveText('Done! We will e-mail you when it is back in stock.');
  const notice = (await dataLayerEntries(page)).find((entry) => entry[1] === 'select_content');
  expect(notice?.[2]).toEqual({ content_type: 'restock_notice', content_id: product.sku });

  await page.reload();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByTestId('restock-status')).toHaveText(
    'You are already on the list for this item. We will e-mail you when it is back.',
  );
});

/**
 * The SPEC §5 messages come from yup's global locale, set once on the one yup every app shares (a Module
 * Federation singleton) and worded by each app's own copy of the form rules: a form in a remote shows them.
 */
for (const [lang, texts] of Object.entries({
  tw: { field: '電子郵件', submit: '到貨通知我', required: '必填欄位', invalid: '無效的電子郵件' },
  cn: { field: '电子邮件', submit: '到货通知我', required: '必填字段', invalid: '无效的电子邮件' },
  en: { field: 'E-mail', submit: 'Notify me', required: 'Required fields', invalid: 'Invalid mail' },
})) {
  test(`a form in the catalogue shows the spec’s validation messages in ${lang}`, async ({ page, request }) => {
    const product = (await products(request, 'availability=sold_out&page_size=1')).data[0]!;
    await page.addInitScript((locale) => localStorage.setItem('lang', locale), lang);
    await page.goto(`/product/${product.product_id}`);
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByTestId('restock').getByRole('alert')).toHaveText(texts.required);
    await page.getByLabel(texts.field).fill('not-an-address');
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByTestId('restock').getByRole('alert')).toHaveText(texts.invalid);
  });
}

test('pre-order and single-checkout products carry their badges, on the list and the detail page', async ({ page, request }) => {
  await page.goto('/product-list/all?availability=pre_order');
  const firstCard = page.getByTestId('product-card').first();
  await expect(firstCard.locator('[data-badge="pre-order"]')).toHaveText('Pre-order');
  await firstCard.getByRole('link').click();
  await expect(page.getByTestId('product-page').locator('[data-badge="pre-order"]').first()).toBeVisible();
  await expect(page.getByTestId('release-date')).toHaveText(/^Release date: \d{4}-\d{2}-\d{2}$/);

  const single = await findProduct(
    request,
    (product) => product.is_single_checkout && product.availability === 'available' && !product.is_adult,
  );
  await page.goto(`/product/${single.product_id}`);
  await expect(page.getByTestId('product-info').locator('[data-badge="single-checkout"]')).toHaveText('Checkout separately');
  await expect(page.getByTestId('single-checkout-hint')).toHaveText('This item must be purchased separately');
});

test('an adult product shows the age gate: Leave goes back, Confirm holds for the session', async ({ page, request }) => {
  const adult = await findProduct(request, (product) => product.is_adult);
  // The page of its category's list (24 a page, newest first) that shows it.
  let listPage = 1;
  while (
    !(await products(request, `category_id=${adult.category_id}&page=${listPage}&page_size=24&sort=newest`)).data.some(
      (p) => p.product_id === adult.product_id,
    )
  ) {
    listPage += 1;
    expect(listPage).toBeLessThan(50);
  }
  const listPath = `/product-list/${adult.category_id}${listPage > 1 ? `?page=${listPage}` : ''}`;
  await page.goto(listPath);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${adult.product_id}"]`);
  await card.getByRole('link').click();
  const gate = page.getByTestId('age-gate');
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(new RegExp(`${listPath.replace('?', '\\?')}$`));
  await expect(gate).toHaveCount(0);

  await card.getByRole('link').click();
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(gate).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: adult.display_name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: adult.display_name })).toBeVisible();
  await expect(gate).toHaveCount(0);
});

for (const { lang, apiLocale, addToCart, details, approximate } of [
  { lang: 'tw', apiLocale: 'zh-TW' as const, addToCart: '加入購物車', details: '商品詳情', approximate: null },
  { lang: 'cn', apiLocale: 'zh-CN' as const, addToCart: '加入购物车', details: '商品详情', approximate: /^≈ ¥[\d,]+$/ },
  {
    lang: 'en',
    apiLocale: 'en' as const,
    addToCart: 'Add to cart',
    details: 'Product details',
    approximate: /^≈ US\$[\d,]+\.\d\d$/,
  },
]) {
  test(`a product page renders in ${lang}`, async ({ page, request }) => {
    const { product_id } = (await products(request, 'availability=available&page_size=1')).data[0]!;
    const detail = (await (await request.get(`/api/v1/product/${product_id}`, { headers: { locale: apiLocale } })).json()) as {
      data: Product;
    };
    await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
    await page.goto(`/product/${product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.data.display_name);
    await expect(page.getByRole('button', { name: addToCart })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: details })).toBeVisible();
    // The day's exchange rates (fetched after the first render) add an approximate price in CNY or USD.
    const approximatePrice = page.getByTestId('approximate-price');
    if (approximate) await expect(approximatePrice).toHaveText(approximate);
    else await expect(approximatePrice).toHaveCount(0);
  });
}

test('an unknown product says so, with a way home', async ({ page }) => {
  await page.goto('/product/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/product-list/9999', '/product-list/abc']) {
  test(`a category that does not exist (${path}) says so instead of listing 0 products`, async ({ page }) => {
    await page.goto(path);
    const notice = page.getByTestId('content-not-found');
    await expect(notice).toContainText('This category does not exist.');
    await expect(page.getByTestId('list-count')).toHaveCount(0);
    await notice.getByRole('link', { name: 'Browse all products' }).click();
    await expect(page).toHaveURL(/\/product-list\/all$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  });
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a list fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/product-list/all');
    await expect(page.getByTestId('product-grid').getByTestId('product-card')).toHaveCount(24);
    await page.getByRole('navigation', { name: 'Pages' }).scrollIntoViewIfNeeded();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.client).toBe(375);
  });
});
