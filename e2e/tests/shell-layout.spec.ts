import { expect, test } from '../support/fixtures';
import { startSignedInAsNewMember } from '../support/members';

for (const width of [375, 768, 1024, 1280, 1440]) {
  test(`at ${width} px the footer's service e-mail stays on one line inside the footer`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about-us');
    const email = page.getByRole('contentinfo').getByRole('link', { name: 'service@collectibles-shop.example' });
    await expect(email).toBeVisible();
    const layout = await email.evaluate((link) => {
      const section = link.closest('section')!.getBoundingClientRect();
      const box = link.getBoundingClientRect();
      return {
        lines: link.getClientRects().length,
        insideSection: box.right <= section.right + 0.5,
        insidePage: box.right <= window.innerWidth,
      };
    });
    expect(layout).toEqual({ lines: 1, insideSection: true, insidePage: true });
  });
}

test.describe('the cart icon once something is in the cart', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedInAsNewMember(page, request);
    await page.goto('/product/52');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('toasts')).toContainText('Added to cart');
  });

  test('at 375 px shows the spec’s dot, and screen readers hear the count', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const cart = page.getByRole('link', { name: 'Cart (1 item)' });
    await expect(cart).toBeVisible();
    const dot = cart.getByTestId('cart-dot');
    await expect(dot).toBeVisible();
    await expect(cart.getByTestId('cart-count')).toBeHidden();
    const box = (await dot.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(14);
    expect(box.width).toBe(box.height);
  });

  test('at 1280 px shows the count, which screen readers hear too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const cart = page.getByRole('link', { name: 'Cart (1 item)' });
    await expect(cart.getByTestId('cart-count')).toHaveText('1');
  });
});
