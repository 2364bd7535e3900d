import type { APIRequestContext, Page } from '@playwright/test';
import { dataLayerEntries, expect, test } from '../support/fixtures';
import { listProducts, newMember, onSale, productFacts, putInCart, startAs, type ListedProduct } from '../support/shopping';

// A shopper's whole purchase: a single-checkout item bought alone, the checkout in Chinese on a phone, and the
// analytics events of a member's purchase. Orders are paid by card on the sandbox's card page (success card).

/** The labels this spec reads, in the language the page shows (mf-checkout/src/i18n, the sandbox's texts.ts). */
const labels = {
  en: {
    heading: 'Checkout',
    country: 'Destination country or region',
    cvs: /^Convenience store pickup/,
    chain: 'Store chain',
    /** The first 7-ELEVEN (in Taipei's 中正區), named and addressed in the page's language. */
    store: /^7-ELEVEN [A-Za-z' ]+ Store.*Taipei City 100$/,
    name: 'Recipient name',
    phoneCode: 'Country code',
    mobile: 'Mobile number',
    card: /^Credit card/,
    place: /^Place order and pay/,
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    pay: /^Pay/,
    paid: 'Payment successful',
    paidNote: 'Thank you! Your order is being prepared; you can follow it in its record.',
  },
  tw: {
    heading: '結帳',
    country: '寄送國家或地區',
    cvs: /^超商取貨/,
    chain: '超商',
    /** The first 7-ELEVEN (in Taipei's 中正區), named and addressed in the page's language. */
    store: /^7-ELEVEN \S+門市 臺北市中正區/,
    name: '收件人姓名',
    phoneCode: '國碼',
    mobile: '手機號碼',
    card: /^信用卡/,
    place: /^送出訂單並付款/,
    cardNumber: '卡號',
    expiry: '有效期限（MM/YY）',
    cvc: '安全碼',
    pay: /^付款/,
    paid: '付款成功',
    paidNote: '感謝您的購買！訂單備貨中，可在訂單紀錄中查看進度。',
  },
  cn: {
    heading: '结账',
    country: '寄送国家或地区',
    cvs: /^便利店取货/,
    chain: '便利店',
    /** The first 7-ELEVEN (in Taipei's 中正區), named and addressed in the page's language. */
    store: /^7-ELEVEN \S+门市 台北市中正区/,
    name: '收件人姓名',
    phoneCode: '国家代码',
    mobile: '手机号码',
    card: /^信用卡/,
    place: /^提交订单并付款/,
    cardNumber: '卡号',
    expiry: '有效期（MM/YY）',
    cvc: '安全码',
    pay: /^付款/,
    paid: '付款成功',
    paidNote: '感谢您的购买！订单备货中，可在订单记录中查看进度。',
  },
} as const;
type Lang = keyof typeof labels;

const line = (page: Page, product: ListedProduct) =>
  page.locator(`[data-testid="cart-line"][data-product-id="${product.product_id}"]`);
const soldInTaiwan = (product: ListedProduct) =>
  onSale(product) && product.ships_from === 'TW' && product.sales_area.includes('TW');
const twd = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
const eventNamed = async (page: Page, name: string) =>
  (await dataLayerEntries(page)).find((entry) => entry[0] === 'event' && entry[1] === name)?.[2];

/**
 * Products sold in Taiwan, each test its own, from further down the list than the other checkout specs look (they
 * take the first ones), and with stock for a full purchase-limit order besides ours, so a spec buying one of them
 * side by side with this one never finds it sold out (nor this one).
 */
async function taiwanProducts(request: APIRequestContext, from: number, count: number, test = soldInTaiwan) {
  const candidates = (await listProducts(request)).filter((product) => !product.is_adult && test(product)).slice(from);
  const chosen: ListedProduct[] = [];
  for (const product of candidates) {
    const facts = await productFacts(request, product.product_id);
    if (facts.stock >= facts.purchase_limit + 2) chosen.push(product);
    if (chosen.length === count) return chosen;
  }
  throw new Error('not enough seeded products for this spec');
}

/** Store pickup in Taiwan at the first 7-ELEVEN, with a recipient, paid by card: the checkout as `lang` shows it. */
async function fillStorePickupByCard(page: Page, lang: Lang) {
  const text = labels[lang];
  await expect(page.getByTestId('checkout-form')).toBeVisible();
  await page.getByLabel(text.country).selectOption('TW');
  await page.getByRole('radio', { name: text.cvs }).check();
  await page.getByLabel(text.chain, { exact: true }).selectOption('711');
  await expect(page.getByTestId('cvs-stores').getByRole('radio').first()).toHaveAccessibleName(text.store);
  await page.getByTestId('cvs-stores').getByRole('radio').first().check();
  await page.getByLabel(text.name).fill('王小明');
  await page.getByLabel(text.phoneCode).selectOption('886');
  await page.getByLabel(text.mobile).fill('912345678');
  await page.getByRole('radio', { name: text.card }).check();
}

/** Places the order and pays on the sandbox's card page with the card that always succeeds. */
async function placeAndPayByCard(page: Page, lang: Lang) {
  const text = labels[lang];
  await page.getByRole('button', { name: text.place }).click();
  await expect(page).toHaveURL(/\/dev\/payment\/card\//);
  await page.getByLabel(text.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(text.expiry).fill('12/30');
  await page.getByLabel(text.cvc).fill('123');
  await page.getByRole('button', { name: text.pay }).click();
  await expect(page).toHaveURL(/\/result\?order_id=\d+&purchase_id=/);
  await expect(page.getByRole('heading', { level: 1, name: text.paid })).toBeVisible();
}

test('a single-checkout item cannot join another in the cart; bought alone, it is ordered and paid', async ({
  page,
  request,
}) => {
  // Not the first single-checkout product: the catalogue's spec shows that one's page.
  const [single] = await taiwanProducts(
    request,
    1,
    1,
    (p) => p.availability === 'available' && p.is_single_checkout && p.ships_from === 'TW' && p.sales_area.includes('TW'),
  );
  const [other] = await taiwanProducts(request, 10, 1);
  const member = await newMember(request);
  await putInCart(request, member.jwt, single!.product_id);
  await putInCart(request, member.jwt, other!.product_id);
  await startAs(page, member.jwt);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
  await page.goto('/cart');
  await expect(line(page, single!)).toContainText('Purchased separately');

  await line(page, other!).getByRole('checkbox').check();
  await line(page, single!).getByRole('checkbox').click();
  await expect(page.getByTestId('cart-notice')).toContainText('This item must be purchased separately');
  await expect(line(page, single!).getByRole('checkbox')).not.toBeChecked();
  await expect(line(page, other!).getByRole('checkbox')).toBeChecked();

  await line(page, other!).getByRole('checkbox').uncheck();
  await line(page, single!).getByRole('checkbox').check();
  await expect(page.getByTestId('cart-summary')).toContainText('1 item selected');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await fillStorePickupByCard(page, 'en');
  await placeAndPayByCard(page, 'en');

  await page.getByRole('link', { name: 'View the order record' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Order established');
  const lines = page.getByTestId('order-products').getByTestId('order-line');
  await expect(lines).toHaveCount(1);
  await expect(lines).toContainText(single!.display_name);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [lang, from] of [
    ['tw', 11],
    ['cn', 12],
  ] as const) {
    test(`a member checks out and pays in ${lang}, and the checkout fits 375 px`, async ({ page, request }) => {
      const [item] = await taiwanProducts(request, from, 1);
      const member = await newMember(request);
      await putInCart(request, member.jwt, item!.product_id);
      await startAs(page, member.jwt, lang);
      await page.addInitScript((id) => {
        sessionStorage.setItem('deliveryCountry', '"TW"');
        sessionStorage.setItem('selectedList', JSON.stringify([{ product_id: id, amount: 1 }]));
      }, item!.product_id);
      await page.goto('/checkout');
      const text = labels[lang];
      await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
      await fillStorePickupByCard(page, lang);
      await expect(page.getByRole('button', { name: text.place })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await placeAndPayByCard(page, lang);
      await expect(page.getByText(text.paidNote)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

test("a member's purchase leaves each step's analytics event with the order's values", async ({ page, request }) => {
  const [kept, removed] = await taiwanProducts(request, 13, 2);
  const member = await newMember(request);
  await putInCart(request, member.jwt, kept!.product_id);
  await putInCart(request, member.jwt, removed!.product_id);
  await startAs(page, member.jwt);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
  await page.goto('/cart');

  // Removing a line reports what left the cart and its value.
  const removedTotal = twd(await line(page, removed!).getByTestId('line-total').textContent());
  await line(page, removed!)
    .getByRole('button', { name: `Remove ${removed!.display_name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(line(page, removed!)).toHaveCount(0);
  expect(await eventNamed(page, 'remove_from_cart')).toMatchObject({
    currency: 'TWD',
    value: removedTotal,
    items: [{ item_id: removed!.sku, quantity: 1 }],
  });

  await line(page, kept!).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillStorePickupByCard(page, 'en');
  const subtotal = twd(await page.getByTestId('checkout-subtotal').textContent());
  const shipping = twd(await page.getByTestId('checkout-shipping').textContent());
  const total = twd(await page.getByTestId('checkout-total').textContent());
  const items = [{ item_id: kept!.sku, quantity: 1 }];
  expect(await eventNamed(page, 'begin_checkout')).toMatchObject({ currency: 'TWD', value: subtotal, coupon: null, items });
  expect(await eventNamed(page, 'add_shipping_info')).toMatchObject({
    value: subtotal,
    shipping_tier: 'cvs',
    delivery_area: 'TW',
    items,
  });
  expect(await eventNamed(page, 'add_payment_info')).toMatchObject({ value: subtotal, payment_type: 'credit_card', items });

  await placeAndPayByCard(page, 'en');
  const number = await page.getByTestId('order-number').textContent();
  expect(await eventNamed(page, 'purchase')).toEqual({
    transaction_id: number,
    currency: 'TWD',
    value: total,
    shipping,
    coupon: null,
    items: [expect.objectContaining({ item_id: kept!.sku, quantity: 1, price: subtotal })],
  });
});
