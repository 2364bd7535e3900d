import type { APIRequestContext, Locator } from '@playwright/test';
import type { HomeBody } from '@shop/shared/contract';
import { expect, test } from '../support/fixtures';

type ApiLocale = 'zh-TW' | 'en';

async function api<T>(request: APIRequestContext, path: string, locale: ApiLocale = 'en'): Promise<T> {
  const response = await request.get(`/api/v1/${path}`, { headers: { locale, os: 'Web', from: 'na' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The CSS filter on a card's picture, as the browser computed it. */
const pictureFilter = (card: Locator) =>
  card
    .locator('img')
    .first()
    .evaluate((image) => getComputedStyle(image).filter);

test.describe('banner headlines', () => {
  for (const { lang, locale } of [
    { lang: 'tw', locale: 'zh-TW' as const },
    { lang: 'en', locale: 'en' as const },
  ]) {
    test(`are text over the picture, in ${lang}`, async ({ page, request }) => {
      const [banner] = (await api<HomeBody>(request, 'index', locale)).data.banners;
      await page.addInitScript((value) => localStorage.setItem('lang', value), lang);
      await page.goto('/');
      const slide = page.getByTestId('banner').first();
      const headline = slide.getByTestId('banner-headline');
      await expect(headline).toHaveText(banner!.display_name);
      await expect(headline).toBeVisible();
      // Text in the page, over the picture: the picture itself carries no second copy of it.
      await expect(slide.locator('img')).toHaveAttribute('alt', '');
      const [text, picture] = [await headline.boundingBox(), await slide.locator('img').boundingBox()];
      expect(text!.y).toBeGreaterThanOrEqual(picture!.y);
      expect(text!.y + text!.height).toBeLessThanOrEqual(picture!.y + picture!.height + 1);
      // White on the scrim.
      expect(await headline.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
      expect(await headline.evaluate((element) => getComputedStyle(element).backgroundImage)).toMatch(/^linear-gradient/);
    });
  }

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('wrap inside the banner, clear of its arrows', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lang', 'en'));
      await page.goto('/');
      const slide = page.getByTestId('banner').first();
      const text = slide.getByTestId('banner-headline').locator('span');
      await expect(text).toBeVisible();
      const box = (await text.boundingBox())!;
      const picture = (await slide.locator('img').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(picture.x);
      expect(box.x + box.width).toBeLessThanOrEqual(picture.x + picture.width);
      expect(box.y + box.height).toBeLessThanOrEqual(picture.y + picture.height + 1);
      expect(await text.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      for (const name of ['Previous banner', 'Next banner']) {
        const arrow = (await page.getByRole('button', { name }).boundingBox())!;
        const apart =
          arrow.x + arrow.width <= box.x ||
          box.x + box.width <= arrow.x ||
          arrow.y + arrow.height <= box.y ||
          box.y + box.height <= arrow.y;
        expect(apart).toBe(true);
      }
    });
  });
});

test('an adult product’s card is marked and blurred until the age gate is confirmed on its page', async ({ page, request }) => {
  type Listed = { data: { product_id: number; category_id: number; is_adult: boolean }[] };
  const { category_id } = (await api<Listed>(request, 'product?page_size=100&sort=newest')).data.find((p) => p.is_adult)!;
  // An adult product on the first page of its category's list (24 a page, newest first).
  const listed = await api<Listed>(request, `product?category_id=${category_id}&page=1&page_size=24&sort=newest`);
  const shown = listed.data.find((product) => product.is_adult)!.product_id;
  await page.goto(`/product-list/${category_id}`);
  const card = page.locator(`[data-testid="product-card"][data-product-id="${shown}"]`);
  await expect(card).toHaveAttribute('data-adult', 'true');
  await expect(card.locator('[data-badge="adult"]')).toHaveText('18+For adults only');
  await expect(card.locator('[data-veiled]')).toHaveCount(1);
  expect(await pictureFilter(card)).toMatch(/^blur\(/);

  await card.getByRole('link').click();
  const gate = page.getByTestId('age-gate');
  await gate.getByRole('button', { name: 'I am 18 or older' }).click();
  await expect(gate).toHaveCount(0);
  await page.goBack();
  await expect(card.locator('[data-badge="adult"]')).toBeVisible();
  await expect(card.locator('[data-veiled]')).toHaveCount(0);
  expect(await pictureFilter(card)).toBe('none');
});
