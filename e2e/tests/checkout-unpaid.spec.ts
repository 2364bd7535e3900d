import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerMember } from '../support/members';
import { listProducts, memberAtCheckoutWithCoupon, onSale, pick } from '../support/shopping';

// An order left unpaid (Back on the card page) is where the shopper looks, to pay or cancel; and a visitor's
// Add to cart is in the cart after signing in.

const api = (path: string) => `/api/v1/${path}`;
const couponStatus = async (request: APIRequestContext, jwt: string, code: string) => {
  const response = await request.get(api('coupon'), { headers: { authorization: `Bearer ${jwt}` } });
  const { data } = (await response.json()) as { data: { code: string; status: string }[] };
  return data.find((coupon) => coupon.code === code)?.status;
};

async function fillHomeDelivery(page: Page) {
  await page.getByRole('radio', { name: /^Home delivery/ }).check();
  // Taiwan's postal code picks city and district.
  await page.getByLabel('Postal code').fill('106');
  await expect(page.getByLabel('Area')).not.toHaveValue('');
  await page.getByLabel('Detailed address').fill('羅斯福路四段1號');
  await page.getByLabel('Recipient name').fill('王小明');
  await page.getByLabel('Mobile number').fill('912345678');
}

test('Back on the card page: cart and checkout offer the unpaid order; Cancel gives items and coupon back', async ({
  page,
  request,
}) => {
  const member = await memberAtCheckoutWithCoupon(page, request);
  await fillHomeDelivery(page);
  await page
    .getByTestId('checkout-coupon')
    .getByRole('radio', { name: /Welcome gift/ })
    .click();
  await expect(page.getByTestId('coupon-outcome')).toHaveText('Coupon applied successfully');
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  await page.getByRole('button', { name: /^Place order and pay/ }).click();
  await expect(page).toHaveURL(/\/dev\/payment\/card\//);
  expect(await couponStatus(request, member.jwt, 'WELCOME100')).toBe('used');

  // Back: checkout has nothing left to check out, but says which order waits for its payment.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  const pending = page.getByTestId('pending-order');
  await expect(pending).toContainText('Unpaid order');
  await expect(pending.getByRole('button', { name: 'Pay now' })).toBeVisible();

  // The cart, emptied by the order, offers it too; canceling it puts both lines back, chosen for checkout.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await page.getByTestId('pending-order').getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Its items go back to your cart and its coupon can be used again.');
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByTestId('toasts')).toContainText('its items are back in your cart');
  await expect(page.getByTestId('pending-order')).toHaveCount(0);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-summary')).toContainText('2 items selected');
  expect(await couponStatus(request, member.jwt, 'WELCOME100')).toBe('available');

  // The order list says how it ended.
  await page.goto('/member/orders');
  await expect(page.getByTestId('member-order').first().getByTestId('order-status')).toHaveText('Canceled');
});

test("a visitor's Add to cart signs in, comes back to the product and finds it in the cart", async ({ page, request }) => {
  const products = await listProducts(request);
  const product = pick(products, (p) => onSale(p) && p.sales_area.includes('TW'));
  const member = await registerMember(request);
  await page.goto(`/product/${product.product_id}`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${product.product_id}$`));
  await expect(page.getByTestId('toasts')).toContainText('Added to cart');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});
