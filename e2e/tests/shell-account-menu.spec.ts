import type { Page } from '@playwright/test';
import { dataLayerEntries, expect, startSignedIn, test } from '../support/fixtures';
import { startSignedInAsNewMember } from '../support/members';

/** SPEC §2: the /member children, in the account menu's order. */
const entries = [
  ['Member centre', '/member'],
  ['Order record', '/member/orders'],
  ['Kuji history', '/member/fanza-orders'],
  ['My coupons', '/member/coupon-list'],
  ['Edit profile', '/member/user-edit'],
  ['Change password', '/member/password'],
] as const;

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'My account' });
const accountMenu = (page: Page) => page.getByRole('menu', { name: 'My account' });

/** Signed out everywhere: the login icon is back, the token is gone, revoked, and analytics heard of it. */
async function expectSignedOut(page: Page, jwt: string | null): Promise<void> {
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
  expect(await dataLayerEntries(page)).toContainEqual(['event', 'logout']);
  const profile = await page.request.get('/api/v1/personal', { headers: { Authorization: `Bearer ${jwt}` } });
  expect(profile.status()).toBe(403);
}

test.describe('account menu on a large screen', () => {
  test('offers the member centre pages and sign-out, and works with the keyboard', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/about-us');
    const button = accountButton(page);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.focus();
    await page.keyboard.press('Enter');
    const menu = accountMenu(page);
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText([...entries.map(([name]) => name), 'Log out']);
    for (const [index, [, href]] of entries.entries()) await expect(items.nth(index)).toHaveAttribute('href', href);
    await expect(items.first()).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(items.first()).toBeFocused();
    // Tab leaves the menu for whatever comes next in the header, and the menu closes.
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('language-select')).toBeFocused();

    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/member\/fanza-orders$/);
    await expect(menu).toBeHidden();
  });

  test('a member signs out from the header menu with the keyboard', async ({ page, request }) => {
    await startSignedInAsNewMember(page, request);
    await page.goto('/product-list/all');
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    await accountButton(page).focus();
    await page.keyboard.press('ArrowUp');
    await expect(accountMenu(page).getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectSignedOut(page, jwt);
    await expect(page).toHaveURL(/\/product-list\/all$/);
    await expect(page.getByTestId('login-link')).toBeFocused();
  });

  test('signing out on a member page goes home, not to the login page', async ({ page, request }) => {
    await startSignedInAsNewMember(page, request);
    await page.goto('/member/orders');
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    await accountButton(page).click();
    await accountMenu(page).getByRole('menuitem', { name: 'Log out' }).click();
    await expectSignedOut(page, jwt);
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('account menu on a touch screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test('opens on a tap, closes on a tap outside, and a tapped entry navigates', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/about-us');
    await accountButton(page).tap();
    const menu = accountMenu(page);
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect(menu).toBeHidden();

    await accountButton(page).tap();
    await menu.getByRole('menuitem', { name: 'My coupons' }).tap();
    await expect(page).toHaveURL(/\/member\/coupon-list$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the avatar opens the member centre and the drawer offers sign-out', async ({ page, request }) => {
    await startSignedInAsNewMember(page, request);
    await page.goto('/about-us');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Member centre' })).toHaveAttribute('href', '/member');
    const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Order record' })).toHaveAttribute('href', '/member/orders');
    await drawer.getByRole('button', { name: 'Log out' }).click();
    await expect(drawer).toBeHidden();
    await expectSignedOut(page, jwt);
    await expect(page).toHaveURL(/\/about-us$/);
  });
});
