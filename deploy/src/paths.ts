/**
 * Where things live. The repo root is derived from this file's location (two levels above deploy/src)
 * rather than process.cwd(), so the CLIs behave the same whichever folder npm runs them from.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readShopApps } from '@shop/shared/apps';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const apps = readShopApps(repoRoot);

/** Every app the shop builds (from each workspace's `shop` field); the host first. */
export const ALL_APPS: readonly string[] = apps.map((app) => app.folder);
/** The remotes, in the order they are listed in remotes.json (stable, so diffs stay readable). */
export const REMOTE_APPS: readonly string[] = apps.filter((app) => app.role === 'remote').map((app) => app.folder);
/** The operator console (decision 036): built with the shop, served under /ops/, never published as a remote. */
export const CONSOLE_APPS: readonly string[] = apps.filter((app) => app.role === 'console').map((app) => app.folder);
/** The host app, served at `/`; it is built, never published as a remote. */
export const HOST_APP = apps[0]!.folder;

/** An app's workspace folder name, e.g. `shell` or `mf-catalog`. */
export type AppName = string;
/** A remote's workspace folder name, e.g. `mf-catalog`. */
export type RemoteApp = string;

export function isAppName(value: string): value is AppName {
  return ALL_APPS.includes(value);
}

export function isRemoteApp(value: string): value is RemoteApp {
  return REMOTE_APPS.includes(value);
}

/** Published remotes and remotes.json: SHOP_PUBLISH_DIR or <root>/published (gitignored). */
export function defaultPublishDir(root: string = repoRoot): string {
  return path.resolve(process.env.SHOP_PUBLISH_DIR ?? path.join(root, 'published'));
}

/** The shell's build output, served at `/`: SHOP_SHELL_DIR or <root>/shell/dist. */
export function defaultShellDir(root: string = repoRoot): string {
  return path.resolve(process.env.SHOP_SHELL_DIR ?? path.join(root, HOST_APP, 'dist'));
}

/** The operator console's build, served under `/ops/` (decision 036): SHOP_CONSOLE_DIR or <root>/ops/dist. */
export function defaultConsoleDir(root: string = repoRoot): string {
  return path.resolve(process.env.SHOP_CONSOLE_DIR ?? path.join(root, CONSOLE_APPS[0] ?? 'ops', 'dist'));
}
