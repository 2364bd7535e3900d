/**
 * The remotes manifest for the shopper asking: stable, their canaries, their pins. The first request that
 * meets a canary gets a bucket cookie, so the same shopper sees the same versions on every page and reload.
 * Answers that depend on the shopper are `private`: a shared cache must never hand one shopper's versions to
 * another (the document and /remotes.json also vary by Cookie).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createReleaseStateReader } from '../release/release-state.js';
import { requestOverrides, OVERRIDE_COOKIE, OVERRIDE_HEADER, type OverridePolicy } from '../release/overrides.js';
import { resolveManifest, type ResolvedManifest } from '../release/resolve-manifest.js';
import { BUCKET_COOKIE, bucketCookie, newBucket, parseBucket } from '../release/shopper-bucket.js';
import { cookieValue } from '@shop/shared/locale';

export interface ShopperManifests {
  /** undefined while nothing is published (the shell then shows its own pages only). */
  forRequest(request: FastifyRequest, reply: FastifyReply): Promise<ResolvedManifest | undefined>;
}

export const PERSONAL_CACHE_CONTROL = 'private, no-cache';

const resolvedByRequest = new WeakMap<FastifyRequest, ResolvedManifest>();

/** The manifest resolved for this request, if any (the security headers read its foreign origins). */
export function resolvedManifestOf(request: FastifyRequest): ResolvedManifest | undefined {
  return resolvedByRequest.get(request);
}

export function createShopperManifests(publishDir: string, policy: OverridePolicy): ShopperManifests {
  const state = createReleaseStateReader(publishDir);
  return {
    async forRequest(request, reply) {
      const current = await state.current();
      if (!current) return undefined;
      let bucket = parseBucket(cookieValue(request.headers.cookie, BUCKET_COOKIE));
      if (bucket === undefined && Object.keys(current.canaries).length > 0) {
        bucket = newBucket();
        reply.header('set-cookie', bucketCookie(bucket, request.protocol === 'https'));
      }
      const header = request.headers[OVERRIDE_HEADER];
      const overrides = requestOverrides(
        cookieValue(request.headers.cookie, OVERRIDE_COOKIE),
        typeof header === 'string' ? header : undefined,
        policy,
      );
      const pinnedEntries = new Map<string, Awaited<ReturnType<typeof state.publishedEntry>>>();
      for (const override of overrides) {
        if (override.target.kind === 'version') {
          pinnedEntries.set(
            `${override.app}@${override.target.version}`,
            await state.publishedEntry(override.app, override.target.version),
          );
        }
      }
      const resolved = resolveManifest(current.stable, current.canaries, { bucket, overrides }, (app, version) =>
        pinnedEntries.get(`${app}@${version}`),
      );
      resolvedByRequest.set(request, resolved);
      return resolved;
    },
  };
}
