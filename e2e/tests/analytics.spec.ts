import { dataLayerEntries as sent, expect, test } from '../support/fixtures';

test.describe('a first visit', () => {
  test.use({ consentAnswered: false });

  test('starts with storage consent denied and asks once; the answer updates consent and sticks', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    expect(await sent(page)).toContainEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    await banner.getByRole('button', { name: 'Allow' }).click();
    await expect(banner).toHaveCount(0);
    expect(await sent(page)).toContainEqual([
      'consent',
      'update',
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
    ]);
    await page.reload();
    await expect(page.locator('[data-remote="mf_catalog"]')).toBeVisible();
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  });
});

test('search, navigation and footer clicks reach the dataLayer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').first().fill('鋼彈');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=/);
  await page.getByRole('link', { name: 'Hot news' }).first().click();
  await page.locator('footer').getByRole('link', { name: 'Shipping terms' }).click();
  await expect(page).toHaveURL(/\/shipping-terms$/);
  const events = (await sent(page)).filter((entry) => entry[0] === 'event');
  expect(events).toContainEqual(['event', 'search', { search_term: '鋼彈' }]);
  expect(events).toContainEqual(['event', 'select_content', { content_type: 'nav', content_id: '/news-list' }]);
  expect(events).toContainEqual(['event', 'select_content', { content_type: 'footer_terms', content_id: '/shipping-terms' }]);
  // No page view is ever sent on its own.
  expect(events.filter((entry) => entry[1] === 'page_view')).toEqual([]);
});
