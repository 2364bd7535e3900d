import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { specsOwnedBy } from './spec-owners';
import { remoteUnderTest } from './support/remote-under-test';

/**
 * One remote's own e2e checks (`npm run test:remote -- <remote>`): the specs that claim it in spec-owners.ts,
 * against a shop of the other remotes' live versions and this remote's new build (support/remote-global-setup.ts).
 * Everything else is the full suite's configuration, so a spec behaves the same in both.
 */
export default defineConfig({
  ...baseConfig,
  globalSetup: './support/remote-global-setup.ts',
  testMatch: specsOwnedBy(remoteUnderTest()),
});
