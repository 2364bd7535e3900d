/**
 * The content identity of a build: sha256 over every file's relative path and bytes, in sorted order.
 * Identical bytes give the identical version, so publishing an unchanged build again is a no-op.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { STAMP_FILE } from '../build/staleness.js';

/**
 * Files that describe the build rather than being part of what the browser loads; they are neither hashed
 * nor published. The stamp holds a time. mf-stats.json is Module Federation's build-analysis file: the runtime
 * never fetches it (it reads mf-manifest.json), it lists source paths, and its "usedIn" lists were seen to
 * differ between two builds of the same source, which would mint a new version for identical code.
 */
export const NOT_PUBLISHED = new Set([STAMP_FILE, 'mf-stats.json']);

/** Relative POSIX paths of every file under `dir`, sorted so the hash does not depend on readdir order. */
export async function listDistFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !NOT_PUBLISHED.has(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Hex sha256 of the dist's file names and contents. */
export async function hashDist(dir: string, files?: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files ?? (await listDistFiles(dir))) {
    const bytes = await readFile(path.join(dir, file));
    // Length-prefixed name and content: no two different file sets can produce the same byte stream.
    hash.update(`${file.length}:${file}\0${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** `<package version>-<first 8 hex of the content hash>`, e.g. 1.0.0-3f2a9c1b. */
export function versionOf(packageVersion: string, contentHash: string): string {
  return `${packageVersion}-${contentHash.slice(0, 8)}`;
}
