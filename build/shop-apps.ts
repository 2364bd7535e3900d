/** What every piece of the build reads about the repository: where it is, its apps, their package.json files. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShopApps } from '@shop/shared/apps';

export const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Every app and its dev port, from the `shop` field of each workspace's package.json. */
export const shopApps = readShopApps(repoRoot);

export type ShopApp = (typeof shopApps)[number];

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}

export function appOf(folder: string): ShopApp {
  const app = shopApps.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`${folder}/package.json has no "shop" field: it is not one of the shop's apps`);
  return app;
}

/** The app's own dependencies: the version ranges it shares, where they differ from @shop/shared's. */
export function appDependencies(folder: string): Record<string, string> {
  return readJson<{ dependencies?: Record<string, string> }>(`${folder}/package.json`).dependencies ?? {};
}

/** `rspack build --env buildLabel=… --env outputPath=…`; the release tooling and e2e use these. */
export interface BuildEnv {
  buildLabel?: string;
  outputPath?: string;
  /** Dev server only: another port than the app's `shop.devPort`, and where /api goes (tests start their own). */
  devPort?: string;
  apiTarget?: string;
}
