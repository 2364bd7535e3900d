import { readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readRemotePackage } from '../apps.js';
import { STAMP_FILE } from '../build/staleness.js';
import { UserError } from '../errors.js';
import { readHistory } from '../manifest/history.js';
import { CATALOG, fakeRepo, remoteDistFiles, removeTempDirs, tempDir, writeFiles } from '../testing/fixtures.js';
import { hashDist } from './hash-dist.js';
import { publishRemote } from './publish-remote.js';

afterAll(removeTempDirs);

async function publishCatalog(root: string, publishDir: string) {
  return publishRemote(publishDir, path.join(root, 'mf-catalog', 'dist'), await readRemotePackage(root, 'mf-catalog'));
}

describe('publishRemote', () => {
  it('copies the dist into remotes/<app>/<package version>-<8 hex of the content hash>/', async () => {
    const root = await fakeRepo([{ ...CATALOG, version: '2.3.4' }]);
    const publishDir = await tempDir('pub');
    const result = await publishCatalog(root, publishDir);

    const expectedHash = (await hashDist(path.join(root, 'mf-catalog', 'dist'))).slice(0, 8);
    expect(result.version).toBe(`2.3.4-${expectedHash}`);
    expect(result.version).toMatch(/^2\.3\.4-[0-9a-f]{8}$/);
    expect(result.created).toBe(true);
    expect(result.folder).toBe(path.join(publishDir, 'remotes', 'mf-catalog', result.version));
    const files = remoteDistFiles('mf-catalog v1');
    expect((await readdir(result.folder)).sort()).toEqual(Object.keys(files).sort());
    for (const [name, content] of Object.entries(files)) {
      expect(await readFile(path.join(result.folder, name), 'utf8')).toBe(content);
    }
    expect(result.entry).toEqual({
      name: 'mf_catalog',
      package: 'mf-catalog',
      version: result.version,
      manifest: `/remotes/mf-catalog/${result.version}/mf-manifest.json`,
      owns: ['/', '/product'],
    });
    // Recorded so a later rollback can restore exactly this entry.
    expect((await readHistory(publishDir, 'mf-catalog')).published[result.version]?.entry).toEqual(result.entry);
  });

  it('gives the same bytes the same version and leaves the existing folder untouched', async () => {
    const root = await fakeRepo([CATALOG]);
    const publishDir = await tempDir('pub');
    const first = await publishCatalog(root, publishDir);
    const before = await stat(path.join(first.folder, 'remoteEntry.js'));
    await sleep(20);
    // A rebuild with identical output: only the build stamp (a time) and MF's build stats differ.
    await writeFile(path.join(root, 'mf-catalog', 'dist', STAMP_FILE), JSON.stringify({ builtAt: Date.now() }));
    await writeFile(path.join(root, 'mf-catalog', 'dist', 'mf-stats.json'), JSON.stringify({ usedIn: [Math.random()] }));
    const second = await publishCatalog(root, publishDir);

    expect(second.version).toBe(first.version);
    expect(second.created).toBe(false);
    const after = await stat(path.join(first.folder, 'remoteEntry.js'));
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(await readdir(path.join(publishDir, 'remotes', 'mf-catalog'))).toEqual(
      expect.arrayContaining([first.version, 'history.json']),
    );
    expect(await readdir(path.join(publishDir, 'remotes', 'mf-catalog'))).toHaveLength(2);
    expect(await readdir(first.folder)).not.toContain(STAMP_FILE);
    expect(await readdir(first.folder)).not.toContain('mf-stats.json');
  });

  it('gives changed content, or a renamed file, a new version in a new folder', async () => {
    const root = await fakeRepo([CATALOG]);
    const publishDir = await tempDir('pub');
    const dist = path.join(root, 'mf-catalog', 'dist');
    const first = await publishCatalog(root, publishDir);

    await writeFiles(dist, { 'routes.1a2b3c4d.js': 'changed' });
    const second = await publishCatalog(root, publishDir);
    expect(second.version).not.toBe(first.version);
    expect(second.created).toBe(true);
    expect(await readFile(path.join(first.folder, 'routes.1a2b3c4d.js'), 'utf8')).not.toBe('changed');

    // Same bytes under another name is another build (the names are what the manifest points at).
    const original = await fakeRepo([CATALOG]);
    const renamed = await fakeRepo([CATALOG]);
    const renamedDist = path.join(renamed, 'mf-catalog', 'dist');
    expect(await hashDist(renamedDist)).toBe(await hashDist(path.join(original, 'mf-catalog', 'dist')));
    await rename(path.join(renamedDist, 'routes.1a2b3c4d.js'), path.join(renamedDist, 'routes.99999999.js'));
    expect(await hashDist(renamedDist)).not.toBe(await hashDist(path.join(original, 'mf-catalog', 'dist')));
  });

  it('refuses a dist that is not a Module Federation remote', async () => {
    const root = await fakeRepo([CATALOG]);
    const publishDir = await tempDir('pub');
    await writeFile(path.join(root, 'mf-catalog', 'dist', 'mf-manifest.json'), '{}');
    await rm(path.join(root, 'mf-catalog', 'dist', 'remoteEntry.js'));
    await expect(publishCatalog(root, publishDir)).rejects.toThrow(/no remoteEntry\.js/);
    await expect(publishCatalog(root, publishDir)).rejects.toBeInstanceOf(UserError);
    expect(await readdir(path.join(publishDir, 'remotes'), { recursive: true }).catch(() => [])).toEqual([]);
  });

  it('reports a missing dist as "not built"', async () => {
    const root = await fakeRepo([CATALOG]);
    await rm(path.join(root, 'mf-catalog', 'dist'), { recursive: true });
    await expect(publishCatalog(root, await tempDir('pub'))).rejects.toThrow(/mf-catalog is not built/);
  });

  it('leaves no temp folder behind', async () => {
    const root = await fakeRepo([CATALOG]);
    const publishDir = await tempDir('pub');
    await publishCatalog(root, publishDir);
    const names = await readdir(path.join(publishDir, 'remotes', 'mf-catalog'));
    expect(names.filter((name) => name.startsWith('.'))).toEqual([]);
    expect(await readdir(publishDir)).not.toContain('.publish.lock');
  });
});
