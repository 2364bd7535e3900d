import { expect, startSignedIn, test } from '../support/fixtures';

const deepLinks = [
  { remote: 'mf_catalog', path: '/theme', title: 'Popular' },
  { remote: 'mf_checkout', path: '/checkout', title: 'Checkout' },
  { remote: 'mf_member', path: '/member/orders', title: 'Order record', signedIn: true },
  { remote: 'mf_fanza', path: '/fanza/faq', title: 'FAQ' },
];

for (const link of deepLinks) {
  test(`a deep link into ${link.remote} renders after a reload`, async ({ page }) => {
    if (link.signedIn) await startSignedIn(page);
    await page.goto(link.path);
    const region = page.locator(`[data-remote="${link.remote}"]`);
    await expect(region.getByRole('heading', { name: link.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${link.title} \\|`));
    await page.reload();
    await expect(region.getByRole('heading', { name: link.title })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
}

test('an item’s page is titled with its name and described by it, in the chosen language', async ({ page, request }) => {
  const { data: product } = (await (await request.get('/api/v1/product/42', { headers: { locale: 'en' } })).json()) as {
    data: { display_name: string };
  };
  await page.goto('/product/42');
  await expect(page).toHaveTitle(`${product.display_name} | Collectibles Shop`);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /Figures, trading cards/);
});

test('an unknown path answers 404 and renders the not-found page inside the layout', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toContainText('Page not found.');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('a product that does not exist answers 404, and its tab says so', async ({ page }) => {
  const response = await page.goto('/product/987654');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('product-not-found')).toBeVisible();
  await expect(page).toHaveTitle(/^Product not found \|/);
  // Within a remote's own prefix too: an unknown kuji page, and an unknown path under the catalogue's.
  for (const path of ['/fanza/faq/nope', '/product-list/all/more'])
    expect((await page.request.get(path, { headers: { accept: 'text/html' } })).status()).toBe(404);
  // A page that exists still answers 200.
  expect((await page.request.get('/product/42', { headers: { accept: 'text/html' } })).status()).toBe(200);
});

test('/home redirects to the home page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-remote="mf_catalog"]').getByRole('heading', { name: 'Home' })).toBeVisible();
});

test('a members-only page sends a visitor to login with the path as redirect', async ({ page }) => {
  await page.goto('/member/coupon-list?tab=2');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fcoupon-list%3Ftab%3D2$/);
  // Sign-in pages are bare: no header or footer.
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('client-side navigation loads another remote on demand', async ({ page }) => {
  await page.goto('/product/7');
  await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
  await page.getByRole('link', { name: 'Ichiban Kuji' }).click();
  await expect(page).toHaveURL(/\/fanza$/);
  await expect(page.locator('[data-remote="mf_fanza"]').getByRole('heading', { level: 1, name: 'Ichiban Kuji' })).toBeVisible();
});

test('hovering a link to a remote fetches that remote before the click', async ({ page }) => {
  const fanzaEntryRequests: number[] = [];
  page.on('request', (request) => {
    if (/\/remotes\/mf-fanza\/[^/]+\/remoteEntry\.js$/.test(request.url())) fanzaEntryRequests.push(Date.now());
  });
  await page.goto('/product/7');
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Ichiban Kuji' });
  await link.waitFor();
  // The idle preload of every remote starts 5 s after load; this runs before it.
  expect(fanzaEntryRequests).toEqual([]);
  const hoveredAt = Date.now();
  await link.hover();
  await expect.poll(() => fanzaEntryRequests.length).toBe(1);
  expect(fanzaEntryRequests[0]).toBeGreaterThanOrEqual(hoveredAt);
});
