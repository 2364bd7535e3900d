/**
 * Where things live. The repo root is derived from this file's location (two levels above deploy/src)
 * rather than process.cwd(), so the CLIs behave the same whichever folder npm runs them from.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Every app the shop builds; the shell first because it is the host. */
export const ALL_APPS = ['shell', 'mf-catalog', 'mf-checkout', 'mf-member', 'mf-fanza'] as const;
/** The remotes, in the order they are listed in remotes.json (stable, so diffs stay readable). */
export const REMOTE_APPS = ['mf-catalog', 'mf-checkout', 'mf-member', 'mf-fanza'] as const;

export type AppName = (typeof ALL_APPS)[number];
export type RemoteApp = (typeof REMOTE_APPS)[number];

export function isAppName(value: string): value is AppName {
  return (ALL_APPS as readonly string[]).includes(value);
}

export function isRemoteApp(value: string): value is RemoteApp {
  return (REMOTE_APPS as readonly string[]).includes(value);
}

/** Published remotes and remotes.json: SHOP_PUBLISH_DIR or <root>/published (gitignored). */
export function defaultPublishDir(root: string = repoRoot): string {
  return path.resolve(process.env.SHOP_PUBLISH_DIR ?? path.join(root, 'published'));
}

/** The shell's build output, served at `/`: SHOP_SHELL_DIR or <root>/shell/dist. */
export function defaultShellDir(root: string = repoRoot): string {
  return path.resolve(process.env.SHOP_SHELL_DIR ?? path.join(root, 'shell', 'dist'));
}
