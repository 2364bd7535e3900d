/**
 * The e2e shop of one remote's own checks: the other remotes exactly as they are live (not their newest
 * publish, not their canary), the remote under test as a new version, and the live publish folder untouched.
 * Real temp folders and the real publish/activate code.
 */
import { access, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { UserError } from '../errors.js';
import { activateVersion, rollbackRemote } from '../manifest/activate.js';
import { versionFolder } from '../manifest/history.js';
import { readRemotesManifest, writeRemotesManifest } from '../manifest/remotes-manifest.js';
import { startCanary } from '../release/rollout.js';
import { CATALOG, CHECKOUT, fakeRepo, removeTempDirs, tempDir, writeRemote, type FakeRemote } from '../testing/fixtures.js';
import { publishFake } from '../testing/publish-fake.js';
import { assembleRemoteCheckShop, liveVersionsOfOthers } from './assemble-shop.js';

afterAll(removeTempDirs);

const FANZA: FakeRemote = { app: 'mf-fanza', remoteName: 'mf_fanza', owns: ['/fanza'] };
const REMOTES = ['mf-catalog', 'mf-checkout', 'mf-fanza'];

/** Every file under `dir` with its content: what "untouched" is compared by. */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = await readFile(file, 'utf8');
  }
  return files;
}

/**
 * A live shop: checkout published twice and rolled back to its first version, fanza live with a canary of
 * a newer version at 30 %, the catalogue live at its first build.
 */
async function liveShop() {
  const root = await fakeRepo([CATALOG, CHECKOUT, FANZA], 'live');
  const liveDir = await tempDir('live');
  const catalogLive = await publishFake(root, liveDir, CATALOG, 'live');
  await activateVersion(liveDir, 'mf-catalog', catalogLive);
  const checkoutLive = await publishFake(root, liveDir, CHECKOUT, 'one');
  await activateVersion(liveDir, 'mf-checkout', checkoutLive);
  await activateVersion(liveDir, 'mf-checkout', await publishFake(root, liveDir, CHECKOUT, 'two'));
  await rollbackRemote(liveDir, 'mf-checkout');
  const fanzaLive = await publishFake(root, liveDir, FANZA, 'stable');
  await activateVersion(liveDir, 'mf-fanza', fanzaLive);
  const fanzaCanary = await publishFake(root, liveDir, FANZA, 'canary');
  await startCanary(liveDir, 'mf-fanza', fanzaCanary, 30, { operator: 'test' });
  // The team's change: a new build of the catalogue in its dist, not published anywhere yet.
  await writeRemote(root, CATALOG, 'new');
  return { root, liveDir, catalogLive, checkoutLive, fanzaLive, fanzaCanary };
}

describe('assembleRemoteCheckShop', () => {
  it('serves the others’ live versions and the new build, and leaves the live folder as it was', async () => {
    const live = await liveShop();
    const before = await snapshot(live.liveDir);
    const targetDir = await tempDir('e2e-shop');

    const assembled = await assembleRemoteCheckShop({
      liveDir: live.liveDir,
      targetDir,
      app: 'mf-catalog',
      distDir: path.join(live.root, 'mf-catalog', 'dist'),
      root: live.root,
      remotes: REMOTES,
    });

    const newVersion = assembled.find((remote) => remote.app === 'mf-catalog')!.version;
    expect(newVersion).not.toBe(live.catalogLive);
    expect(assembled).toEqual([
      { app: 'mf-checkout', version: live.checkoutLive, source: 'live' },
      { app: 'mf-fanza', version: live.fanzaLive, source: 'live' },
      { app: 'mf-catalog', version: newVersion, source: 'new build' },
    ]);
    const manifest = await readRemotesManifest(targetDir);
    const liveManifest = await readRemotesManifest(live.liveDir);
    expect(manifest.remotes.map((entry) => [entry.package, entry.version])).toEqual([
      ['mf-catalog', newVersion],
      ['mf-checkout', live.checkoutLive],
      ['mf-fanza', live.fanzaLive],
    ]);
    // The others' entries are the live ones (manifest URL, owned prefixes), byte for byte.
    for (const app of ['mf-checkout', 'mf-fanza']) {
      expect(manifest.remotes.find((entry) => entry.package === app)).toEqual(
        liveManifest.remotes.find((entry) => entry.package === app),
      );
    }
    // Only the versions served are there: no newer checkout, no fanza canary, no live catalogue.
    for (const [app, versions] of [
      ['mf-catalog', [newVersion]],
      ['mf-checkout', [live.checkoutLive]],
      ['mf-fanza', [live.fanzaLive]],
    ] as const) {
      const folders = (await readdir(path.join(targetDir, 'remotes', app))).filter((name) => name !== 'history.json');
      expect(folders).toEqual(versions);
    }
    await expect(access(path.join(targetDir, 'canaries.json'))).rejects.toThrow();
    const copied = await snapshot(versionFolder(targetDir, 'mf-fanza', live.fanzaLive));
    expect(copied).toEqual(await snapshot(versionFolder(live.liveDir, 'mf-fanza', live.fanzaLive)));
    expect(copied['remoteEntry.js']).toContain('mf-fanza stable');
    expect(await readFile(path.join(versionFolder(targetDir, 'mf-catalog', newVersion), 'remoteEntry.js'), 'utf8')).toContain(
      'mf-catalog new',
    );

    expect(await snapshot(live.liveDir)).toEqual(before);
  });

  it('checks a remote that was never published against the others', async () => {
    const root = await fakeRepo([CATALOG, CHECKOUT], 'live');
    const liveDir = await tempDir('live');
    await activateVersion(liveDir, 'mf-checkout', await publishFake(root, liveDir, CHECKOUT, 'live'));
    const targetDir = await tempDir('e2e-shop');

    const assembled = await assembleRemoteCheckShop({
      liveDir,
      targetDir,
      app: 'mf-catalog',
      distDir: path.join(root, 'mf-catalog', 'dist'),
      root,
      remotes: ['mf-catalog', 'mf-checkout'],
    });

    expect(assembled.map((remote) => [remote.app, remote.source])).toEqual([
      ['mf-checkout', 'live'],
      ['mf-catalog', 'new build'],
    ]);
    expect((await readRemotesManifest(targetDir)).remotes.map((entry) => entry.package)).toEqual(['mf-catalog', 'mf-checkout']);
  });
});

describe('liveVersionsOfOthers', () => {
  it('asks for `npm start` once when nothing is published', async () => {
    const liveDir = await tempDir('empty');
    const refusal = liveVersionsOfOthers(liveDir, 'mf-catalog', REMOTES);
    await expect(refusal).rejects.toThrow(UserError);
    await expect(liveVersionsOfOthers(liveDir, 'mf-catalog', REMOTES)).rejects.toThrow(
      /^no published mf-checkout, mf-fanza in .*remotes\.json: run `npm start` once/,
    );
  });

  it('names a remote missing from remotes.json, or whose live version folder is gone', async () => {
    const live = await liveShop();
    const manifest = await readRemotesManifest(live.liveDir);
    await writeRemotesManifest(live.liveDir, {
      ...manifest,
      remotes: manifest.remotes.filter((entry) => entry.package !== 'mf-checkout'),
    });
    await rm(versionFolder(live.liveDir, 'mf-fanza', live.fanzaLive), { recursive: true });

    await expect(liveVersionsOfOthers(live.liveDir, 'mf-catalog', REMOTES)).rejects.toThrow(
      /^no published mf-checkout, mf-fanza in /,
    );
    // The remote under test itself need not be live.
    await expect(liveVersionsOfOthers(live.liveDir, 'mf-checkout', ['mf-catalog', 'mf-checkout'])).resolves.toEqual(
      new Map([['mf-catalog', live.catalogLive]]),
    );
  });
});
