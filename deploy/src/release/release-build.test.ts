import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readRemotePackage } from '../apps.js';
import { UserError } from '../errors.js';
import { readRemotesManifest } from '../manifest/remotes-manifest.js';
import { publishReleaseBuild } from '../pipeline.js';
import { CATALOG, fakeRepo, removeTempDirs, tempDir, writeFiles } from '../testing/fixtures.js';
import { readReleaseState } from './release-state.js';

afterAll(removeTempDirs);

const shared = (name: string, version: string) => ({ name, version, requiredVersion: `^${version}`, singleton: true });

/** A shell dist providing @shop/shared 2.1.0 and react 19.3.1, and a catalogue build needing `sharedVersion`. */
async function releaseSetup(sharedVersion: string) {
  const root = await fakeRepo([CATALOG]);
  const shellDir = await tempDir('shell');
  await writeFiles(shellDir, {
    'mf-manifest.json': JSON.stringify({
      name: 'shell',
      shared: [shared('react', '19.3.1'), shared('@shop/shared/stores', '2.1.0')],
    }),
  });
  const distDir = path.join(root, 'mf-catalog', 'dist');
  await writeFiles(distDir, {
    'mf-manifest.json': JSON.stringify({
      name: 'mf_catalog',
      metaData: { buildInfo: { buildName: 'mf-catalog' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [shared('react', '19.3.1'), shared('@shop/shared/stores', sharedVersion)],
    }),
  });
  return { shellDir, distDir, info: await readRemotePackage(root, 'mf-catalog'), publishDir: await tempDir('pub') };
}

describe('release against the live shell', () => {
  it('refuses a build that needs a newer @shop/shared than the shell provides, naming package and versions, and writes nothing', async () => {
    const { shellDir, distDir, info, publishDir } = await releaseSetup('3.0.0');
    const release = publishReleaseBuild(publishDir, distDir, info, { shellDir, operator: 'ana' });
    await expect(release).rejects.toBeInstanceOf(UserError);
    await expect(release).rejects.toThrow(/mf-catalog needs @shop\/shared\/stores \^3\.0\.0, the live shell provides 2\.1\.0/);
    expect(await readdir(publishDir)).toEqual([]);
  });

  it('publishes a compatible build and makes it live, or starts it as a canary', async () => {
    const { shellDir, distDir, info, publishDir } = await releaseSetup('2.0.0');
    const live = await publishReleaseBuild(publishDir, distDir, info, { shellDir, operator: 'ana' });
    expect(live.summary).toBe(`mf-catalog: (none) -> ${live.version}`);
    expect((await readRemotesManifest(publishDir)).remotes[0]?.version).toBe(live.version);

    await writeFiles(distDir, { 'routes.1a2b3c4d.js': '/* a change */' });
    const canary = await publishReleaseBuild(publishDir, distDir, info, { shellDir, operator: 'ana', canary: 10 });
    expect(canary.summary).toBe(`mf-catalog: canary ${canary.version} for 10 % of shoppers (stable ${live.version})`);
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']?.canary).toMatchObject({ percent: 10 });
  });

  it('refuses to release without a live shell to check against', async () => {
    const { distDir, info, publishDir } = await releaseSetup('2.1.0');
    await expect(publishReleaseBuild(publishDir, distDir, info, { shellDir: await tempDir('empty') })).rejects.toThrow(
      /cannot check mf-catalog against the live shell/,
    );
  });
});
