import { LRUCache } from 'lru-cache';
import { fail } from '../../platform/errors';
import type { PictureOrigin } from './picture-bytes';
import { sharePicture } from './render';

// Measured: a preview is 20 kB (a seed drawing, ~80 ms to make) to 80 kB (a 2000x2000 photo, ~170 ms) on one
// core; the newest 500 or 32 MB of them are kept in memory.
const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Made previews by ETag, least recently used dropped first. lru-cache's fetch makes a missing one once however
 * many requests ask for it at the same time (they all wait for the same promise); a failure is not kept.
 */
export function madePictures() {
  const cache = new LRUCache<string, Buffer, PictureOrigin>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (jpeg) => jpeg.length,
    // A picture sharp will not decode (too many pixels, too slow, not a picture) gives no preview.
    fetchMethod: async (_etag, _stale, { context }) => sharePicture(await context.read()).catch(() => fail('NOT_FOUND')),
  });
  return {
    /**
     * The preview named `etag`, made from `origin` unless kept. `cache` says how it was had: `miss` (this call
     * made it), `inflight` (joined a call making it), `hit` (kept).
     */
    async get(etag: string, origin: PictureOrigin): Promise<{ jpeg: Buffer; cache: string }> {
      const status: LRUCache.Status<string, Buffer, PictureOrigin> = {};
      const jpeg = await cache.fetch(etag, { context: origin, status });
      if (!jpeg) throw new Error('share picture not made');
      return { jpeg, cache: status.fetch ?? 'hit' };
    },
  };
}
