import { test as base } from '@playwright/test';

/** The shop started by global-setup. */
export function shopUrl(): string {
  const url = process.env.SHOP_E2E_URL;
  if (!url) throw new Error('SHOP_E2E_URL is not set: run the e2e through `npm run test:e2e`');
  return url;
}

export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(shopUrl());
  },
});

export { expect } from '@playwright/test';

