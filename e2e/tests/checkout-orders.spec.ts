import { dataLayerEntries, expect, test } from '../support/fixtures';
import {
  listProducts,
  newMember,
  onSale,
  orderThroughApi,
  pick,
  productFacts,
  putInCart,
  startAs,
  type ListedProduct,
  type ProductFacts,
} from '../support/shopping';

const line = (page: import('@playwright/test').Page, product: { product_id: number }) =>
  page.locator(`[data-testid="cart-line"][data-product-id="${product.product_id}"]`);

/**
 * A product on sale in Taiwan whose whole stock one member may buy in one order. Looked for from the end of the
 * list, and with less stock than a member may buy, so no other spec (they pick from the start, within the
 * limit) sees it sold out under its feet.
 */
async function scarceProduct(request: import('@playwright/test').APIRequestContext): Promise<ProductFacts> {
  const candidates = (await listProducts(request))
    .filter((product) => onSale(product) && !product.is_adult && product.ships_from === 'TW' && product.sales_area.includes('TW'))
    .reverse();
  for (let start = 0; start < candidates.length; start += 20) {
    const facts = await Promise.all(
      candidates.slice(start, start + 20).map((product) => productFacts(request, product.product_id)),
    );
    const found = facts.find((product) => product.stock > 0 && product.stock < product.purchase_limit);
    if (found) return found;
  }
  throw new Error('no seeded product whose stock fits in one order');
}

test('a line another shopper bought out turns sold out in the cart, beside a pre-order, and can only be removed', async ({
  page,
  request,
}) => {
  const scarce = await scarceProduct(request);
  const preOrder = pick(
    await listProducts(request),
    (product) => product.availability === 'pre_order' && product.sales_area.includes('TW'),
    [scarce.product_id],
  );
  const member = await newMember(request);
  await putInCart(request, member.jwt, scarce.product_id, 1);
  await putInCart(request, member.jwt, preOrder.product_id, 1);
  // Another member buys every unit that is left.
  const other = await newMember(request);
  await orderThroughApi(request, other.jwt, [{ product_id: scarce.product_id, amount: scarce.stock }]);

  await startAs(page, member.jwt);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
  await page.goto('/cart');
  await expect(line(page, scarce).getByTestId('blocked-reason')).toHaveText('Sold out');
  await expect(page.getByTestId('cart-group-unavailable').getByTestId('cart-line')).toHaveCount(1);
  await expect(line(page, scarce).getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByTestId(`cart-group-preOrder-${preOrder.ships_from}`).getByTestId('cart-line')).toHaveCount(1);
  await line(page, scarce)
    .getByRole('button', { name: `Remove ${scarce.display_name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('cart-group-unavailable')).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('an order to Korea is refused until the customs code is valid; delivery and payment reach the dataLayer', async ({
  page,
  request,
}) => {
  const product = pick(
    await listProducts(request),
    (candidate: ListedProduct) => onSale(candidate) && candidate.ships_from === 'TW' && candidate.sales_area.includes('OVERSEAS'),
  );
  const member = await newMember(request);
  await putInCart(request, member.jwt, product.product_id, 1);
  await startAs(page, member.jwt);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"KR"'));
  const orders: number[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/v1/order') orders.push(1);
  });
  await page.goto('/cart');
  await line(page, product).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByLabel('Destination country or region')).toHaveValue('KR');
  await expect(page.getByTestId('import-tax-note')).toBeVisible();

  await page.getByRole('radio', { name: /^Overseas courier/ }).check();
  // Korea's address is typed as Korea writes it, in English for the courier.
  await page.getByLabel('Address line 1').fill('12 Teheran-ro');
  await page.getByLabel('City or town').fill('Seoul');
  await page.getByLabel('State, province or region').fill('Gangnam-gu');
  await page.getByLabel('Postal code').fill('06000');
  await page.getByLabel('Recipient name').fill('Kim Minji');
  await page.getByLabel('Country code').selectOption('82');
  await page.getByLabel('Mobile number').fill('1012345678');
  await page.getByRole('radio', { name: /^Credit card/ }).check();
  const customs = page.getByLabel('Personal Customs Clearance Code (PCCC)');
  await customs.fill('P12345');
  await page.getByRole('button', { name: /^Place order and pay/ }).click();
  await expect(page.getByText('The information you provided is incorrect. Please confirm and enter again')).toBeVisible();
  await expect(page.getByTestId('checkout-problem')).toHaveText('Please fill in the shipping information completely');
  expect(orders).toEqual([]);

  await customs.fill('P123456789012');
  // Delivery and payment were chosen, so their events are in the dataLayer before the order is placed (placing it
  // leaves the shop for the payment provider's card page).
  const events = (await dataLayerEntries(page)).filter((entry) => entry[0] === 'event');
  expect(events.find((entry) => entry[1] === 'add_shipping_info')?.[2]).toMatchObject({
    shipping_tier: 'overseas_courier',
    delivery_area: 'KR',
    items: [{ item_id: product.sku, quantity: 1 }],
  });
  expect(events.find((entry) => entry[1] === 'add_payment_info')?.[2]).toMatchObject({
    payment_type: 'credit_card',
    items: [{ item_id: product.sku, quantity: 1 }],
  });

  // The answer is read on its way to the page: the page navigates away as soon as it has it.
  let created: { data: { order: { customs: unknown } } } | undefined;
  await page.route('**/api/v1/order', async (route) => {
    const response = await route.fetch();
    if (response.status() === 200) created = await response.json();
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: /^Place order and pay/ }).click();
  await expect(page).toHaveURL(/\/dev\/payment\/card\//);
  expect(created?.data.order.customs).toEqual({ country_code: 'KR', id_number: 'P123456789012' });
});
