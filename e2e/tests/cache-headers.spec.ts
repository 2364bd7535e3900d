import { expect, test } from '../support/fixtures';

test.describe('cache headers and compression', () => {
  test('documents and manifests revalidate; hashed assets are immutable', async ({ request }) => {
    // A page rendered in the browser: the shell's document, the same for every deep link of a remote but for the
    // nonce each response has of its own (and an indexable page's own addresses: these two are noindex).
    const withoutNonce = (text: string) => text.replace(/ nonce="[^"]+"/g, '');
    expect((await request.get('/cart')).headers()['cache-control']).toBe('no-cache');
    const result = await request.get('/result');
    expect(result.headers()['cache-control']).toBe('no-cache');
    const html = withoutNonce(await result.text());
    const mainChunk = html.match(/src="(\/main\.[0-9a-f]{8}\.js)"/)?.[1];
    expect(mainChunk).toBeTruthy();

    const deepLink = await request.get('/checkout');
    expect(deepLink.headers()['cache-control']).toBe('no-cache');
    expect(withoutNonce(await deepLink.text())).toBe(html);
    expect(deepLink.headers().etag).toBe(result.headers().etag);

    // A server-rendered public page: a CDN may keep it a minute, browsers revalidate.
    const home = await request.get('/');
    expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(home.headers().vary).toMatch(/^Cookie, Accept-Language\b/);
    expect(home.headers().etag).toBeTruthy();

    const remotes = await request.get('/remotes.json');
    expect(remotes.headers()['cache-control']).toBe('no-cache');
    const manifest = (await remotes.json()) as { remotes: { package: string; manifest: string }[] };
    expect(manifest.remotes.map((remote) => remote.package).sort()).toEqual([
      'mf-catalog',
      'mf-checkout',
      'mf-fanza',
      'mf-member',
    ]);

    const catalog = manifest.remotes.find((remote) => remote.package === 'mf-catalog');
    const mfManifest = await request.get(catalog!.manifest);
    expect(mfManifest.headers()['cache-control']).toBe('no-cache');
    const remoteEntry = await request.get(catalog!.manifest.replace('mf-manifest.json', 'remoteEntry.js'));
    expect(remoteEntry.headers()['cache-control']).toBe('no-cache');

    const chunk = await request.get(mainChunk!);
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('text assets are compressed with brotli or gzip', async ({ request }) => {
    const html = await request.get('/');
    const mainChunk = (await html.text()).match(/src="(\/main\.[0-9a-f]{8}\.js)"/)![1]!;
    const brotli = await request.get(mainChunk, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(mainChunk, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test('a missing asset is a 404, never the SPA page', async ({ request }) => {
    const missing = await request.get('/main.00000000.js');
    expect(missing.status()).toBe(404);
  });
});
