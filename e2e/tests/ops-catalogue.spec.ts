import type { Browser } from '@playwright/test';
import { expect, shopUrl, test } from '../support/fixtures';
import { addOperator, signInToConsole } from '../support/operators';
import { pngFile } from '../support/pictures';

// The console's catalogue (issue 28): a merchandiser creates a product with names in three languages and a picture
// uploaded from the browser to the shop's storage; the shop shows it at once, in tw, cn and en. Staff have no
// catalogue in their navigation.

/** A shopper's page in `lang`: its choice as the shell keeps it (localStorage) and as the server reads it (cookie). */
async function shopperIn(browser: Browser, lang: 'tw' | 'cn' | 'en') {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'lang', value: lang, url: shopUrl() }]);
  await context.addInitScript((value) => localStorage.setItem('lang', value), lang);
  return context.newPage();
}

test('a merchandiser creates a product with a picture in the console and the shop shows it in tw, cn and en', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const merchandiser = await addOperator(request, 'merchandiser');
  const stamp = `${Date.now()}`.slice(-9);
  const names = { tw: `測試公仔 ${stamp}`, cn: `测试手办 ${stamp}`, en: `Test figure ${stamp}` };

  await signInToConsole(page, merchandiser);
  await expect(page).toHaveURL(/\/ops\/catalogue\/products$/);
  await expect(page.getByRole('navigation', { name: 'Console pages' }).getByRole('link')).toHaveText([
    'Catalogue',
    'Kuji',
    'Coupons',
  ]);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New product');

  await page.getByLabel('SKU').fill(`E2E-${stamp}`);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Name · 繁體中文').fill(names.tw);
  await page.getByLabel('Name · 简体中文').fill(names.cn);
  await page.getByLabel('Name · English').fill(names.en);
  await page.getByLabel('Description · English').fill('Made for the console test.');
  await page.getByLabel('Marked price (NT$)').fill('1280');
  await page.getByLabel('Stock').fill('5');
  await page.getByLabel(/^Add a picture/).setInputFiles(pngFile('figure.png'));
  const picture = page.getByRole('img', { name: 'Picture 1' });
  await expect(picture).toBeVisible({ timeout: 20_000 });
  const pictureUrl = (await picture.getAttribute('src'))!;
  expect(pictureUrl).toMatch(/\/o\/catalogue%2Fproducts%2F[\w-]+\.png\?alt=media/);
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(/\/ops\/catalogue\/products\/\d+$/);
  const productId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${names.en} (E2E-${stamp})`);
  await expect(page.getByTestId('product-stock')).toHaveText('5');

  // Received three more; taken off sale and put on sale again, as an operator would after fixing a mistake.
  await page.getByLabel('Add (+) or remove (−) units').fill('3');
  await page.getByRole('button', { name: 'Change stock' }).click();
  await expect(page.getByRole('status')).toHaveText('The stock is changed.');
  await expect(page.getByTestId('product-stock')).toHaveText('8');
  await page.getByRole('button', { name: 'Take off sale' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is off sale.');
  await page.getByRole('button', { name: 'Put on sale' }).click();
  await expect(page.getByRole('status')).toHaveText('The product is on sale.');

  // The list finds it by its SKU.
  await page.getByRole('link', { name: 'All products' }).click();
  await page.getByLabel('Name or SKU').fill(`E2E-${stamp}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row').nth(1)).toContainText(names.en);

  for (const lang of ['tw', 'cn', 'en'] as const) {
    const shopper = await shopperIn(browser, lang);
    await shopper.goto(`/product/${productId}`);
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(names[lang]);
    // The product's main picture is the one uploaded, served as it was stored (it has no WebP copy).
    const shown = shopper.getByRole('img', { name: names[lang] }).first();
    await expect(shown).toHaveAttribute('src', pictureUrl);
    // The picture itself loads from storage, not only its address.
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await shopper.context().close();
  }
});

test('a staff member has no catalogue in the console', async ({ page, request }) => {
  const staff = await addOperator(request, 'staff');
  await signInToConsole(page, staff);
  await expect(page).toHaveURL(/\/ops\/orders$/);
  const nav = page.getByRole('navigation', { name: 'Console pages' });
  await expect(nav.getByRole('link')).toHaveText(['Orders', 'Members']);
  await expect(nav.getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
});

test('a merchandiser adds a category in the console and the shop lists it in its three languages', async ({ page, request }) => {
  const merchandiser = await addOperator(request, 'merchandiser');
  const stamp = `${Date.now()}`.slice(-9);
  await signInToConsole(page, merchandiser);
  await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Categories' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
  const form = page.getByRole('region', { name: 'New category' });
  await form.getByLabel('Name · 繁體中文').fill(`分類 ${stamp}`);
  await form.getByLabel('Name · 简体中文').fill(`分类 ${stamp}`);
  await form.getByLabel('Name · English').fill(`Category ${stamp}`);
  await form.getByLabel('Place in the menu (lower first)').fill('900');
  await form.getByRole('button', { name: 'Create category' }).click();
  await expect(page.getByRole('status')).toHaveText('The category is created.');
  await expect(page.getByRole('region', { name: `Category ${stamp}` })).toBeVisible();

  for (const [locale, name] of [
    ['zh-TW', `分類 ${stamp}`],
    ['zh-CN', `分类 ${stamp}`],
    ['en', `Category ${stamp}`],
  ] as const) {
    const response = await request.get('/api/v1/category', { headers: { locale } });
    const { data } = (await response.json()) as { data: { display_name: string }[] };
    expect(data.map((category) => category.display_name)).toContain(name);
  }
});

test('a merchandiser adds a home page banner with an uploaded image, then takes it off again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const merchandiser = await addOperator(request, 'merchandiser');
  const stamp = `${Date.now()}`.slice(-9);
  await signInToConsole(page, merchandiser);
  await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name: 'Home page banners' }).click();
  await page.getByLabel('Title · 繁體中文').fill(`橫幅 ${stamp}`);
  await page.getByLabel('Title · 简体中文').fill(`横幅 ${stamp}`);
  await page.getByLabel('Title · English').fill(`Banner ${stamp}`);
  await page.getByLabel('Image').setInputFiles(pngFile('banner.png'));
  const preview = page.getByRole('img', { name: 'Image' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  const imageUrl = (await preview.getAttribute('src'))!;
  expect(imageUrl).toMatch(/\/o\/catalogue%2Fbanners%2F[\w-]+\.png\?alt=media/);
  await page.getByLabel('Leads to (a shop path or an http(s) address)').fill('/product-list/all');
  // Last, so the seeded banners keep their places for the home page's own specs.
  await page.getByLabel('Place in the menu (lower first)').fill('1000');
  await page.getByRole('button', { name: 'Create banner' }).click();
  await expect(page.getByRole('status')).toHaveText('The banner is saved; the home page shows it now.');
  await expect(page).toHaveURL(/\?edit=\d+$/);

  const shopper = await shopperIn(browser, 'en');
  await shopper.goto('/');
  const banner = shopper.getByTestId('banner-carousel').getByRole('link', { name: `Banner ${stamp}` });
  await expect(banner.locator('img')).toHaveAttribute('src', imageUrl);

  await page.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page).toHaveURL(/\/banners\?$|\/banners$/);
  await expect(page.getByRole('link', { name: `Banner ${stamp}` })).toHaveCount(0);
  await shopper.reload();
  await expect(shopper.getByTestId('banner-carousel').getByRole('link', { name: `Banner ${stamp}` })).toHaveCount(0);
  await shopper.context().close();
});
