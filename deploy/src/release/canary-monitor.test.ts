import { afterAll, describe, expect, it } from '@jest/globals';
import { activateVersion } from '../manifest/activate.js';
import { readHistory } from '../manifest/history.js';
import { CATALOG, CHECKOUT, fakeRepo, removeTempDirs, tempDir } from '../testing/fixtures.js';
import { publishFake } from '../testing/publish-fake.js';
import { checkCanaries, startCanaryMonitor, type RemoteHealthReader } from './canary-monitor.js';
import type { HealthCounts } from './canary-verdict.js';
import { readReleaseState } from './release-state.js';
import { startCanary } from './rollout.js';

afterAll(removeTempDirs);

/** Catalog stable at `a` with `b` as a 10 % canary (and `c` published); checkout stable at `x`, no canary. */
async function shopWithCanary() {
  const root = await fakeRepo([]);
  const publishDir = await tempDir('pub');
  const x = await publishFake(root, publishDir, CHECKOUT, 'x');
  await activateVersion(publishDir, 'mf-checkout', x);
  const a = await publishFake(root, publishDir, CATALOG, 'a');
  await activateVersion(publishDir, 'mf-catalog', a);
  const b = await publishFake(root, publishDir, CATALOG, 'b');
  const c = await publishFake(root, publishDir, CATALOG, 'c');
  await startCanary(publishDir, 'mf-catalog', b, 10, { operator: 'ana' });
  const since = (await readReleaseState(publishDir)).remotes['mf-catalog']!.canary!.since;
  return { publishDir, a, b, c, x, since };
}

/** The API's health as the monitor sees it: counts per container name and version, and who asked what. */
function healthOf(counts: Record<string, HealthCounts>) {
  const asked: { remote: string; version: string; since: string }[] = [];
  const reader: RemoteHealthReader = {
    async remoteHealthSince({ remote, version, since }) {
      asked.push({ remote, version, since: since.toISOString() });
      return counts[`${remote} ${version}`] ?? { loads: 0, errors: 0 };
    },
  };
  return { reader, asked };
}

const policy = { margin: 2, minSample: 100 };

describe('checkCanaries', () => {
  it('drops a failing canary, records the auto-rollback with its reason and logs one line', async () => {
    const { publishDir, a, b, since } = await shopWithCanary();
    const { reader, asked } = healthOf({
      [`mf_catalog ${a}`]: { loads: 1000, errors: 10 },
      [`mf_catalog ${b}`]: { loads: 200, errors: 20 },
    });
    const lines: string[] = [];
    const checks = await checkCanaries({ publishDir, health: reader, policy, log: (line) => lines.push(line) });

    expect(checks).toEqual([
      expect.objectContaining({
        app: 'mf-catalog',
        version: b,
        verdict: 'failing',
        canaryRate: 10,
        stableRate: 1,
        aborted: true,
      }),
    ]);
    // Both versions read by container name over the canary's own period.
    expect(asked).toEqual(
      expect.arrayContaining([
        { remote: 'mf_catalog', version: b, since },
        { remote: 'mf_catalog', version: a, since },
      ]),
    );
    const state = (await readReleaseState(publishDir)).remotes['mf-catalog'];
    expect(state?.canary).toBeUndefined();
    expect(state?.stable?.version).toBe(a);
    expect((await readHistory(publishDir, 'mf-catalog')).events.at(-1)).toMatchObject({
      action: 'abort',
      operator: 'auto-rollback',
      version: b,
      reason: checks[0]!.reason,
    });
    expect(lines).toEqual([`canary rolled back automatically: mf-catalog ${b} (stable ${a}): ${checks[0]!.reason}`]);
  });

  it('leaves a healthy canary, and one with too few page loads, where they are', async () => {
    const { publishDir, a, b } = await shopWithCanary();
    const lines: string[] = [];
    for (const [canary, verdict] of [
      [{ loads: 500, errors: 15 }, 'healthy'],
      [{ loads: 99, errors: 99 }, 'too-few'],
    ] as const) {
      const { reader } = healthOf({ [`mf_catalog ${a}`]: { loads: 1000, errors: 10 }, [`mf_catalog ${b}`]: canary });
      const checks = await checkCanaries({ publishDir, health: reader, policy, log: (line) => lines.push(line) });
      expect(checks).toEqual([expect.objectContaining({ app: 'mf-catalog', verdict, aborted: false })]);
    }
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']?.canary?.entry.version).toBe(b);
    expect(lines).toEqual([]);
  });

  it('does not drop a canary an operator replaced while its health was being read', async () => {
    const { publishDir, b, c } = await shopWithCanary();
    const reader: RemoteHealthReader = {
      async remoteHealthSince({ version }) {
        if (version === b) await startCanary(publishDir, 'mf-catalog', c, 10, { operator: 'bo' });
        return version === b ? { loads: 500, errors: 500 } : { loads: 1000, errors: 0 };
      },
    };
    const checks = await checkCanaries({ publishDir, health: reader, policy, log: () => {} });
    expect(checks).toEqual([expect.objectContaining({ version: b, verdict: 'failing', aborted: false })]);
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']?.canary?.entry.version).toBe(c);
  });
});

const until = async (condition: () => boolean | Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('startCanaryMonitor', () => {
  it('rolls a canary back by itself once it starts failing, and checks nothing after stop', async () => {
    const { publishDir, a, b } = await shopWithCanary();
    const counts: Record<string, HealthCounts> = {
      [`mf_catalog ${a}`]: { loads: 100, errors: 0 },
      [`mf_catalog ${b}`]: { loads: 10, errors: 0 },
    };
    const { reader, asked } = healthOf(counts);
    const lines: string[] = [];
    const monitor = startCanaryMonitor({ publishDir, health: reader, policy, intervalMs: 20, log: (line) => lines.push(line) });
    try {
      await until(() => asked.length >= 4);
      expect((await readReleaseState(publishDir)).remotes['mf-catalog']?.canary).toBeDefined();
      counts[`mf_catalog ${b}`] = { loads: 150, errors: 30 };
      await until(async () => !(await readReleaseState(publishDir)).remotes['mf-catalog']?.canary);
      // The line follows the abort's last write (the history) by a moment.
      await until(() => lines.length > 0);
      expect(lines).toEqual([expect.stringMatching(/^canary rolled back automatically: mf-catalog /)]);
    } finally {
      await monitor.stop();
    }
    const seen = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked.length).toBe(seen);
  });

  it('logs a failing check once, not at every tick, and keeps trying', async () => {
    const { publishDir } = await shopWithCanary();
    let calls = 0;
    const reader: RemoteHealthReader = {
      async remoteHealthSince() {
        calls += 1;
        throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      },
    };
    const lines: string[] = [];
    const monitor = startCanaryMonitor({ publishDir, health: reader, policy, intervalMs: 10, log: (line) => lines.push(line) });
    try {
      await until(() => calls >= 10);
    } finally {
      await monitor.stop();
    }
    expect(lines).toEqual(['canary monitor: check failed (retrying every 10 ms): connect ECONNREFUSED 127.0.0.1:5432']);
  });
});
