import { expect, test } from '../support/fixtures';

test('with one remote unreachable, its fallback shows and the rest of the shop works', async ({ page }) => {
  await page.route('**/remotes/mf-fanza/**', (route) => route.abort('connectionrefused'));
  await page.goto('/fanza/faq');

  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-remote', 'mf_fanza');
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Other remotes and the shell's own pages keep working in the same page session.
  await page.getByRole('link', { name: 'Hot news' }).click();
  await expect(page.locator('[data-remote="mf_catalog"]').getByRole('heading', { name: 'Hot news' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
});

test('the retry button picks the remote up again once it is back', async ({ page }) => {
  let down = true;
  await page.route('**/remotes/mf-fanza/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
  await page.goto('/fanza');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="mf_fanza"]').getByRole('heading', { level: 1, name: 'Ichiban Kuji' })).toBeVisible();
});
