import { jest } from '@jest/globals';
import { remotesManifestElementId } from '@shop/shared/manifest';
import { fetchRemotesManifest, remotesManifestUrl } from './manifest';

const good = {
  name: 'mf_catalog',
  package: 'mf-catalog',
  version: '1.0.0-aa',
  manifest: '/remotes/x/mf-manifest.json',
  owns: ['/'],
};

function respondWith(body: unknown, status = 200) {
  // jsdom has no fetch; the shell only reads ok, status and json().
  const fetchMock = jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('fetchRemotesManifest', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('bypasses the HTTP cache, because a release is a rewrite of this file', async () => {
    const fetchMock = respondWith({ remotes: [good] });
    await expect(fetchRemotesManifest()).resolves.toEqual({ remotes: [good] });
    expect(fetchMock).toHaveBeenCalledWith(remotesManifestUrl, { cache: 'no-store' });
  });

  it('drops malformed entries and keeps the valid ones', async () => {
    respondWith({ remotes: [good, { name: 'broken' }, { ...good, name: 'x', owns: ['no-slash'] }] });
    await expect(fetchRemotesManifest()).resolves.toEqual({ remotes: [good] });
  });

  it('falls back to the shell pages alone when the manifest is unreachable', async () => {
    respondWith({}, 503);
    await expect(fetchRemotesManifest()).resolves.toEqual({ remotes: [] });
  });

  describe('with the manifest written into the document by the server', () => {
    const inline = (text: string) => {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = remotesManifestElementId;
      block.textContent = text;
      document.head.append(block);
    };
    afterEach(() => document.getElementById(remotesManifestElementId)?.remove());

    it('reads it without a request', async () => {
      const fetchMock = respondWith({ remotes: [] });
      inline(JSON.stringify({ remotes: [good, { name: 'broken' }] }));
      await expect(fetchRemotesManifest()).resolves.toEqual({ remotes: [good] });
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('fetches /remotes.json when the block is unreadable', async () => {
      const fetchMock = respondWith({ remotes: [good] });
      inline('{ not json');
      await expect(fetchRemotesManifest()).resolves.toEqual({ remotes: [good] });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
