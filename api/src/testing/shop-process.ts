// A shop replica for multi-process tests: the shop server of deploy/ (API, remotes.json, published remotes,
// shell) with this API mounted, on DATABASE_URL, the shell and publish folders from SHOP_SHELL_DIR and
// SHOP_PUBLISH_DIR, listening on a free port, which it prints as one JSON line ({"base": "http://127.0.0.1:<port>"}).
// SIGTERM stops it.
import { createApi } from '../index';

/** The part of @shop/deploy used here. Imported by name at run time: deploy depends on the API, not the reverse. */
interface ShopServerModule {
  startShopServer(options: {
    shellDir: string;
    publishDir: string;
    api: unknown;
    port: number;
    host: string;
  }): Promise<{ url: string; close(): Promise<void> }>;
}
const deployPackage: string = '@shop/deploy';

const { SHOP_SHELL_DIR: shellDir, SHOP_PUBLISH_DIR: publishDir, DATABASE_URL } = process.env;
if (!DATABASE_URL || !shellDir || !publishDir)
  throw new Error('shop-process needs DATABASE_URL, SHOP_SHELL_DIR and SHOP_PUBLISH_DIR');
const { startShopServer } = (await import(deployPackage)) as ShopServerModule;
// The test database is migrated and seeded already; the replica only checks that no migration is left.
const api = await createApi({ env: { ...process.env, SEED: 'false' } });
const shop = await startShopServer({ shellDir, publishDir, api, port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ base: shop.url })}\n`);
process.on('SIGTERM', async () => {
  await shop.close();
  process.exit(0);
});
