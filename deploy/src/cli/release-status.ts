/**
 * `npm run release:status`: per remote, stable and canary versions, their traffic shares, page loads and error
 * rates. Health comes from the running shop (SHOP_URL, SHOP_OPS_SESSION: an owner's console session token); without it, the publish folder's
 * versions and shares, and one line saying why health is missing.
 */
import { defaultPublishDir } from '../paths.js';
import { fetchShopStatus, opsSessionFromEnv, shopUrlFromEnv } from '../release/shop-status-client.js';
import { releaseStatus } from '../release/status.js';
import { statusTable } from '../release/status-table.js';
import { parseCliArgs, runCli } from './run-cli.js';

runCli(async () => {
  parseCliArgs({});
  const shopUrl = shopUrlFromEnv();
  const answer = await fetchShopStatus(shopUrl, opsSessionFromEnv());
  if ('status' in answer) {
    console.log(`release status of the shop at ${shopUrl}`);
    console.log(statusTable(answer.status, !answer.status.healthError));
    console.log(
      answer.status.healthError ??
        'health: since each canary started, else the last 24 h; error rate: errors per 100 page loads; verdict: the automatic rollback’s',
    );
    return;
  }
  const publishDir = defaultPublishDir();
  console.log(`release status of ${publishDir}`);
  console.log(statusTable(await releaseStatus(publishDir), false));
  console.log(answer.missing);
});
