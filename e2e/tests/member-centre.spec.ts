import type { Locator, Page } from '@playwright/test';
import { expect, startSignedIn, test } from '../support/fixtures';
import { startSignedInAsNewMember } from '../support/members';

// The member centre as the seeded demo member uses it (api/README.md "Try the member centre"): orders in every
// status, kuji history, coupons in every status, and a code for every claim outcome. Other specs share the demo
// member, so what is asserted is what they cannot change: the seeded records, and refusals that stay refusals.

const inLanguage = (page: Page, lang: 'tw' | 'cn' | 'en') =>
  page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);

const statusesOf = (cards: Locator) => cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.status));

async function claim(page: Page, code: string, label = 'Discount code', button = 'Claim'): Promise<void> {
  await page.getByLabel(label).fill(code);
  await page.getByRole('button', { name: button, exact: true }).click();
}

test.describe('on a large screen', () => {
  test('the demo member opens the centre on their orders, a tab per status, and an order opens its record', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/member');
    await expect(page).toHaveURL(/\/member\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order record' })).toBeVisible();
    const side = page.getByTestId('member-side-menu');
    await expect(side.getByTestId('member-name')).toHaveText('展示會員');
    await expect(side.getByRole('link', { name: 'Order record' })).toHaveAttribute('aria-current', 'page');

    const tabs = page.getByRole('navigation', { name: 'Order status' });
    const cards = page.getByTestId('member-order');
    for (const [label, status] of [
      ['Order established', 'pending_activation'],
      ['Stock up', 'picking'],
      ['Shipped', 'shipped'],
      ['Completed', 'finished'],
      ['Canceled', 'canceled'],
    ] as const) {
      // With the keyboard: each tab is a link.
      await tabs.getByRole('link', { name: label }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/member/orders\\?status=${status}$`));
      await expect(tabs.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'true');
      // An established order not paid yet reads "Awaiting payment" (the seeded one, while its 30 minutes run).
      await expect(cards.first().getByTestId('order-status')).toHaveText(
        status === 'pending_activation' ? /^(Order established|Awaiting payment)$/ : label,
      );
      expect(new Set(await statusesOf(cards))).toEqual(new Set([status]));
      await expect(cards.first().getByTestId('member-order-amount')).toHaveText(/^NT\$[\d,]+$/);
    }

    // The shipped order's record, on the checkout's page: its tracking code.
    await tabs.getByRole('link', { name: 'Shipped' }).click();
    const shipped = cards.first();
    const number = await shipped.getByTestId('member-order-number').textContent();
    await shipped.getByRole('link').click();
    await expect(page).toHaveURL(/\/order-detail\?order_id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order record' })).toBeVisible();
    await expect(page.getByTestId('order-number')).toHaveText(number!);
    await expect(page.getByTestId('shipping-code')).toHaveText('TW123456789');

    // Back to the list, and the unpaid order: its record offers to pay again.
    await page.goBack();
    await tabs.getByRole('link', { name: 'Order established' }).click();
    const unpaid = cards.filter({ has: page.getByTestId('member-order-due') }).first();
    await expect(unpaid.getByTestId('member-order-due')).toContainText('Awaiting payment: pay by');
    // Pay now opens the record, which pays it again (or cancels it).
    await unpaid.getByRole('link', { name: 'Pay now' }).click();
    await expect(page.getByTestId('order-unpaid').getByRole('button', { name: 'Pay again' })).toBeVisible();
    await expect(page.getByTestId('order-unpaid').getByRole('button', { name: 'Cancel order' })).toBeVisible();
  });

  test('the kuji history shows the prizes won with where they are, the record and the draw show', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/member/fanza-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Kuji history' })).toBeVisible();
    await expect(page.getByTestId('member-side-menu').getByRole('link', { name: 'Kuji history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const catCafe = page.getByTestId('history-order').filter({ hasText: 'Cat Café Ichiban Kuji' });
    await expect(catCafe.getByTestId('order-status')).toHaveText('Paid');
    await expect(catCafe.getByTestId('history-amounts')).toContainText('2 draws × NT$300');
    await expect(catCafe.getByTestId('history-prize')).toHaveCount(2);
    await expect(catCafe.getByTestId('history-prize-shipping').first()).toHaveText(/^Shipped · Tracking no\. \S+/);
    await expect(catCafe.getByTestId('history-prize').first().locator('img')).toHaveAttribute('src', /\.webp$/);

    const starSea = page.getByTestId('history-order').filter({ hasText: 'Star Sea Voyagers Ichiban Kuji' });
    await expect(starSea.getByTestId('history-prize')).toHaveCount(3);
    await expect(starSea.getByTestId('history-prize-shipping').first()).toHaveText('In your prize box');
    // Nothing was opened in this browser: the draw show is offered.
    await expect(starSea.getByTestId('history-unopened')).toHaveText('3 tickets not opened yet');
    await starSea.getByRole('link', { name: /^Order details/ }).click();
    await expect(page).toHaveURL(/\/fanza\/order-detail\?order=\d+$/);
    await expect(page.getByTestId('kuji-order-record')).toBeVisible();
    await page.goBack();
    await starSea.getByRole('link', { name: /^Open your tickets/ }).click();
    await expect(page).toHaveURL(/\/fanza\/lottery\?order=\d+$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('the coupons: a tab per status with the seeded coupons, and every claim refusal in the API’s words', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/member/coupon-list');
    await expect(page.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible();
    const coupons = page.getByTestId('member-coupons');
    const tabs = page.getByRole('navigation', { name: 'Coupon status' });
    await expect(tabs.getByRole('link', { name: /^Available/ })).toHaveAttribute('aria-current', 'true');
    const freeShipping = coupons.locator('[data-code="FREESHIPTW"]');
    await expect(freeShipping).toContainText('Taiwan delivery treat');
    await expect(freeShipping).toContainText('Eligible shipping originTaiwan');
    await expect(freeShipping).toContainText('Minimum orderUnlimited amount');
    await expect(coupons.locator('[data-code="DEMOCLAIMED"]')).toBeVisible();
    await tabs.getByRole('link', { name: /^Used/ }).click();
    await expect(page).toHaveURL(/\?status=used$/);
    await expect(coupons.locator('[data-code="THANKYOU150"]')).toContainText('Minimum orderNT$1,000');
    await tabs.getByRole('link', { name: /^Expired/ }).click();
    await expect(coupons.locator('[data-code="EXPIRED50"]')).toContainText('Expired');

    const field = page.getByLabel('Discount code');
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter the discount code');
    for (const [code, message] of [
      ['NOSUCHCODE', 'Invalid or incorrect code'],
      ['expired50', 'This code has expired'],
      ['DEMOCLAIMED', "You've already claimed this code"],
      ['LIMITED1', 'Claim limit reached for this code'],
    ]) {
      // Typed and sent with Enter, as a keyboard user would.
      await field.fill(code!);
      await field.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(message!);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
  });

  test('a new member claims a code: successfully received, in the list at once; the same code again is refused', async ({
    page,
    request,
  }) => {
    await startSignedInAsNewMember(page, request);
    await page.goto('/member/coupon-list');
    await expect(page.getByTestId('empty-state')).toContainText('You have no coupons to use now.');
    await claim(page, 'any50');
    // The toast, then the line under the form that stays.
    await expect(page.getByText('Successfully received', { exact: true })).toBeVisible();
    await expect(page.getByTestId('coupon-outcome')).toHaveText(
      'Successfully received: “Everyday treat” is now in your coupons.',
    );
    const claimed = page.getByTestId('member-coupons').locator('[data-code="ANY50"]');
    await expect(claimed).toContainText('Everyday treat');
    await expect(claimed).toContainText('Minimum orderUnlimited amount');
    await expect(page.getByRole('navigation', { name: 'Coupon status' }).getByRole('link', { name: /^Available/ })).toHaveText(
      'Available1',
    );
    await expect(page.getByLabel('Discount code')).toHaveValue('');

    await claim(page, 'ANY50');
    await expect(page.getByRole('alert')).toHaveText("You've already claimed this code");
    // After a reload the API lists it too.
    await page.reload();
    await expect(page.getByTestId('member-coupons').locator('[data-code="ANY50"]')).toBeVisible();
  });
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('/member is the menu, and each page has a way back to it', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/member');
    const home = page.getByTestId('member-home');
    await expect(home.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
    await expect(home.getByTestId('member-name')).toHaveText('展示會員');
    await expect(home.getByTestId('avatar')).toBeVisible();
    await expect(home.getByTestId('member-link')).toHaveText([
      'Order record',
      'Kuji history',
      'Prize box',
      'My coupons',
      'Edit profile',
      'Change password',
    ]);
    await expect(home.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByTestId('member-side-menu')).toBeHidden();

    await home.getByRole('link', { name: 'My coupons' }).click();
    await expect(page).toHaveURL(/\/member\/coupon-list$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to member centre' }).click();
    await expect(page).toHaveURL(/\/member$/);
    await home.getByRole('link', { name: 'Kuji history' }).click();
    await expect(page.getByTestId('history-order').first()).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

const languages = [
  {
    lang: 'tw',
    orders: '訂單紀錄',
    tabs: ['全部', '訂單成立', '備貨中', '退款申請中', '已出貨', '已完成', '已取消'],
    awaiting: '待付款',
    coupons: '我的優惠券',
    label: '折扣碼',
    button: '領取',
    invalid: '無效或錯誤的序號',
  },
  {
    lang: 'cn',
    orders: '订单记录',
    tabs: ['全部', '订单成立', '备货中', '退款申请中', '已发货', '已完成', '已取消'],
    awaiting: '待付款',
    coupons: '我的优惠券',
    label: '折扣码',
    button: '领取',
    invalid: '无效或错误的序号',
  },
  {
    lang: 'en',
    orders: 'Order record',
    tabs: ['All', 'Order established', 'Stock up', 'Refund requested', 'Shipped', 'Completed', 'Canceled'],
    awaiting: 'Awaiting payment',
    coupons: 'My coupons',
    label: 'Discount code',
    button: 'Claim',
    invalid: 'Invalid or incorrect code',
  },
] as const;

for (const text of languages) {
  test(`the member centre speaks ${text.lang}: titles, status tabs and the API's claim messages`, async ({ page }) => {
    await inLanguage(page, text.lang);
    await startSignedIn(page);
    await page.goto('/member/orders');
    await expect(page.getByRole('heading', { level: 1, name: text.orders })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${text.orders} \\|`));
    await expect(page.getByTestId('status-tab')).toHaveText([...text.tabs]);
    await expect(page.getByTestId('member-order').first().getByTestId('order-status')).toHaveText(
      new RegExp(`^(${[...text.tabs.slice(1), text.awaiting].join('|')})$`),
    );
    await page.getByTestId('member-side-menu').getByRole('link', { name: text.coupons }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.coupons })).toBeVisible();
    await claim(page, 'NOSUCHCODE', text.label, text.button);
    await expect(page.getByRole('alert')).toHaveText(text.invalid);
  });
}
