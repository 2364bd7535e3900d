import { readFile, readdir, stat } from 'node:fs/promises';
import { afterAll, describe, expect, it } from '@jest/globals';
import { UserError } from '../errors.js';
import { CATALOG, CHECKOUT, fakeRepo, removeTempDirs, tempDir } from '../testing/fixtures.js';
import { publishFake } from '../testing/publish-fake.js';
import { activateVersion, rollbackRemote } from './activate.js';
import { readRemotesManifest, remotesManifestPath, writeRemotesManifest } from './remotes-manifest.js';

afterAll(removeTempDirs);

async function liveVersion(publishDir: string, app: string): Promise<string | undefined> {
  return (await readRemotesManifest(publishDir)).remotes.find((entry) => entry.package === app)?.version;
}

/** A publish folder with catalog versions a, b, c activated in that order and checkout at x. */
async function threeReleases() {
  const root = await fakeRepo([]);
  const publishDir = await tempDir('pub');
  const x = await publishFake(root, publishDir, CHECKOUT, 'x');
  await activateVersion(publishDir, 'mf-checkout', x);
  const [a, b, c] = [
    await publishFake(root, publishDir, CATALOG, 'a'),
    await publishFake(root, publishDir, CATALOG, 'b'),
    await publishFake(root, publishDir, CATALOG, 'c'),
  ];
  for (const version of [a, b, c]) await activateVersion(publishDir, 'mf-catalog', version);
  return { root, publishDir, a, b, c, x };
}

describe('activateVersion', () => {
  it('writes the entry into remotes.json, keeps other remotes byte-identical, lists remotes in a stable order', async () => {
    const root = await fakeRepo([]);
    const publishDir = await tempDir('pub');
    const x = await publishFake(root, publishDir, CHECKOUT, 'x');
    await activateVersion(publishDir, 'mf-checkout', x);
    const checkoutBefore = JSON.stringify((await readRemotesManifest(publishDir)).remotes[0]);

    const a = await publishFake(root, publishDir, CATALOG, 'a');
    const result = await activateVersion(publishDir, 'mf-catalog', a);
    expect(result).toEqual({ app: 'mf-catalog', previous: undefined, current: a, changed: true });

    const manifest = await readRemotesManifest(publishDir);
    // catalog comes first although it was activated second: order is by remote, not by history.
    expect(manifest.remotes.map((entry) => entry.package)).toEqual(['mf-catalog', 'mf-checkout']);
    expect(manifest.remotes[0]).toEqual({
      name: 'mf_catalog',
      package: 'mf-catalog',
      version: a,
      manifest: `/remotes/mf-catalog/${a}/mf-manifest.json`,
      owns: ['/', '/product'],
    });
    expect(JSON.stringify(manifest.remotes[1])).toBe(checkoutBefore);
  });

  it('replaces remotes.json by rename (new inode, no temp file left), never by rewriting it in place', async () => {
    const { publishDir, a } = await threeReleases();
    const file = remotesManifestPath(publishDir);
    const inodeBefore = (await stat(file)).ino;
    await activateVersion(publishDir, 'mf-catalog', a);
    expect((await stat(file)).ino).not.toBe(inodeBefore);
    expect((await readdir(publishDir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('never lets a reader see a partial remotes.json while versions switch', async () => {
    const { publishDir, a, b } = await threeReleases();
    let switching = true;
    let reads = 0;
    const reader = (async () => {
      while (switching) {
        const text = await readFile(remotesManifestPath(publishDir), 'utf8');
        expect(() => JSON.parse(text)).not.toThrow();
        expect(JSON.parse(text).remotes).toHaveLength(2);
        reads += 1;
      }
    })();
    for (let i = 0; i < 30; i += 1) await activateVersion(publishDir, 'mf-catalog', i % 2 ? a : b);
    switching = false;
    await reader;
    expect(reads).toBeGreaterThan(0);
  });

  it('is a no-op for the live version', async () => {
    const { publishDir, c } = await threeReleases();
    const inode = (await stat(remotesManifestPath(publishDir))).ino;
    expect(await activateVersion(publishDir, 'mf-catalog', c)).toMatchObject({ changed: false, current: c });
    expect((await stat(remotesManifestPath(publishDir))).ino).toBe(inode);
  });

  it('rejects a version that was never published', async () => {
    const { publishDir } = await threeReleases();
    await expect(activateVersion(publishDir, 'mf-catalog', '9.9.9-deadbeef')).rejects.toThrow(
      /unknown version "9\.9\.9-deadbeef" of mf-catalog/,
    );
  });
});

describe('rollbackRemote', () => {
  it('goes back to the previously live version, then one further back, touching no other remote', async () => {
    const { publishDir, a, b, c, x } = await threeReleases();
    const checkout = JSON.stringify((await readRemotesManifest(publishDir)).remotes[1]);

    expect(await rollbackRemote(publishDir, 'mf-catalog')).toEqual({ app: 'mf-catalog', previous: c, current: b, changed: true });
    expect(await liveVersion(publishDir, 'mf-catalog')).toBe(b);
    expect(await rollbackRemote(publishDir, 'mf-catalog')).toMatchObject({ previous: b, current: a });
    expect(await liveVersion(publishDir, 'mf-catalog')).toBe(a);
    expect(await liveVersion(publishDir, 'mf-checkout')).toBe(x);
    expect(JSON.stringify((await readRemotesManifest(publishDir)).remotes[1])).toBe(checkout);
  });

  it('says clearly when there is nothing to roll back to', async () => {
    const { publishDir } = await threeReleases();
    await rollbackRemote(publishDir, 'mf-catalog');
    await rollbackRemote(publishDir, 'mf-catalog');
    const third = rollbackRemote(publishDir, 'mf-catalog');
    await expect(third).rejects.toBeInstanceOf(UserError);
    await expect(rollbackRemote(publishDir, 'mf-catalog')).rejects.toThrow(/mf-catalog has no earlier version to roll back to/);
    await expect(rollbackRemote(publishDir, 'mf-member')).rejects.toThrow(/mf-member is not in remotes\.json/);
  });

  it('--to switches to a named version, and a plain rollback afterwards returns to the one before it', async () => {
    const { publishDir, a, c } = await threeReleases();
    expect(await rollbackRemote(publishDir, 'mf-catalog', { to: a })).toMatchObject({ previous: c, current: a });
    expect(await liveVersion(publishDir, 'mf-catalog')).toBe(a);
    expect(await rollbackRemote(publishDir, 'mf-catalog')).toMatchObject({ previous: a, current: c });
  });

  it('--to rejects unknown and already-live versions', async () => {
    const { publishDir, c } = await threeReleases();
    await expect(rollbackRemote(publishDir, 'mf-catalog', { to: 'nope' })).rejects.toThrow(/unknown version "nope"/);
    await expect(rollbackRemote(publishDir, 'mf-catalog', { to: c })).rejects.toThrow(/already the live version/);
  });

  it('restores the URL prefixes the older version owned', async () => {
    const root = await fakeRepo([]);
    const publishDir = await tempDir('pub');
    const old = await publishFake(root, publishDir, CATALOG, 'old');
    await activateVersion(publishDir, 'mf-catalog', old);
    const newer = await publishFake(root, publishDir, { ...CATALOG, owns: [...CATALOG.owns, '/new-page'] }, 'new');
    await activateVersion(publishDir, 'mf-catalog', newer);
    expect((await readRemotesManifest(publishDir)).remotes[0]?.owns).toContain('/new-page');
    await rollbackRemote(publishDir, 'mf-catalog');
    expect((await readRemotesManifest(publishDir)).remotes[0]?.owns).toEqual(['/', '/product']);
  });

  it('treats a hand-edited live version as the current one', async () => {
    const { publishDir, a, c } = await threeReleases();
    const manifest = await readRemotesManifest(publishDir);
    manifest.remotes[0] = { ...manifest.remotes[0]!, version: a, manifest: `/remotes/mf-catalog/${a}/mf-manifest.json` };
    await writeRemotesManifest(publishDir, manifest);
    // "before the current one" is c (what was live before the hand edit put a live).
    expect(await rollbackRemote(publishDir, 'mf-catalog')).toMatchObject({ previous: a, current: c });
    expect(await liveVersion(publishDir, 'mf-catalog')).toBe(c);
  });
});
