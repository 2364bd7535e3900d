/**
 * Cache-Control by file name. A file whose name carries a content hash can never change under that name,
 * so browsers and CDNs may keep it for a year without asking. Entry points (index.html, remotes.json,
 * mf-manifest.json, remoteEntry.js) keep their name across releases, so they must be revalidated on every
 * use; ETag/Last-Modified make that revalidation a cheap 304. Anything unrecognised is treated the same way:
 * a wrong "no-cache" costs a round trip, a wrong "immutable" serves a stale shop for a year.
 */
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Names that stay the same across releases even though their content changes. */
const ENTRY_POINTS = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);

/** `name.3f2a9c1b.js`: 8+ lowercase hex digits between dots, right before the extension. */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[^.]+$/;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_POINTS.has(name)) return REVALIDATE;
  if (CONTENT_HASHED.test(name)) return IMMUTABLE;
  return REVALIDATE;
}
