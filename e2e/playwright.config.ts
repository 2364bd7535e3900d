import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

/**
 * e2e against production builds served exactly as `npm start` serves them. global-setup builds what is
 * stale, publishes the remotes into a throwaway folder and starts the shop on a free loopback port.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // scripts/test.sh asks for a JSON report too, to add the counts of every stage into one line.
  reporter: process.env.SHOP_E2E_RESULTS ? [['list'], ['json', { outputFile: process.env.SHOP_E2E_RESULTS }]] : [['list']],
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    locale: 'en-US',
    // A failing test keeps its trace's DOM snapshots and network; screenshots (a screencast of every test) cost the
    // browser about a third of the run's CPU and timed tests out on a busy machine.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
