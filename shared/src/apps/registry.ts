/**
 * The one list of the shop's front-end apps: every npm workspace whose package.json has a `shop` field.
 * Build config, release tooling, dev servers and tests derive what they need from here, so adding a remote
 * means adding a workspace with a `shop` field. Node only (it reads package.json files); the browser learns
 * the live remotes from remotes.json instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `console`: an app of its own under its one URL prefix (the operator console, /ops), no Module Federation. */
export type AppRole = 'host' | 'remote' | 'console';

export interface ShopApp {
  /** Workspace folder, npm package name and release name: `mf-catalog`. */
  folder: string;
  role: AppRole;
  /** package.json version: the first half of a published version. */
  version: string;
  /** Module Federation container name (`mf_catalog`); the host's is `shell`. */
  containerName: string;
  /** URL prefixes a remote owns (`/theme` owns `/theme` and `/theme/…`; `/` owns only `/`); none for the host. */
  owns: string[];
  /** Port of the app's rspack dev server under `npm run dev`. */
  devPort: number;
}

interface PackageJson {
  version?: unknown;
  workspaces?: unknown;
  shop?: { role?: unknown; containerName?: unknown; owns?: unknown; devPort?: unknown };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

/** Workspace folders of the repo at `root`; a trailing `*` in a pattern (`mf-*`) matches folder names. */
function workspaceFolders(root: string): string[] {
  const patterns = readJson(path.join(root, 'package.json')).workspaces;
  if (!Array.isArray(patterns)) return [];
  const topLevel = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const folders = (patterns as string[]).flatMap((pattern) =>
    pattern.endsWith('*') ? topLevel.filter((name) => name.startsWith(pattern.slice(0, -1))) : [pattern],
  );
  return [...new Set(folders)].sort();
}

function toApp(root: string, folder: string): ShopApp | undefined {
  const file = path.join(root, folder, 'package.json');
  let pkg: PackageJson;
  try {
    pkg = readJson(file);
  } catch {
    return undefined;
  }
  const { shop } = pkg;
  if (!shop) return undefined;
  const fail = (what: string): never => {
    throw new Error(`${file}: ${what}`);
  };
  const role =
    shop.role === 'host' || shop.role === 'remote' || shop.role === 'console'
      ? shop.role
      : fail('"shop.role" must be "host", "remote" or "console"');
  if (typeof pkg.version !== 'string' || !pkg.version) fail('missing "version"');
  if (typeof shop.devPort !== 'number') fail('"shop.devPort" must be a number');
  const owns = shop.owns ?? [];
  if (!Array.isArray(owns) || !owns.every((prefix) => typeof prefix === 'string' && prefix.startsWith('/'))) {
    fail('"shop.owns" must be a list of URL prefixes starting with "/"');
  }
  if (role === 'remote' && (owns as string[]).length === 0) fail('a remote must own at least one URL prefix ("shop.owns")');
  if (role === 'console' && (owns as string[]).length !== 1) fail('a console must own exactly one URL prefix ("shop.owns")');
  const containerName = role === 'host' ? 'shell' : shop.containerName;
  if (typeof containerName !== 'string' || !/^[a-z][a-z0-9_]*$/.test(containerName)) {
    fail('"shop.containerName" must be a Module Federation name such as mf_catalog');
  }
  return {
    folder,
    role,
    version: pkg.version as string,
    containerName: containerName as string,
    owns: [...(owns as string[])],
    devPort: shop.devPort as number,
  };
}

/** Every app of the repo at `root`: the host first, then the remotes, then the consoles, each by folder name. */
export function readShopApps(root: string): ShopApp[] {
  const apps = workspaceFolders(root).flatMap((folder) => toApp(root, folder) ?? []);
  const hosts = apps.filter((app) => app.role === 'host');
  if (hosts.length !== 1) throw new Error(`exactly one workspace must have "shop.role": "host" (found ${hosts.length})`);
  for (const key of ['containerName', 'devPort'] as const) {
    const seen = new Map<unknown, string>();
    for (const app of apps) {
      const other = seen.get(app[key]);
      if (other) throw new Error(`${other} and ${app.folder} have the same ${key} (${String(app[key])})`);
      seen.set(app[key], app.folder);
    }
  }
  return [...hosts, ...apps.filter((app) => app.role === 'remote'), ...apps.filter((app) => app.role === 'console')];
}

/** Where the API listens under `npm run dev`; every app's dev server proxies `/api` and `/dev` to it. */
export const devApiPort = 8081;
