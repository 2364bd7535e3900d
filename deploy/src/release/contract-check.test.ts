import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { removeTempDirs, tempDir, writeFiles } from '../testing/fixtures.js';
import {
  checkRemoteAgainstShell,
  formatContractProblems,
  readFederationManifest,
  readLiveShellManifest,
  type FederationManifest,
} from './contract-check.js';

// Manifests as rspack + Module Federation wrote them for the shell and the catalogue (asset lists left out).
const builds = path.join(path.dirname(fileURLToPath(import.meta.url)), '../testing/federation-manifests');
let shell: FederationManifest;
let catalog: FederationManifest;

beforeAll(async () => {
  shell = await readFederationManifest(path.join(builds, 'shell'));
  catalog = await readFederationManifest(path.join(builds, 'mf-catalog'));
});

/** The catalogue built against other versions: `changes` maps a shared package to the version it was built with. */
function catalogBuiltWith(changes: Record<string, string>): FederationManifest {
  return {
    ...catalog,
    shared: catalog.shared.map((shared) =>
      changes[shared.name] ? { ...shared, version: changes[shared.name]!, requiredVersion: `^${changes[shared.name]}` } : shared,
    ),
  };
}

const surface = ['stores', 'transport', 'i18n', 'analytics', 'page-cache'].map((subpath) => `@shop/shared/${subpath}`);

afterEach(removeTempDirs);

describe('checkRemoteAgainstShell', () => {
  it('finds nothing between a remote and the shell built from the same sources', () => {
    expect(checkRemoteAgainstShell(catalog, shell)).toEqual([]);
  });

  it('accepts a remote built against an older minor of the singleton surface', () => {
    const older = catalogBuiltWith(Object.fromEntries(surface.map((name) => [name, '2.0.0'])));
    expect(checkRemoteAgainstShell(older, shell)).toEqual([]);
  });

  it('names every singleton of a newer @shop/shared major, with what it needs and what the shell provides', () => {
    const newer = catalogBuiltWith(Object.fromEntries(surface.map((name) => [name, '3.0.0'])));
    const problems = checkRemoteAgainstShell(newer, shell);
    expect(problems.map((problem) => problem.package)).toEqual([...surface].sort());
    expect(problems[0]).toEqual({ remote: 'mf-catalog', package: '@shop/shared/analytics', needs: '^3.0.0', provides: '2.1.0' });
  });

  it('refuses a remote built against a newer minor of a framework library than the shell ships', () => {
    expect(checkRemoteAgainstShell(catalogBuiltWith({ 'react-router': '8.6.0' }), shell)).toEqual([
      { remote: 'mf-catalog', package: 'react-router', needs: '^8.6.0', provides: '8.5.1' },
    ]);
  });

  it('refuses a remote that needs a singleton this shell does not share', () => {
    const needsMore = {
      ...catalog,
      shared: [
        ...catalog.shared,
        { name: '@shop/shared/kuji-state', version: '2.1.0', singleton: true, requiredVersion: '^2.1.0' },
      ],
    };
    expect(checkRemoteAgainstShell(needsMore, shell)).toEqual([
      { remote: 'mf-catalog', package: '@shop/shared/kuji-state', needs: '^2.1.0', provides: null },
    ]);
  });
});

describe('formatContractProblems', () => {
  it('gives the operator one line per package', () => {
    const problems = checkRemoteAgainstShell(catalogBuiltWith({ '@shop/shared/stores': '3.0.0', react: '19.4.0' }), shell);
    expect(formatContractProblems(problems)).toEqual([
      'mf-catalog needs @shop/shared/stores ^3.0.0, the live shell provides 2.1.0',
      'mf-catalog needs react ^19.4.0, the live shell provides 19.3.1',
    ]);
  });
});

describe('reading manifests', () => {
  it('reads the live shell from the shell folder the server serves', async () => {
    const shellDir = await tempDir('contract-shell');
    await writeFiles(shellDir, { 'mf-manifest.json': JSON.stringify(shell), 'index.html': '<!doctype html>' });
    const live = await readLiveShellManifest(shellDir);
    expect(checkRemoteAgainstShell(catalogBuiltWith({ '@shop/shared/i18n': '3.0.0' }), live)).toHaveLength(1);
  });

  it('says which file is not a federation manifest', async () => {
    const dir = await tempDir('contract-remote');
    await writeFiles(dir, { 'mf-manifest.json': JSON.stringify({ id: 'mf_catalog' }) });
    await expect(readFederationManifest(dir)).rejects.toThrow(`${dir}/mf-manifest.json is not a Module Federation manifest`);
  });
});
