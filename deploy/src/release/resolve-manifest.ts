/**
 * The remotes manifest one shopper gets: the stable manifest, with each remote whose canary covers the
 * shopper's bucket switched to the canary, and the shopper's pins (overrides) on top. Pure: the server and
 * the benchmark call it with state read elsewhere.
 */
import type { RemoteManifestEntry, RemotesManifest } from '@shop/shared/manifest';
import type { Canaries } from './canary-state.js';
import type { Override } from './overrides.js';
import { inCanary } from './shopper-bucket.js';

export interface ShopperContext {
  /** undefined: no bucket yet (the caller assigns one when a canary needs it). */
  bucket: number | undefined;
  overrides: Override[];
}

export interface ResolvedManifest {
  manifest: RemotesManifest;
  /** True when the answer depends on who asks (a canary in flight or a pin): never shared-cacheable. */
  personal: boolean;
  /** Remotes this shopper gets as a canary. */
  canaryFor: string[];
  /** Remotes pinned for this shopper. */
  pinned: string[];
  /**
   * Origins other than the shop's that this shopper's remotes load from (a pin to a developer's server):
   * the page's Content-Security-Policy must allow them, for this response only.
   */
  foreignOrigins: string[];
}

/** A published version's manifest entry, for version pins; undefined when that version is not published. */
export type PublishedEntryLookup = (app: string, version: string) => RemoteManifestEntry | undefined;

export function resolveManifest(
  stable: RemotesManifest,
  canaries: Canaries,
  shopper: ShopperContext,
  publishedEntry: PublishedEntryLookup,
): ResolvedManifest {
  const canaryFor: string[] = [];
  const pinned: string[] = [];
  const remotes = stable.remotes.map((entry) => {
    const canary = canaries[entry.package];
    if (canary && shopper.bucket !== undefined && inCanary(shopper.bucket, entry.package, canary.percent)) {
      canaryFor.push(entry.package);
      return canary.entry;
    }
    return entry;
  });
  for (const override of shopper.overrides) {
    const index = remotes.findIndex((entry) => entry.package === override.app);
    if (index === -1) continue;
    const current = remotes[index]!;
    const entry =
      override.target.kind === 'version'
        ? publishedEntry(override.app, override.target.version)
        : { ...current, version: 'override', manifest: override.target.url };
    if (!entry) continue;
    remotes[index] = entry;
    pinned.push(override.app);
  }
  const personal = Object.keys(canaries).length > 0 || pinned.length > 0;
  const foreignOrigins = [
    ...new Set(remotes.filter((entry) => /^https?:/.test(entry.manifest)).map((entry) => new URL(entry.manifest).origin)),
  ];
  return { manifest: { ...stable, remotes }, personal, canaryFor, pinned, foreignOrigins };
}
