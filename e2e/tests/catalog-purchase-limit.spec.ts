import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startSignedInAsNewMember } from '../support/members';

interface Detail {
  product_id: number;
  display_name: string;
  availability: string;
  is_adult: boolean;
  is_single_checkout: boolean;
  stock: number;
  purchase_limit: number;
}

const headers = { locale: 'en', os: 'Web', from: 'na' };

/** A seeded product on sale whose per-customer limit is at least `least` and covered by its stock. */
async function productWithLimit(request: APIRequestContext, least: number): Promise<Detail> {
  const list = await request.get('/api/v1/product?availability=available&page_size=60&sort=popular', { headers });
  const { data } = (await list.json()) as { data: Detail[] };
  for (const summary of data.filter((product) => !product.is_adult && !product.is_single_checkout)) {
    const detail = ((await (await request.get(`/api/v1/product/${summary.product_id}`, { headers })).json()) as { data: Detail })
      .data;
    if (detail.purchase_limit >= least && detail.stock >= detail.purchase_limit) return detail;
  }
  throw new Error(`no seeded product with a purchase limit of ${least} or more`);
}

test('adding beyond the limit adds what fits, says so in one message, and Buy now goes on with the cart', async ({
  page,
  request,
}) => {
  const product = await productWithLimit(request, 3);
  const limit = product.purchase_limit;
  await startSignedInAsNewMember(page, request);
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.display_name })).toBeVisible();

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const add = page.getByRole('button', { name: 'Add to cart' });
  const buyNow = page.getByRole('button', { name: 'Buy now' });
  const hint = page.getByTestId('purchase-hint');
  const toasts = page.getByTestId('toasts');

  // Two in the cart first.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(hint).toHaveText(`Limit ${limit} per customer · 2 already in your cart`);
  await expect(toasts).not.toContainText('Added to cart');

  // Then the whole limit again: what fits goes in, and one message says so. Toasts last 1.5 s, so every
  // toast shown from here on is recorded.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { toastsSeen?: string[] }).toastsSeen = seen;
    const stack = document.querySelector('[data-testid="toasts"]')!;
    new MutationObserver(() => stack.querySelectorAll('p').forEach((toast) => seen.push(toast.textContent ?? ''))).observe(
      stack,
      { childList: true, subtree: true },
    );
  });
  await quantity.fill(String(limit));
  await add.click();
  await expect(hint).toHaveText(`${limit - 2} added, the limit is ${limit} per customer`);
  await expect(page.getByTestId('cart-count')).toHaveText(String(limit));
  await expect(page.getByTestId('purchase-error')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { toastsSeen?: string[] }).toastsSeen)).toEqual([]);

  // Nothing more fits: the stepper holds what the cart holds, Add is off, Buy now goes on with the cart.
  await expect(quantity).toHaveValue(String(limit));
  await expect(quantity).toBeDisabled();
  await expect(add).toBeDisabled();
  await expect(buyNow).toBeEnabled();
  await buyNow.click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('selectedList') ?? '[]'))).toEqual([
    { product_id: product.product_id, amount: limit },
  ]);
});

test('a product page shows the limit in the shopper’s language', async ({ page, request }) => {
  const product = await productWithLimit(request, 1);
  await page.addInitScript(() => localStorage.setItem('lang', 'tw'));
  await page.goto(`/product/${product.product_id}`);
  await expect(page.getByTestId('purchase-hint')).toHaveText(`每人限購 ${product.purchase_limit} 件`);
});
