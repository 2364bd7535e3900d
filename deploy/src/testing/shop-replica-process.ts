/**
 * A shop replica for the API's multi-process tests (api/src/testing/replicas.ts runs this file by its path): the
 * shop server with the API mounted as `npm start` mounts it (loadApi), on DATABASE_URL, the shell and publish
 * folders from SHOP_SHELL_DIR and SHOP_PUBLISH_DIR, on a free port, which it prints as one JSON line
 * ({"base": "http://127.0.0.1:<port>"}). SIGTERM stops it.
 */
import { loadApi } from '../server/api-mount.js';
import { startShopServer } from '../server/start-server.js';

const { SHOP_SHELL_DIR: shellDir, SHOP_PUBLISH_DIR: publishDir, DATABASE_URL } = process.env;
if (!DATABASE_URL || !shellDir || !publishDir)
  throw new Error('shop-replica-process needs DATABASE_URL, SHOP_SHELL_DIR and SHOP_PUBLISH_DIR');
// The test database is migrated and seeded already; the replica only checks that no migration is left.
const api = await loadApi({ apiOptions: { env: { ...process.env, SEED: 'false' } } });
if (!api) throw new Error('shop-replica-process: @shop/api did not load');
const shop = await startShopServer({ shellDir, publishDir, api, port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ base: shop.url })}\n`);
process.on('SIGTERM', async () => {
  await shop.close();
  process.exit(0);
});
