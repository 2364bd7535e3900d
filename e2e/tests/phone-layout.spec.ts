import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { KujiList } from '@shop/shared/contract';
import { expect, test } from '../support/fixtures';
import { listProducts, newMember, onSale, pick, putInCart, startAs } from '../support/shopping';

// On a 375 × 667 phone the way to buy is always on screen: the product's and the kuji campaign's buttons, the
// checkout's total and Place order; the cookie question takes a thin bar. At 1280 px the buttons stay in place.

const phone = { width: 375, height: 667 };

async function onSaleCampaign(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/v1/kuji?page_size=100', { headers: { locale: 'en' } });
  const found = ((await response.json()) as KujiList).data.find(
    (kuji) => kuji.status === 'on_sale' && !kuji.adult && kuji.tickets_left >= 10,
  );
  if (!found) throw new Error('no seeded campaign on sale');
  return found.kuji_id;
}

const scrollTo = (page: Page, where: 'top' | 'middle' | 'bottom') =>
  page.evaluate((to) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo(0, to === 'top' ? 0 : to === 'middle' ? end / 2 : end);
  }, where);

/** At the page's end, the footer's last line is above the bar, not under it. */
async function footerClearOf(page: Page, bar: Locator) {
  await scrollTo(page, 'bottom');
  const footer = (await page.getByRole('contentinfo').boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
}

test.describe('on a 375 px phone', () => {
  test.use({ viewport: phone, hasTouch: true });

  test('the product page holds Add to cart within the first screen, and it adds to the cart', async ({ page, request }) => {
    const product = pick(await listProducts(request), (item) => onSale(item) && item.sales_area.includes('TW'));
    const member = await newMember(request);
    await startAs(page, member.jwt, 'en');
    await page.goto(`/product/${product.product_id}`);
    const bar = page.getByRole('region', { name: 'Buy this product' });
    const add = bar.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Buy now' })).toBeInViewport({ ratio: 1 });
    await footerClearOf(page, bar);
    await expect(add).toBeInViewport({ ratio: 1 });
    await add.click();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  });

  test('a kuji campaign holds its draw buttons within the first screen', async ({ page, request }) => {
    const kujiId = await onSaleCampaign(request);
    const member = await newMember(request);
    await startAs(page, member.jwt, 'tw');
    await page.goto(`/fanza/${kujiId}`);
    const bar = page.getByRole('region', { name: '選擇抽數' });
    await expect(bar.getByRole('button')).toHaveCount(4);
    for (const button of await bar.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 });
    await footerClearOf(page, bar);
    await bar.getByRole('button', { name: /^1 抽/ }).click();
    await expect(page).toHaveURL(new RegExp(`/fanza/checkout\\?kuji=${kujiId}&draws=1$`));
  });

  for (const [lang, place, name, mobile, home, card] of [
    ['en', /^Place order and pay/, 'Recipient name', 'Mobile number', /^Home delivery/, /^Credit card/],
    ['cn', /^提交订单并付款/, '收件人姓名', '手机号码', /^送货上门/, /^信用卡/],
  ] as const) {
    test(`the checkout's total and Place order stay on screen wherever it is scrolled, in ${lang}`, async ({ page, request }) => {
      const product = pick(
        await listProducts(request),
        (item) => onSale(item) && item.ships_from === 'TW' && item.sales_area.includes('TW'),
      );
      const member = await newMember(request);
      await putInCart(request, member.jwt, product.product_id);
      await startAs(page, member.jwt, lang);
      await page.addInitScript((id) => {
        sessionStorage.setItem('deliveryCountry', '"TW"');
        sessionStorage.setItem('selectedList', JSON.stringify([{ product_id: id, amount: 1 }]));
      }, product.product_id);
      await page.goto('/checkout');
      const button = page.getByRole('button', { name: place });
      for (const where of ['top', 'middle', 'bottom'] as const) {
        await scrollTo(page, where);
        await expect(button).toBeInViewport({ ratio: 1 });
        await expect(page.getByTestId('pay-bar-total')).toBeInViewport({ ratio: 1 });
      }

      // The recipient, once filled, folds when the shopper goes on to the payment below it, and the tap lands
      // where it was aimed although the step above it folded in between.
      await page.getByRole('radio', { name: home }).check();
      await page.getByLabel(name).fill('王小明');
      await page.getByLabel(mobile).fill('912345678');
      await page.getByRole('radio', { name: card }).click();
      await expect(page.getByTestId('checkout-recipient-done')).toBeVisible();
      await expect(page.getByRole('radio', { name: card })).toBeChecked();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    });
  }
});

test.describe('the cookie question on a phone', () => {
  test.use({ viewport: phone, hasTouch: true, consentAnswered: false });

  for (const lang of ['tw', 'cn', 'en'] as const) {
    test(`takes at most a fifth of the screen in ${lang}`, async ({ page }) => {
      await page.addInitScript((locale) => localStorage.setItem('lang', locale), lang);
      await page.goto('/');
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      const box = (await banner.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(phone.height * 0.2);
      await expect(banner.getByRole('button')).toHaveCount(2);
      for (const button of await banner.getByRole('button').all()) await expect(button).toBeInViewport({ ratio: 1 });
    });
  }
});

test('at 1280 px the product and campaign buttons stay in the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const product = pick(await listProducts(request), (item) => onSale(item));
  await page.goto(`/product/${product.product_id}`);
  const bar = page.getByRole('region', { name: 'Buy this product' });
  await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  await page.goto(`/fanza/${await onSaleCampaign(request)}`);
  const draws = page.getByRole('region', { name: 'Choose your draws' });
  await expect(draws.getByRole('button').first()).toBeVisible();
  expect(await draws.evaluate((element) => getComputedStyle(element).position)).toBe('static');
});
