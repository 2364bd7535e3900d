import { afterAll, describe, expect, it } from '@jest/globals';
import { rollbackRemote } from './manifest/activate.js';
import { readRemotesManifest } from './manifest/remotes-manifest.js';
import { publishAllRemotes } from './pipeline.js';
import { CATALOG, CHECKOUT, fakeRepo, removeTempDirs, tempDir, writeRemote, type FakeRemote } from './testing/fixtures.js';

afterAll(removeTempDirs);

const MEMBER: FakeRemote = { app: 'mf-member', remoteName: 'mf_member', owns: ['/member'] };
const FANZA: FakeRemote = { app: 'mf-fanza', remoteName: 'mf_fanza', owns: ['/fanza'] };
const ALL = [CATALOG, CHECKOUT, MEMBER, FANZA];
const quiet = () => {};

async function live(publishDir: string): Promise<Record<string, string>> {
  const manifest = await readRemotesManifest(publishDir);
  return Object.fromEntries(manifest.remotes.map((entry) => [entry.package, entry.version]));
}

describe('publishAllRemotes', () => {
  it('publishes and activates all four remotes in a stable order (by folder name)', async () => {
    const root = await fakeRepo(ALL);
    const publishDir = await tempDir('pub');
    const results = await publishAllRemotes(root, publishDir, quiet);
    expect(results.every((result) => result.publish.created && result.activation?.changed)).toBe(true);
    const manifest = await readRemotesManifest(publishDir);
    expect(manifest.remotes.map((entry) => [entry.name, entry.package])).toEqual([
      ['mf_catalog', 'mf-catalog'],
      ['mf_checkout', 'mf-checkout'],
      ['mf_fanza', 'mf-fanza'],
      ['mf_member', 'mf-member'],
    ]);
  });

  it('keeps a rollback in force across restarts until a new build appears', async () => {
    const root = await fakeRepo(ALL);
    const publishDir = await tempDir('pub');
    await publishAllRemotes(root, publishDir, quiet);
    const first = await live(publishDir);
    await writeRemote(root, CATALOG, 'v2');
    await publishAllRemotes(root, publishDir, quiet);
    const second = await live(publishDir);
    expect(second['mf-catalog']).not.toBe(first['mf-catalog']);
    expect(second['mf-checkout']).toBe(first['mf-checkout']);

    await rollbackRemote(publishDir, 'mf-catalog');
    await publishAllRemotes(root, publishDir, quiet); // `npm start` again, same builds
    expect(await live(publishDir)).toEqual(first);

    await writeRemote(root, CATALOG, 'v3');
    await publishAllRemotes(root, publishDir, quiet);
    const third = await live(publishDir);
    expect(third['mf-catalog']).not.toBe(first['mf-catalog']);
    expect(third['mf-catalog']).not.toBe(second['mf-catalog']);
  });
});
