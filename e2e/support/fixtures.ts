import { test as base, type Page } from '@playwright/test';

/** The shop started by global-setup. */
export function shopUrl(): string {
  const url = process.env.SHOP_E2E_URL;
  if (!url) throw new Error('SHOP_E2E_URL is not set: run the e2e through `npm run test:e2e`');
  return url;
}

export const test = base.extend<{ consentAnswered: boolean }>({
  baseURL: async ({}, use) => {
    await use(shopUrl());
  },
  /** Whether the visitor already answered the analytics consent banner (so it does not cover the page). */
  consentAnswered: [true, { option: true }],
  page: async ({ page, consentAnswered }, use) => {
    if (consentAnswered) await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'denied'));
    await use(page);
  },
});

export { expect } from '@playwright/test';

/**
 * Makes the page start signed in as the seeded demo member (a real token from global-setup), the way
 * the shell stores a session: the token under `jwt`, the flag under `userAuthorized`.
 */
export async function startSignedIn(page: Page): Promise<void> {
  const jwt = process.env.SHOP_E2E_MEMBER_JWT;
  if (!jwt) throw new Error('SHOP_E2E_MEMBER_JWT is not set: run the e2e through `npm run test:e2e`');
  await page.addInitScript((token) => {
    localStorage.setItem('jwt', token);
    localStorage.setItem('userAuthorized', 'true');
  }, jwt);
}

/** What the page pushed to window.dataLayer, each gtag call as an array. */
export function dataLayerEntries(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
}
