import type { Page } from '@playwright/test';
import { dataLayerEntries, expect, test } from '../support/fixtures';
import { mailboxOf } from '../support/members';
import {
  listProducts,
  memberAtCheckoutWithCoupon,
  newMember,
  onSaleInTaiwan,
  payOnCardPage,
  pick,
  putInCart,
  startAs,
} from '../support/shopping';

// Payment flows through the API's sandbox gateway (hosted card page with 3-D Secure, WeChat Pay / Alipay "phone").
// A paid order stays "Order established" until the shop starts picking it; its record shows when it was paid.

const eventsNamed = async (page: Page, name: string) =>
  (await dataLayerEntries(page)).filter((entry) => entry[0] === 'event' && entry[1] === name);

/** Fills the checkout for Taiwan store pickup at the first 7-ELEVEN, with a recipient, and picks `method`. */
async function fillStorePickup(page: Page, method: RegExp, guestEmail?: string) {
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  if (guestEmail) await page.getByLabel('E-mail', { exact: true }).fill(guestEmail);
  await page.getByLabel('Destination country or region').selectOption('TW');
  await page.getByRole('radio', { name: /^Convenience store pickup/ }).check();
  await page.getByLabel('Store chain').selectOption('711');
  await page.getByTestId('cvs-stores').getByRole('radio').first().check();
  await page.getByLabel('Recipient name').fill('王小明');
  await page.getByLabel('Mobile number').fill('912345678');
  // A visitor's contact e-mail is the recipient's: one field, not two.
  if (guestEmail) await expect(page.getByLabel('Recipient e-mail')).toHaveCount(0);
  await page.getByRole('radio', { name: method }).check();
}

test('a member buys two items with a coupon by card through 3-D Secure, sees the result and the record', async ({
  page,
  request,
}) => {
  // Checkout, the card page and its 3-D Secure step, the record, then two mails through the outbox.
  test.setTimeout(60_000);
  const member = await memberAtCheckoutWithCoupon(page, request);

  await expect(page.getByLabel('Recipient e-mail')).toHaveValue(member.email);
  await page.getByRole('radio', { name: /^Home delivery/ }).check();
  // Taiwan's postal code picks city and district, named as Chunghwa Post writes them in English.
  await page.getByLabel('Postal code').fill('106');
  await expect(page.getByLabel('County or city')).toHaveValue('TPE');
  await expect(page.getByLabel('Area')).toHaveValue('106');
  await expect(page.getByLabel('Area').locator('option:checked')).toHaveText("Da'an Dist.");
  await page.getByLabel('Detailed address').fill('羅斯福路四段1號');
  await page.getByLabel('Recipient name').fill('王小明');
  await page.getByLabel('Mobile number').fill('912345678');
  // A coupon is taken once the API has priced it, so the radio turns checked after that answer, not at the click.
  const welcome = page.getByTestId('checkout-coupon').getByRole('radio', { name: /Welcome gift/ });
  await welcome.click();
  await expect(page.getByTestId('coupon-outcome')).toHaveText('Coupon applied successfully');
  await expect(welcome).toBeChecked();
  await expect(page.getByTestId('checkout-discount')).toHaveText('−NT$100');
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  const total = (await page.getByTestId('checkout-total').textContent())!;
  await page.getByRole('button', { name: /^Place order and pay/ }).click();

  // The sandbox's hosted card page, then its 3-D Secure step.
  await payOnCardPage(page, '4000 0000 0000 3220');
  await expect(page).toHaveURL(/\/3ds$/);
  await page.getByLabel('Verification code').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/result\?order_id=\d+&purchase_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!;
  const [purchase] = await eventsNamed(page, 'purchase');
  expect(purchase?.[2]).toMatchObject({ transaction_id: number, coupon: 'WELCOME100', currency: 'TWD' });
  expect(`NT$${(purchase?.[2] as { value: number }).value.toLocaleString('en-US')}`).toBe(total);
  expect((purchase?.[2] as { items: unknown[] }).items).toHaveLength(2);
  // Not again on a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  expect(await eventsNamed(page, 'purchase')).toEqual([]);

  await page.getByRole('link', { name: 'View the order record' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Order established');
  await expect(page.getByTestId('order-payment')).toContainText('Credit card');
  await expect(page.getByTestId('order-payment')).not.toContainText('Not paid');
  await expect(page.getByTestId('order-number')).toHaveText(number);
  await expect(page.getByTestId('order-amounts')).toContainText('(WELCOME100)');
  await expect(page.getByTestId('order-products').getByTestId('order-line')).toHaveCount(2);
  // The address as Chunghwa Post writes it in English, on the English record.
  await expect(page.getByTestId('order-address')).toContainText("Da'an Dist., Taipei City 106");
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  // Its steps on the record, and a mail for each in the member's mailbox (the outbox sends them after each commit).
  await expect(page.getByTestId('order-timeline').getByRole('listitem')).toHaveText([/^Order placed/, /^Paid/]);
  await expect
    .poll(async () => (await mailboxOf(request, member.email)).filter((mail) => mail.subject.includes(number)).length, {
      timeout: 20_000,
    })
    .toBe(2);
});

test('a guest buys with store pickup and WeChat Pay: paid on the phone page, the QR tab turns to success by itself', async ({
  page,
  context,
  request,
}) => {
  const product = pick(await listProducts(request), onSaleInTaiwan);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
  await page.goto(`/product/${product.product_id}`);
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillStorePickup(page, /^WeChat Pay/, `guest-${Date.now()}@example.com`);
  await page.getByRole('button', { name: /^Place order and pay/ }).click();

  const qr = page.getByTestId('qr-payment');
  await expect(qr.getByRole('heading', { name: 'Pay with WeChat Pay' })).toBeVisible();
  await expect(qr.getByRole('img', { name: 'WeChat Pay payment QR code' })).toBeVisible();
  // A reload keeps the QR code (session storage).
  await page.reload();
  await expect(qr.getByRole('img', { name: 'WeChat Pay payment QR code' })).toBeVisible();
  const scanned = await qr.locator('[data-qr-text]').getAttribute('data-qr-text');

  // The "phone": the sandbox's scanner page in a second tab.
  const phone = await context.newPage();
  await phone.goto(`/dev/payment/phone?scan=${encodeURIComponent(scanned!)}`);
  await phone.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
  expect(page.url()).toMatch(/\/result\?order_id=\d+&token=/);
  await expect(page.getByText('Thank you! The order and a link to its record were sent to your e-mail.')).toBeVisible();
  await page.getByRole('link', { name: 'View the order record' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Order established');
  await expect(page.getByTestId('order-payment')).toContainText('WeChat Pay');
  await expect(page.getByTestId('order-payment')).not.toContainText('Not paid');
  await expect(page.getByTestId('order-delivery')).toContainText('7-ELEVEN');
});

test('an Alipay payment canceled on the phone ends in a failed result, and paying again shows a new code', async ({
  page,
  context,
  request,
}) => {
  const product = pick(await listProducts(request), onSaleInTaiwan);
  const member = await newMember(request);
  await putInCart(request, member.jwt, product.product_id);
  await startAs(page, member.jwt);
  await page.addInitScript((id) => {
    sessionStorage.setItem('deliveryCountry', '"TW"');
    sessionStorage.setItem('selectedList', JSON.stringify([{ product_id: id, amount: 1 }]));
  }, product.product_id);
  await page.goto('/checkout');
  await fillStorePickup(page, /^Alipay/);
  await page.getByRole('button', { name: /^Place order and pay/ }).click();
  const qr = page.getByTestId('qr-payment');
  await expect(qr.getByRole('heading', { name: 'Pay with Alipay' })).toBeVisible();
  const firstCode = await qr.locator('[data-qr-text]').getAttribute('data-qr-text');

  const phone = await context.newPage();
  await phone.goto(`/dev/payment/phone?scan=${encodeURIComponent(firstCode!)}`);
  await phone.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('result-reason')).toHaveText('The payment was canceled.');
  await expect(page.getByRole('radio', { name: 'Alipay' })).toBeChecked();
  await page.getByRole('button', { name: 'Pay again' }).click();
  await expect(qr.getByRole('heading', { name: 'Pay with Alipay' })).toBeVisible();
  expect(await qr.locator('[data-qr-text]').getAttribute('data-qr-text')).not.toBe(firstCode);

  await phone.goto(
    `/dev/payment/phone?scan=${encodeURIComponent((await qr.locator('[data-qr-text]').getAttribute('data-qr-text'))!)}`,
  );
  await phone.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
});
