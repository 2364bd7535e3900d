/**
 * The runtime remotes manifest (`/remotes.json`), fetched by the shell at start-up and never cached.
 * Release managers change which version of a remote is live by rewriting this file; the shell is not rebuilt.
 */
export interface RemoteManifestEntry {
  /** Module Federation container name, e.g. `mf_catalog`. */
  name: string;
  /** Workspace folder / package name, e.g. `mf-catalog`. */
  package: string;
  /** Immutable published version, e.g. `1.0.0-3f2a9c1b`. */
  version: string;
  /** URL of the version's `mf-manifest.json`. */
  manifest: string;
  /** URL path prefixes this remote owns; `/theme` owns `/theme` and `/theme/…`, `/` owns only `/`. */
  owns: string[];
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

/**
 * Id of the JSON data block in which the server hands the page the live manifest (saving the request
 * for /remotes.json); a static host without that server simply leaves it out.
 */
export const remotesManifestElementId = 'shop-remotes';

/** Marks a #root whose content the server rendered: the shell hydrates it instead of rendering anew. */
export const serverRenderedAttribute = 'data-server-rendered';

/** Id of the JSON data block with the state a server-rendered page was rendered with (locale, page data, menus). */
export const hydrationStateElementId = 'shop-hydration';

/** True when `pathname` falls under `prefix` (the prefix itself or anything below it). */
export function ownsPath(prefix: string, pathname: string): boolean {
  const base = prefix.length > 1 && prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  return pathname === base || pathname.startsWith(base === '/' ? '//' : `${base}/`);
}

/** The remote that owns `pathname`; the longest matching prefix wins. */
export function findOwner(manifest: RemotesManifest, pathname: string): RemoteManifestEntry | undefined {
  let best: { entry: RemoteManifestEntry; length: number } | undefined;
  for (const entry of manifest.remotes) {
    for (const prefix of entry.owns) {
      if (ownsPath(prefix, pathname) && (!best || prefix.length > best.length)) {
        best = { entry, length: prefix.length };
      }
    }
  }
  return best?.entry;
}
