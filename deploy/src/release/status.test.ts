/**
 * releaseStatus on a real publish folder: what a release manager reads before moving a canary. The health
 * source is the API's reader (another workspace, a database); here a small one that answers from a table and
 * records what it was asked, which is the contract status.ts relies on.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readRemotePackage } from '../apps.js';
import { activateVersion } from '../manifest/activate.js';
import { publishRemote } from '../publish/publish-remote.js';
import { CATALOG, CHECKOUT, fakeRepo, removeTempDirs, tempDir, writeRemote } from '../testing/fixtures.js';
import { setCanaryShare, startCanary } from './rollout.js';
import { HEALTH_WINDOW_MS, RECENT_EVENTS, releaseStatus, type HealthCounts, type HealthSource } from './status.js';
import { statusTable } from './status-table.js';

let publishDir: string;
const catalog: string[] = [];
let checkout: string;

async function publish(remote: typeof CATALOG, tag: string): Promise<string> {
  const root = await fakeRepo([]);
  await writeRemote(root, remote, tag);
  const info = await readRemotePackage(root, remote.app);
  return (await publishRemote(publishDir, path.join(root, remote.app, 'dist'), info)).version;
}

beforeAll(async () => {
  publishDir = await tempDir('status');
  for (const tag of ['a', 'b', 'c']) catalog.push(await publish(CATALOG, tag));
  await activateVersion(publishDir, 'mf-catalog', catalog[0]!, { operator: 'ann' });
  await activateVersion(publishDir, 'mf-catalog', catalog[1]!, { operator: 'ann' });
  await startCanary(publishDir, 'mf-catalog', catalog[2]!, 10, { operator: 'bo' });
  await setCanaryShare(publishDir, 'mf-catalog', 25, { operator: 'bo', reason: 'looks fine' });
  checkout = await publish(CHECKOUT, 'a');
  await activateVersion(publishDir, 'mf-checkout', checkout, { operator: 'cy' });
});
afterAll(removeTempDirs);

/** Answers from `counts` by "remote version", and records every question. */
function healthFrom(
  counts: Record<string, HealthCounts>,
): HealthSource & { asked: { remote: string; version: string; since: Date }[] } {
  const asked: { remote: string; version: string; since: Date }[] = [];
  return {
    asked,
    async remoteHealthSince(query) {
      asked.push(query);
      return counts[`${query.remote} ${query.version}`] ?? { loads: 0, errors: 0 };
    },
  };
}

describe('releaseStatus', () => {
  it('names each remote’s stable and canary versions with their shares, times and history, newest first', async () => {
    const status = await releaseStatus(publishDir);
    expect(status.remotes.map((remote) => remote.app)).toEqual(['mf-catalog', 'mf-checkout', 'mf-fanza', 'mf-member']);
    const [catalogStatus, checkoutStatus, fanza] = status.remotes;
    expect(catalogStatus).toMatchObject({
      name: 'mf_catalog',
      stable: { version: catalog[1], since: expect.any(String) },
      canary: { version: catalog[2], percent: 25, since: expect.any(String) },
    });
    expect(catalogStatus!.published.map((each) => each.version).sort()).toEqual([...catalog].sort());
    expect(catalogStatus!.published[0]!.version).toBe(catalog[2]); // the newest publish first
    expect(catalogStatus!.events.map((event) => [event.action, event.operator, event.percent])).toEqual([
      ['rollout', 'bo', 25],
      ['canary', 'bo', 10],
      ['activate', 'ann', undefined],
      ['activate', 'ann', undefined],
    ]);
    expect(catalogStatus!.events[0]!.reason).toBe('looks fine');
    expect(checkoutStatus).toMatchObject({ name: 'mf_checkout', stable: { version: checkout } });
    expect(checkoutStatus!.canary).toBeUndefined();
    // Never released: listed, with nothing live, so the operator sees every remote.
    expect(fanza).toEqual({ app: 'mf-fanza', published: [], events: [] });
    expect(status.healthError).toBeUndefined();
    expect(catalogStatus!.health).toBeUndefined();
  });

  it('compares stable and canary since the canary started, and covers the last 24 h without a canary', async () => {
    const now = new Date();
    const health = healthFrom({
      [`mf_catalog ${catalog[1]}`]: { loads: 900, errors: 9 },
      [`mf_catalog ${catalog[2]}`]: { loads: 100, errors: 5 },
      [`mf_checkout ${checkout}`]: { loads: 0, errors: 0 },
    });
    const status = await releaseStatus(publishDir, health, { now, policy: { margin: 2, minSample: 100 } });
    const [catalogStatus, checkoutStatus, fanza] = status.remotes;
    expect(catalogStatus!.health).toEqual({
      since: catalogStatus!.canary!.since,
      stable: { version: catalog[1], loads: 900, errors: 9, errorRate: 1 },
      canary: { version: catalog[2], loads: 100, errors: 5, errorRate: 5 },
      // The automatic rollback's own rule, so the operator sees what it will do.
      verdict: expect.objectContaining({ verdict: 'failing', canaryRate: 5, stableRate: 1 }),
    });
    // No load yet: no rate to compare (not 0 %).
    expect(checkoutStatus!.health).toEqual({
      since: new Date(now.getTime() - HEALTH_WINDOW_MS).toISOString(),
      stable: { version: checkout, loads: 0, errors: 0, errorRate: null },
    });
    expect(fanza!.health).toBeUndefined();
    // Keyed by the container name, never asked about a remote that is not live.
    expect(health.asked.map((query) => `${query.remote} ${query.version}`).sort()).toEqual(
      [`mf_catalog ${catalog[1]}`, `mf_catalog ${catalog[2]}`, `mf_checkout ${checkout}`].sort(),
    );
  });

  it('still gives versions and shares when the health source fails, and says why health is missing', async () => {
    const status = await releaseStatus(publishDir, {
      remoteHealthSince: () => Promise.reject(new Error('database is not answering')),
    });
    expect(status.healthError).toBe('health unavailable: database is not answering');
    expect(status.remotes[0]).toMatchObject({ canary: { percent: 25 } });
    expect(status.remotes.every((remote) => remote.health === undefined)).toBe(true);
  });

  it('keeps the last 20 events', async () => {
    const dir = await tempDir('status-events');
    const saved = publishDir;
    publishDir = dir;
    try {
      const a = await publish(CATALOG, 'a');
      const b = await publish(CATALOG, 'b');
      await activateVersion(dir, 'mf-catalog', a);
      await startCanary(dir, 'mf-catalog', b, 1, { operator: 'ann' });
      for (let percent = 2; percent <= 25; percent++) await setCanaryShare(dir, 'mf-catalog', percent, { operator: 'ann' });
      const events = (await releaseStatus(dir)).remotes[0]!.events;
      expect(events).toHaveLength(RECENT_EVENTS);
      expect(events.map((event) => event.percent)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    } finally {
      publishDir = saved;
    }
  });
});

describe('statusTable', () => {
  it('aligns one row per live version with its share and health, and marks remotes that are not live', async () => {
    const health = healthFrom({
      [`mf_catalog ${catalog[1]}`]: { loads: 1204, errors: 2 },
      [`mf_catalog ${catalog[2]}`]: { loads: 131, errors: 4 },
    });
    const policy = { margin: 2, minSample: 100 };
    const lines = statusTable(await releaseStatus(publishDir, health, { policy }), true).split('\n');
    expect(lines[0]).toMatch(/^remote\s+role\s+version\s+share\s+since\s+page loads\s+errors\s+error rate\s+verdict$/);
    const [stable, canary] = [lines[1]!, lines[2]!];
    expect(stable).toMatch(
      new RegExp(`^mf-catalog\\s+stable\\s+${catalog[1]}\\s+75 %\\s+\\S+ \\S+ UTC\\s+1,204\\s+2\\s+0\\.17 %$`),
    );
    expect(canary).toMatch(
      new RegExp(`^\\s+canary\\s+${catalog[2]}\\s+25 %\\s+\\S+ \\S+ UTC\\s+131\\s+4\\s+3\\.05 %\\s+failing$`),
    );
    // Columns line up: every cell of a column starts (or, for numbers, ends) at the same place.
    expect(canary.indexOf(catalog[2]!)).toBe(stable.indexOf(catalog[1]!));
    expect(canary.indexOf('25 %') + 4).toBe(stable.indexOf('75 %') + 4);
    expect(lines.find((line) => line.startsWith('mf-checkout'))).toMatch(/\s100 %\s.*\s0\s+—$/);
    expect(lines.find((line) => line.startsWith('mf-fanza'))).toMatch(/^mf-fanza\s+—\s+not live$/);
  });

  it('leaves the health columns out when there is no health', async () => {
    const lines = statusTable(await releaseStatus(publishDir), false).split('\n');
    expect(lines[0]).toMatch(/^remote\s+role\s+version\s+share\s+since$/);
    expect(lines[2]).toMatch(/canary\s+\S+\s+25 %\s+\S+ \S+ UTC$/);
  });
});
