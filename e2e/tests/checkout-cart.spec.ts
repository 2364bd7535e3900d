import { dataLayerEntries, expect, test } from '../support/fixtures';
import { listProducts, newMember, onSale, pick, putInCart, startAs, type ListedProduct } from '../support/shopping';

const everywhere = (product: ListedProduct) => ['TW', 'CN', 'OVERSEAS'].every((area) => product.sales_area.includes(area));
const line = (page: import('@playwright/test').Page, product: ListedProduct) =>
  page.locator(`[data-testid="cart-line"][data-product-id="${product.product_id}"]`);

test('a cart groups its lines: Taiwan, China, pre-orders; one origin and kind per checkout', async ({ page, request }) => {
  const products = await listProducts(request);
  const taken: number[] = [];
  const take = (test: (product: ListedProduct) => boolean) => {
    const product = pick(products, test, taken);
    taken.push(product.product_id);
    return product;
  };
  const taiwanA = take((product) => onSale(product) && product.ships_from === 'TW' && product.sales_area.includes('TW'));
  const taiwanB = take((product) => onSale(product) && product.ships_from === 'TW' && product.sales_area.includes('TW'));
  const china = take((product) => onSale(product) && product.ships_from === 'CN' && product.sales_area.includes('TW'));
  const preOrder = take(
    (product) => product.availability === 'pre_order' && !product.is_single_checkout && product.sales_area.includes('TW'),
  );
  const member = await newMember(request);
  for (const product of [taiwanA, taiwanB, china, preOrder]) await putInCart(request, member.jwt, product.product_id);
  await startAs(page, member.jwt);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
  await page.goto('/cart');

  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('4');
  const taiwanGroup = page.getByTestId('cart-group-inStock-TW');
  await expect(taiwanGroup.getByRole('heading', { name: 'Ships from Taiwan' })).toBeVisible();
  await expect(taiwanGroup.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-group-inStock-CN').getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId(`cart-group-preOrder-${preOrder.ships_from}`).getByTestId('cart-line')).toHaveCount(1);

  // One origin per order.
  await line(page, taiwanA).getByRole('checkbox').check();
  await line(page, china).getByRole('checkbox').click();
  await expect(page.getByTestId('cart-notice')).toContainText(
    'Items shipping from Taiwan and from China are checked out separately',
  );
  await expect(line(page, china).getByRole('checkbox')).not.toBeChecked();
  // Pre-orders apart from items in stock (the pre-order ships from Taiwan or China: either rule refuses it).
  await line(page, preOrder).getByRole('checkbox').click();
  await expect(line(page, preOrder).getByRole('checkbox')).not.toBeChecked();

  await taiwanGroup.getByRole('checkbox', { name: 'Select all: Ships from Taiwan' }).check();
  await expect(line(page, taiwanB).getByRole('checkbox')).toBeChecked();
  await expect(page.getByTestId('cart-summary')).toContainText('2 items selected · Ships from Taiwan');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectedList') ?? '[]'))).toEqual([
    { product_id: taiwanA.product_id, amount: 1 },
    { product_id: taiwanB.product_id, amount: 1 },
  ]);
  const beginCheckout = (await dataLayerEntries(page)).find((entry) => entry[0] === 'event' && entry[1] === 'begin_checkout');
  expect(beginCheckout?.[2]).toMatchObject({
    currency: 'TWD',
    items: [
      { item_id: taiwanA.sku, quantity: 1, index: 0 },
      { item_id: taiwanB.sku, quantity: 1, index: 1 },
    ],
  });
});

test('a line not sold where the order goes can only be removed; quantities follow the header', async ({ page, request }) => {
  const products = await listProducts(request);
  const taiwanOnly = pick(products, (product) => onSale(product) && product.sales_area.join() === 'TW');
  const anywhere = pick(products, (product) => onSale(product) && product.ships_from === 'TW' && everywhere(product), [
    taiwanOnly.product_id,
  ]);
  const member = await newMember(request);
  await putInCart(request, member.jwt, taiwanOnly.product_id);
  await putInCart(request, member.jwt, anywhere.product_id);
  await startAs(page, member.jwt);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.getByLabel('Deliver to').selectOption('JP');
  const unavailable = page.getByTestId('cart-group-unavailable');
  await expect(unavailable.getByTestId('cart-line')).toHaveCount(1);
  await expect(line(page, taiwanOnly).getByTestId('blocked-reason')).toHaveText('Not sold in your area');
  await expect(line(page, taiwanOnly).getByRole('checkbox')).toHaveCount(0);
  await expect(line(page, taiwanOnly).getByRole('spinbutton')).toHaveCount(0);

  await line(page, taiwanOnly)
    .getByRole('button', { name: `Remove ${taiwanOnly.display_name}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Remove ${taiwanOnly.display_name} from your cart?`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(unavailable).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const removed = (await dataLayerEntries(page)).find((entry) => entry[0] === 'event' && entry[1] === 'remove_from_cart');
  expect(removed?.[2]).toMatchObject({ items: [{ item_id: taiwanOnly.sku, quantity: 1 }] });

  await line(page, anywhere).getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(line(page, anywhere).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
});

test('an empty cart leads back to the catalogue', async ({ page, request }) => {
  const member = await newMember(request);
  await startAs(page, member.jwt);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/product-list\/all$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const [lang, heading, group, checkout] of [
    ['tw', '購物車', '台灣出貨', '去結帳'],
    ['cn', '购物车', '台湾发货', '去结账'],
    ['en', 'Cart', 'Ships from Taiwan', 'Checkout'],
  ] as const) {
    test(`the cart fits 375 px in ${lang}`, async ({ page, request }) => {
      const products = await listProducts(request);
      const item = pick(products, (product) => onSale(product) && product.ships_from === 'TW' && everywhere(product));
      const member = await newMember(request);
      await putInCart(request, member.jwt, item.product_id, 1);
      await startAs(page, member.jwt, lang);
      await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
      await page.goto('/cart');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('cart-group-inStock-TW').getByRole('heading', { name: group })).toBeVisible();
      await line(page, item).getByRole('checkbox').check();
      const button = page.getByRole('button', { name: checkout });
      await expect(button).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});
