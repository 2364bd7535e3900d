import { afterAll, describe, expect, it } from '@jest/globals';
import { UserError } from '../errors.js';
import { activateVersion } from '../manifest/activate.js';
import { readHistory } from '../manifest/history.js';
import { CATALOG, CHECKOUT, fakeRepo, removeTempDirs, tempDir } from '../testing/fixtures.js';
import { publishFake } from '../testing/publish-fake.js';
import { readReleaseState } from './release-state.js';
import { abortCanary, parsePercent, promoteCanary, rollbackRelease, setCanaryShare, startCanary } from './rollout.js';

afterAll(removeTempDirs);

/** Catalog stable at `a` (after `old`), `b` published but not live; checkout live at `x`. */
async function shopWithNewBuild() {
  const root = await fakeRepo([]);
  const publishDir = await tempDir('pub');
  const x = await publishFake(root, publishDir, CHECKOUT, 'x');
  await activateVersion(publishDir, 'mf-checkout', x);
  const old = await publishFake(root, publishDir, CATALOG, 'old');
  const a = await publishFake(root, publishDir, CATALOG, 'a');
  await activateVersion(publishDir, 'mf-catalog', old);
  await activateVersion(publishDir, 'mf-catalog', a);
  const b = await publishFake(root, publishDir, CATALOG, 'b');
  return { publishDir, old, a, b, x };
}

const ana = { operator: 'ana' };

describe('a canary from start to promotion', () => {
  it('serves the canary beside stable, changes its share, then makes it stable for everyone', async () => {
    const { publishDir, a, b, x } = await shopWithNewBuild();
    await startCanary(publishDir, 'mf-catalog', b, 10, ana);
    let state = await readReleaseState(publishDir);
    expect(state.remotes['mf-catalog']).toMatchObject({ stable: { version: a }, canary: { entry: { version: b }, percent: 10 } });
    expect(state.remotes['mf-checkout']).toEqual({ stable: expect.objectContaining({ version: x }) });

    expect(await setCanaryShare(publishDir, 'mf-catalog', 50, { operator: 'bo' })).toMatchObject({ changed: true, percent: 50 });
    expect(await setCanaryShare(publishDir, 'mf-catalog', 50, { operator: 'bo' })).toMatchObject({ changed: false });

    expect(await promoteCanary(publishDir, 'mf-catalog', ana)).toMatchObject({ previous: a, current: b });
    state = await readReleaseState(publishDir);
    expect(state.remotes['mf-catalog']).toEqual({ stable: expect.objectContaining({ version: b }) });

    const events = (await readHistory(publishDir, 'mf-catalog')).events.slice(-3);
    expect(events.map(({ action, operator, version, percent }) => ({ action, operator, version, percent }))).toEqual([
      { action: 'canary', operator: 'ana', version: b, percent: 10 },
      { action: 'rollout', operator: 'bo', version: b, percent: 50 },
      { action: 'promote', operator: 'ana', version: b, percent: undefined },
    ]);
    for (const event of events) expect(Date.parse(event.at)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('dropping a canary', () => {
  it('abort leaves stable untouched and records who and why', async () => {
    const { publishDir, a, b } = await shopWithNewBuild();
    await startCanary(publishDir, 'mf-catalog', b, 10, ana);
    expect(await abortCanary(publishDir, 'mf-catalog', { operator: 'auto-rollback', reason: 'error rate 9 % vs 1 %' })).toEqual({
      app: 'mf-catalog',
      stable: a,
      dropped: b,
    });
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']?.canary).toBeUndefined();
    expect((await readHistory(publishDir, 'mf-catalog')).events.at(-1)).toMatchObject({
      action: 'abort',
      operator: 'auto-rollback',
      version: b,
      reason: 'error rate 9 % vs 1 %',
    });
  });

  it('with an expected canary, drops only that one: a canary started since stays', async () => {
    const { publishDir, b, old } = await shopWithNewBuild();
    await startCanary(publishDir, 'mf-catalog', b, 10, ana);
    const judged = (await readReleaseState(publishDir)).remotes['mf-catalog']!.canary!;
    await startCanary(publishDir, 'mf-catalog', old, 5, { operator: 'bo' });
    await expect(
      abortCanary(publishDir, 'mf-catalog', { operator: 'auto-rollback', expect: { version: b, since: judged.since } }),
    ).rejects.toThrow(/canary changed/);
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']?.canary?.entry.version).toBe(old);
  });

  it('rollback drops a canary in flight first, and only the next rollback touches stable', async () => {
    const { publishDir, old, a, b } = await shopWithNewBuild();
    await startCanary(publishDir, 'mf-catalog', b, 10, ana);
    expect(await rollbackRelease(publishDir, 'mf-catalog', ana)).toMatchObject({ previous: b, current: a });
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']).toEqual({
      stable: expect.objectContaining({ version: a }),
    });
    expect(await rollbackRelease(publishDir, 'mf-catalog', ana)).toMatchObject({ previous: a, current: old });
  });
});

describe('operator mistakes', () => {
  it('end in one clear line and change nothing', async () => {
    const { publishDir, a, b } = await shopWithNewBuild();
    await expect(startCanary(publishDir, 'mf-catalog', a, 10, ana)).rejects.toThrow('mf-catalog 1.0.0-');
    await expect(startCanary(publishDir, 'mf-catalog', '9.9.9-deadbeef', 10, ana)).rejects.toThrow(
      /unknown version "9.9.9-deadbeef"/,
    );
    await expect(startCanary(publishDir, 'mf-member', b, 10, ana)).rejects.toThrow(/mf-member is not live yet/);
    await expect(setCanaryShare(publishDir, 'mf-catalog', 20, ana)).rejects.toThrow(/no canary in flight/);
    await expect(promoteCanary(publishDir, 'mf-catalog', ana)).rejects.toBeInstanceOf(UserError);
    await expect(abortCanary(publishDir, 'mf-catalog', ana)).rejects.toBeInstanceOf(UserError);
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']).toEqual({
      stable: expect.objectContaining({ version: a }),
    });
  });

  it.each(['0', '-5', '101', 'ten', '', '12.345'])('refuses the share "%s"', (value) => {
    expect(() => parsePercent(value)).toThrow(UserError);
  });

  it('takes shares like 10, 0.5 and 100', () => {
    expect([parsePercent('10'), parsePercent('0.5'), parsePercent('100')]).toEqual([10, 0.5, 100]);
  });
});

describe('two operators at once', () => {
  it('lose nothing: every change lands and is recorded', async () => {
    const { publishDir, b } = await shopWithNewBuild();
    await startCanary(publishDir, 'mf-catalog', b, 1, ana);
    await Promise.all(
      [2, 3, 4, 5, 6, 7, 8, 9].map((percent) => setCanaryShare(publishDir, 'mf-catalog', percent, { operator: `op${percent}` })),
    );
    const rollouts = (await readHistory(publishDir, 'mf-catalog')).events.filter((event) => event.action === 'rollout');
    expect(rollouts.map((event) => event.percent).sort()).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await readReleaseState(publishDir)).remotes['mf-catalog']?.canary?.percent).toBe(rollouts.at(-1)?.percent);
  });
});
