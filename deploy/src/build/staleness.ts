/**
 * "Build what is not built": an app needs a build when its dist has no stamp (never built, or wiped), was
 * built in another mode, or any of its inputs changed after the build started. The stamp records the
 * build's START time, so an edit made while rspack was running still counts as newer.
 */
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const STAMP_FILE = '.build-stamp.json';

export type BuildMode = 'production' | 'development';

export interface BuildStamp {
  /** ms since epoch when the build started */
  builtAt: number;
  mode: BuildMode;
}

export function distDirOf(root: string, app: string): string {
  return path.join(root, app, 'dist');
}

export async function readStamp(distDir: string): Promise<BuildStamp | undefined> {
  try {
    const stamp = JSON.parse(await readFile(path.join(distDir, STAMP_FILE), 'utf8')) as Partial<BuildStamp>;
    if (typeof stamp.builtAt !== 'number' || (stamp.mode !== 'production' && stamp.mode !== 'development')) {
      return undefined;
    }
    return { builtAt: stamp.builtAt, mode: stamp.mode };
  } catch {
    return undefined; // missing or unreadable: treat as never built
  }
}

export async function writeStamp(distDir: string, stamp: BuildStamp): Promise<void> {
  await writeFile(path.join(distDir, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

/** Files and folders whose change must trigger a rebuild of `app`. */
export function buildInputs(root: string, app: string): string[] {
  return [
    path.join(root, app, 'src'),
    path.join(root, app, 'package.json'),
    path.join(root, app, 'rspack.config.ts'),
    path.join(root, 'rspack.config.base.ts'),
    // The pieces of that factory: federation, rules, documents, the inline script, the build's stylesheet.
    path.join(root, 'build'),
    path.join(root, 'shared', 'src'),
    // Its version is the singleton surface every build provides or requires (mf-manifest.json).
    path.join(root, 'shared', 'package.json'),
  ];
}

export interface NewestFile {
  file: string;
  mtimeMs: number;
}

/** The most recently modified file among `inputs` (folders are walked; missing inputs are skipped). */
export async function newestInput(inputs: string[]): Promise<NewestFile | undefined> {
  let newest: NewestFile | undefined;
  const consider = (file: string, mtimeMs: number): void => {
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  };
  for (const input of inputs) {
    const info = await stat(input).catch(() => undefined);
    if (!info) continue;
    if (!info.isDirectory()) {
      consider(input, info.mtimeMs);
      continue;
    }
    const entries = await readdir(input, { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || entry.parentPath.split(path.sep).includes('node_modules')) continue;
      const file = path.join(entry.parentPath, entry.name);
      const fileInfo = await stat(file).catch(() => undefined);
      if (fileInfo) consider(file, fileInfo.mtimeMs);
    }
  }
  return newest;
}

/** Why `app` must be rebuilt, or undefined when its dist is up to date. */
export async function staleReason(root: string, app: string, mode: BuildMode = 'production'): Promise<string | undefined> {
  const stamp = await readStamp(distDirOf(root, app));
  if (!stamp) return 'not built';
  if (stamp.mode !== mode) return `built in ${stamp.mode} mode`;
  const newest = await newestInput(buildInputs(root, app));
  if (newest && newest.mtimeMs > stamp.builtAt) return `${path.relative(root, newest.file)} changed`;
  return undefined;
}

export interface StaleApp {
  app: string;
  reason: string;
}

/** The apps among `apps` that need a build (all of them with `force`). */
export async function findStaleApps(
  root: string,
  apps: readonly string[],
  options: { force?: boolean; mode?: BuildMode } = {},
): Promise<StaleApp[]> {
  const stale: StaleApp[] = [];
  for (const app of apps) {
    const reason = options.force ? 'forced' : await staleReason(root, app, options.mode);
    if (reason) stale.push({ app, reason });
  }
  return stale;
}
