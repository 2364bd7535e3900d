import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { verifyBeaconRound } from '@shop/shared/kuji';
import { loadConfig } from '../config';
import { composedStandIns } from '../testing/composed-stand-ins';
import { startTestApi } from '../testing/harness';
import { BeaconUnreachable, leagueOfEntropyRelays } from './beacon';
import { beaconEnv, openBeacon } from './beacon-source';

const dev = async (env: Record<string, string> = {}) => ({
  LOCAL_BEACON_DIR: await mkdtemp(path.join(os.tmpdir(), 'beacon-source-')),
  LOCAL_BEACON_PERIOD_SECONDS: '1',
  ...env,
});

test('outside production with no DRAND_* the API draws from the local beacon it was handed, kept in LOCAL_BEACON_DIR', async () => {
  const env = await dev();
  const opened = await openBeacon(loadConfig(env), composedStandIns().standIns);
  const { client } = opened;
  const [url] = client.urls;
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  expect(client.chain().period).toBe(1);
  expect(await verifyBeaconRound(client.chain(), await client.round(1))).toBe(true);
  expect(opened.describe).toContain(`key in ${env.LOCAL_BEACON_DIR}`);
  await opened.close();
  await expect(fetch(`${url}/chains`)).rejects.toThrow();
  // Started again on the same folder, it is the same chain: published draws still verify.
  const again = await openBeacon(loadConfig(env), composedStandIns().standIns);
  expect(again.client.chain()).toEqual(client.chain());
  await again.close();
});

test('DRAND_* settings name the beacon: a second API process given them draws from the same chain', async () => {
  const opened = await openBeacon(loadConfig(await dev()), composedStandIns().standIns);
  try {
    const settings = beaconEnv(opened.client.urls[0]!, opened.client.chain());
    const second = await openBeacon(loadConfig(await dev(settings)), composedStandIns().standIns);
    expect(second.client.urls).toEqual(opened.client.urls);
    expect(second.client.chain()).toEqual(opened.client.chain());
    expect(await second.client.round(1)).toEqual(await opened.client.round(1));
  } finally {
    await opened.close();
  }
});

test('with no stand-in offered, or a chain named, the League of Entropy relays are used and nothing is started', async () => {
  const bare = await openBeacon(loadConfig(await dev()), undefined);
  expect(bare.client.urls).toEqual(leagueOfEntropyRelays);
  const named = await openBeacon(
    loadConfig(await dev({ DRAND_CHAIN_HASH: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971' })),
    composedStandIns().standIns,
  );
  expect(named.client.urls).toEqual(leagueOfEntropyRelays);
  await expect(openBeacon(loadConfig({ DRAND_CHAIN_HASH: 'ab'.repeat(32) }), undefined)).rejects.toThrow(
    'set DRAND_PUBLIC_KEY, DRAND_PERIOD_SECONDS and DRAND_GENESIS_TIME too',
  );
});

test('a test API draws from its own local beacon, which the test can take down and bring back as the same chain', async () => {
  const t = await startTestApi();
  try {
    const { beacon } = t.ctx;
    expect(beacon.urls).toEqual([t.beacon!.url]);
    expect(t.env.DRAND_URLS).toBe(t.beacon!.url);
    const round = await beacon.round(1);
    await t.beacon!.stop();
    const later = beacon.roundAfter(Date.now());
    await new Promise((resolve) => setTimeout(resolve, beacon.dueAt(later) - Date.now() + 10));
    await expect(beacon.round(later)).rejects.toBeInstanceOf(BeaconUnreachable);
    await t.beacon!.restart();
    expect(await verifyBeaconRound(beacon.chain(), await beacon.round(later))).toBe(true);
    expect(await beacon.round(1)).toEqual(round);
  } finally {
    await t.close();
  }
});
