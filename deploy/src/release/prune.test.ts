import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { readRemotePackage } from '../apps.js';
import { activateVersion } from '../manifest/activate.js';
import { listPublishedVersions, readHistory, writeHistory } from '../manifest/history.js';
import { publishRemote } from '../publish/publish-remote.js';
import { CATALOG, fakeRepo, removeTempDirs, tempDir, writeRemote } from '../testing/fixtures.js';
import { parseKeep, pruneVersions } from './prune.js';
import { startCanary } from './rollout.js';

afterAll(removeTempDirs);

describe('prune', () => {
  it('keeps the newest, what is live, what rollback can reach and what recent history names; removes the rest', async () => {
    const root = await fakeRepo([]);
    const publishDir = await tempDir('pub');
    const versions: string[] = [];
    for (const tag of ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7']) {
      await writeRemote(root, CATALOG, tag);
      const info = await readRemotePackage(root, 'mf-catalog');
      versions.push((await publishRemote(publishDir, path.join(root, 'mf-catalog', 'dist'), info)).version);
    }
    const [v1, v2, v3, v4, v5, v6, v7] = versions as [string, string, string, string, string, string, string];
    await activateVersion(publishDir, 'mf-catalog', v1);
    await activateVersion(publishDir, 'mf-catalog', v2);
    await startCanary(publishDir, 'mf-catalog', v3, 5, { operator: 'ana' });
    // Make the early history old, so only the activation stack and the live versions protect v1–v3.
    const history = await readHistory(publishDir, 'mf-catalog');
    for (const event of history.events) event.at = '2020-01-01T00:00:00.000Z';
    await writeHistory(publishDir, 'mf-catalog', history);

    const [catalog] = await pruneVersions(publishDir, { keep: 1, operator: 'ana' });
    expect(catalog?.app).toBe('mf-catalog');
    // v7: newest published; v2: stable (and top of the activation stack); v3: canary.
    expect(new Set(await listPublishedVersions(publishDir, 'mf-catalog'))).toEqual(new Set([v2, v3, v7]));
    expect(new Set(catalog?.removed)).toEqual(new Set([v1, v4, v5, v6]));
    expect((await readHistory(publishDir, 'mf-catalog')).events.at(-1)).toMatchObject({ action: 'prune', operator: 'ana' });

    const again = await pruneVersions(publishDir, { keep: 1, operator: 'ana' });
    expect(again[0]?.removed).toEqual([]);
  });

  it('refuses a keep that is not a whole number of at least 1', () => {
    for (const value of ['0', '-1', '1.5', 'all']) expect(() => parseKeep(value)).toThrow(/--keep/);
    expect(parseKeep(undefined)).toBe(5);
  });
});
