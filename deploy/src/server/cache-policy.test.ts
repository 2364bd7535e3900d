import { describe, expect, it } from '@jest/globals';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy.js';

describe('cacheControlFor', () => {
  it.each([
    ['main.3f2a9c1b.js', IMMUTABLE],
    ['vendors.0123456789abcdef.js', IMMUTABLE],
    ['/remotes/mf-catalog/1.0.0-3f2a9c1b/routes.1a2b3c4d.css', IMMUTABLE],
    ['assets/logo.deadbeef.svg', IMMUTABLE],
    ['index.html', REVALIDATE],
    ['remotes.json', REVALIDATE],
    ['/remotes/mf-catalog/1.0.0-3f2a9c1b/mf-manifest.json', REVALIDATE],
    ['/remotes/mf-catalog/1.0.0-3f2a9c1b/remoteEntry.js', REVALIDATE],
    ['main.js', REVALIDATE],
    ['main.3f2a9c1.js', REVALIDATE], // 7 hex digits: not a content hash
    ['main.3F2A9C1B.js', REVALIDATE], // rspack hashes are lowercase
    ['favicon.ico', REVALIDATE],
    ['robots.txt', REVALIDATE],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });

  it('uses the exact header values the CDN config documents', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toBe('no-cache');
  });
});
