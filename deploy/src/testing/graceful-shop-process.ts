/**
 * How to run testing/graceful-shop.ts as its own process: the script and the environment it runs with (the
 * shop's folders, the API on an in-memory database with nothing seeded and no Auth emulator, its data in `dataDir`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const gracefulShopScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'graceful-shop.ts');

export function gracefulShopEnv(
  dirs: { publishDir: string; shellDir: string },
  dataDir: string,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_OPTIONS: '',
    SHOP_PUBLISH_DIR: dirs.publishDir,
    SHOP_SHELL_DIR: dirs.shellDir,
    PGLITE_DIR: 'memory://',
    IMAGES_DIR: path.join(dataDir, 'images'),
    STORAGE_DIR: path.join(dataDir, 'storage'),
    SEED: 'false',
    FIREBASE_EMULATOR: 'off',
    ...extra,
  };
}
