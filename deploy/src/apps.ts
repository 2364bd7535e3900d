/**
 * What a remote's package.json says about it: its version (first half of a published version) and the
 * `shop` block (Module Federation container name and the URL prefixes it owns).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from './errors.js';
import { ALL_APPS, CONSOLE_APPS, HOST_APP, REMOTE_APPS, isAppName, isRemoteApp, type AppName, type RemoteApp } from './paths.js';

export interface RemotePackageInfo {
  app: RemoteApp;
  /** package.json "version", e.g. 1.0.0 */
  packageVersion: string;
  /** Module Federation container name, e.g. mf_catalog */
  remoteName: string;
  /** URL prefixes this remote owns */
  owns: string[];
}

interface PackageJson {
  version?: unknown;
  shop?: { containerName?: unknown; owns?: unknown };
}

export async function readRemotePackage(root: string, app: RemoteApp): Promise<RemotePackageInfo> {
  const file = path.join(root, app, 'package.json');
  const pkg = JSON.parse(await readFile(file, 'utf8')) as PackageJson;
  const { version, shop } = pkg;
  if (typeof version !== 'string' || !version) throw new Error(`${file}: missing "version"`);
  if (!shop || typeof shop.containerName !== 'string') throw new Error(`${file}: missing "shop.containerName"`);
  if (!Array.isArray(shop.owns) || !shop.owns.every((p): p is string => typeof p === 'string')) {
    throw new Error(`${file}: "shop.owns" must be an array of URL prefixes`);
  }
  return { app, packageVersion: version, remoteName: shop.containerName, owns: [...shop.owns] };
}

/** Validates an operator-supplied app name (any app: shell or remote). */
export function parseAppName(value: string): AppName {
  if (!isAppName(value)) throw new UserError(`unknown app "${value}" (known: ${ALL_APPS.join(', ')})`);
  return value;
}

/** Validates an operator-supplied remote name; the shell is not a remote and cannot be released alone. */
export function parseRemoteApp(value: string | undefined): RemoteApp {
  if (!value) throw new UserError(`name the remote (one of: ${REMOTE_APPS.join(', ')})`, 'RELEASE_NOT_A_REMOTE');
  if (value === HOST_APP) {
    throw new UserError(
      'the shell is not a remote: it is served from shell/dist; rebuild it with "npm run build -- shell"',
      'RELEASE_NOT_A_REMOTE',
    );
  }
  if (CONSOLE_APPS.includes(value)) {
    throw new UserError(
      `${value} is the operator console, not a remote: it ships with the shop's build (npm run build -- ${value}), never as a release (decision 036)`,
      'RELEASE_NOT_A_REMOTE',
    );
  }
  if (!isRemoteApp(value))
    throw new UserError(`unknown remote "${value}" (known: ${REMOTE_APPS.join(', ')})`, 'RELEASE_NOT_A_REMOTE');
  return value;
}
