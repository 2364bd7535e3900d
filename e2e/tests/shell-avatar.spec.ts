import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { onePixelPng } from '../support/pictures';

/** Signs in with the WeChat sandbox, whose testers' pictures live on example.com. */
async function signInWithWechat(page: Page, tester: 'WeChat Tester B'): Promise<void> {
  await page.goto('/login?redirect=%2Fabout-us');
  await page.getByRole('button', { name: 'Log in with WeChat' }).click();
  await page.getByRole('link', { name: `Confirm as ${tester}` }).click();
  await expect(page).toHaveURL(/\/about-us$/);
}

/** A picture that has loaded shows its pixels; a broken one has none and would paint the broken-image icon. */
const brokenImages = (scope: Locator) =>
  scope.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth === 0).length);

test('a WeChat picture that fails to load shows the default avatar in the header, in the same place', async ({ page }) => {
  await page.route('https://example.com/**', (route) => route.abort('connectionrefused'));
  await signInWithWechat(page, 'WeChat Tester B');
  // The profile (with the picture's address) has arrived, the picture has been tried and its failure handled: on a
  // busy machine React may handle the image's error event after the network is idle.
  await page.waitForLoadState('networkidle');
  const avatar = page.getByRole('banner').getByRole('button', { name: 'My account' }).getByTestId('avatar');
  await expect(avatar).toHaveAttribute('data-shown', 'default');
  expect(await brokenImages(page.getByRole('banner'))).toBe(0);
  expect(await avatar.boundingBox()).toMatchObject({ width: 28, height: 28 });
});

test('a WeChat picture that loads is shown in the header', async ({ page }) => {
  await page.route('https://example.com/**', (route) => route.fulfill({ contentType: 'image/png', body: onePixelPng }));
  await signInWithWechat(page, 'WeChat Tester B');
  const avatar = page.getByRole('banner').getByRole('button', { name: 'My account' }).getByTestId('avatar');
  await expect(avatar).toHaveAttribute('data-shown', 'picture');
  await expect(avatar.locator('img')).toHaveAttribute('src', 'https://example.com/wx-b.png');
  expect(await avatar.boundingBox()).toMatchObject({ width: 28, height: 28 });
});
