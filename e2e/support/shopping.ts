import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { shopUrl } from './fixtures';
import { registerMember } from './members';

/** What the specs read of a product in a list (ProductSummary). */
export interface ListedProduct {
  product_id: number;
  sku: string;
  display_name: string;
  availability: 'available' | 'pre_order' | 'sold_out' | 'unavailable';
  is_single_checkout: boolean;
  is_adult: boolean;
  ships_from: 'TW' | 'CN';
  sales_area: string[];
  selling_price: number | null;
  marked_price: number;
}

const api = (path: string) => `${shopUrl()}/api/v1/${path}`;

/** Seeded products (English names), the first 300 of the catalogue, for specs to pick from. */
export async function listProducts(request: APIRequestContext): Promise<ListedProduct[]> {
  const pages = await Promise.all(
    [1, 2, 3].map(async (page) => {
      const response = await request.get(api(`product?page=${page}&page_size=100`), { headers: { locale: 'en' } });
      return ((await response.json()) as { data: ListedProduct[] }).data;
    }),
  );
  return pages.flat();
}

/** The first product matching `test` that is not adult (no age gate in the way) and not already picked. */
export function pick(products: ListedProduct[], test: (product: ListedProduct) => boolean, taken: number[] = []): ListedProduct {
  const found = products.find((product) => !product.is_adult && !taken.includes(product.product_id) && test(product));
  if (!found) throw new Error('no seeded product fits this spec');
  return found;
}

/**
 * A design sold in sizes (T-shirts, hoodies: decision 010) is listed, but bought as one of its sizes, never as
 * itself; a list's card does not say which it is, its English name does.
 */
const soldInSizes = (product: ListedProduct) => /\b(t-shirt|hoodie)\b/i.test(product.display_name);

export const onSale = (product: ListedProduct) =>
  product.availability === 'available' && !product.is_single_checkout && !soldInSizes(product);

/** On sale, shipped from Taiwan and sold there: delivered at home or to a store without customs. */
export const onSaleInTaiwan = (product: ListedProduct) =>
  onSale(product) && product.ships_from === 'TW' && product.sales_area.includes('TW');

/** A member registered just now (so their cart is theirs alone), with a session token. */
export async function newMember(request: APIRequestContext): Promise<{ email: string; jwt: string }> {
  const member = await registerMember(request);
  const response = await request.post(api('account/login'), { data: member });
  const { data } = (await response.json()) as { data: { jwt: string } };
  return { email: member.email, jwt: data.jwt };
}

/** Puts `amount` of a product in the member's cart through the API. */
export async function putInCart(request: APIRequestContext, jwt: string, productId: number, amount = 1): Promise<void> {
  const response = await request.post(api('cart'), {
    headers: { authorization: `Bearer ${jwt}` },
    data: { product_id: productId, update_amount: amount },
  });
  if (!response.ok()) throw new Error(`POST cart ${productId} × ${amount}: HTTP ${response.status()} ${await response.text()}`);
}

/** On the sandbox gateway's hosted card page: a card (one that pays at once by default) and Pay. */
export async function payOnCardPage(page: Page, cardNumber = '4242 4242 4242 4242'): Promise<void> {
  await expect(page).toHaveURL(/\/dev\/payment\/card\//);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** Opens the shop signed in with `jwt`, the way the shell keeps a session, and in `lang` when given. */
export async function startAs(page: Page, jwt: string, lang?: 'tw' | 'cn' | 'en'): Promise<void> {
  await page.addInitScript(
    ([token, locale]) => {
      localStorage.setItem('jwt', token!);
      localStorage.setItem('userAuthorized', 'true');
      if (locale) localStorage.setItem('lang', locale);
    },
    [jwt, lang ?? ''],
  );
}

/**
 * A new member with the WELCOME100 coupon claimed and two items shipped from Taiwan in the cart, both taken to
 * the checkout with Taiwan as the destination: where the card and unpaid-order specs start.
 */
export async function memberAtCheckoutWithCoupon(
  page: Page,
  request: APIRequestContext,
): Promise<{ email: string; jwt: string }> {
  const products = await listProducts(request);
  const first = pick(products, onSaleInTaiwan);
  const second = pick(products, onSaleInTaiwan, [first.product_id]);
  const member = await newMember(request);
  const claimed = await request.post(api('coupon'), {
    headers: { authorization: `Bearer ${member.jwt}` },
    data: { code: 'WELCOME100' },
  });
  if (!claimed.ok()) throw new Error(`POST coupon WELCOME100: HTTP ${claimed.status()} ${await claimed.text()}`);
  await putInCart(request, member.jwt, first.product_id);
  await putInCart(request, member.jwt, second.product_id);
  await startAs(page, member.jwt);
  await page.addInitScript(() => sessionStorage.setItem('deliveryCountry', '"TW"'));
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: 'Select all: Ships from Taiwan' }).check();
  await page.getByRole('button', { name: 'Checkout' }).click();
  return member;
}

/** What the specs read of a product's page (ProductDetail). */
export interface ProductFacts extends ListedProduct {
  stock: number;
  purchase_limit: number;
}

export async function productFacts(request: APIRequestContext, productId: number): Promise<ProductFacts> {
  const response = await request.get(api(`product/${productId}`), { headers: { locale: 'en' } });
  return ((await response.json()) as { data: ProductFacts }).data;
}

/**
 * Places a member's order through the API as the checkout does (priced by POST order/coupon first): store pickup
 * in Taiwan, paid by card. For specs that need an order to exist (stock taken, a record to read).
 */
export async function orderThroughApi(
  request: APIRequestContext,
  jwt: string,
  lines: { product_id: number; amount: number }[],
): Promise<{ order_id: number; order_number: string; purchase: { payment_url: string } }> {
  const headers = { authorization: `Bearer ${jwt}`, locale: 'en' };
  const draft = { lines, country_code: 'TW', delivery_method: 'cvs' };
  const quote = await request.post(api('order/coupon'), { headers, data: draft });
  if (!quote.ok()) throw new Error(`POST order/coupon: HTTP ${quote.status()} ${await quote.text()}`);
  const { amounts } = ((await quote.json()) as { data: { amounts: { total: number; shipping_fee: number } } }).data;
  const response = await request.post(api('order'), {
    headers: { ...headers, 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      ...draft,
      recipient: { name: '王小明', phone_code: '886', phone_number: '912345678', email: 'buyer@example.com' },
      cvs_store: { brand: '711', store_id: '131007' },
      payment_method: 'credit_card',
      expected_total: amounts.total,
      expected_shipping_fee: amounts.shipping_fee,
    },
  });
  if (!response.ok()) throw new Error(`POST order: HTTP ${response.status()} ${await response.text()}`);
  type Placed = { order_id: number; order_number: string; purchase: { payment_url: string } };
  return ((await response.json()) as { data: { order: Placed } }).data.order;
}
