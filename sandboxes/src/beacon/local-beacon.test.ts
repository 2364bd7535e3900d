import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { leagueOfEntropyQuicknet, roundAfter, verifyBeaconRound, type BeaconRound } from '@shop/shared/kuji';
import { drandChainHash, type ChainHashFields } from './chain-hash';
import { startLocalBeacon, type LocalBeacon } from './local-beacon';

let beacon: LocalBeacon;
beforeAll(async () => {
  beacon = await startLocalBeacon({ period: 1, genesisTime: Math.floor(Date.now() / 1000) - 60 });
});
afterAll(() => beacon.close());

const get = (url: string) => fetch(url);
const chainUrl = () => `${beacon.url}/${beacon.chain.chain_hash}`;
const currentRound = () => roundAfter(beacon.chain, Date.now()) - 1;

test("drand's chain hash of the League of Entropy's quicknet info is its published chain hash", () => {
  // The fields of https://api.drand.sh/52db…e971/info (drand-client lib/defaults.ts QUICKNET_CHAIN_INFO).
  const quicknet = {
    period: 3,
    genesis_time: 1692803367,
    public_key: leagueOfEntropyQuicknet.public_key,
    genesis_seed: 'f477d5c89f21a17c863a7f937c6a6d15859414d2be09cd448d4279af331c5d3e',
    beacon_id: 'quicknet',
  };
  expect(drandChainHash(quicknet)).toBe('52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971');
  // The default beacon id is left out of the hash; any other changes it.
  expect(drandChainHash({ ...quicknet, beacon_id: 'default' })).toBe(drandChainHash({ ...quicknet, beacon_id: '' }));
  expect(drandChainHash({ ...quicknet, genesis_time: 1692803368 })).not.toBe(leagueOfEntropyQuicknet.chain_hash);
});

test('the info is what a relay serves for its chain, and its hash is drand’s hash of it', async () => {
  const res = await get(`${chainUrl()}/info`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json');
  const info = (await res.json()) as { hash: string; groupHash: string; metadata: { beaconID: string } } & ChainHashFields;
  expect(Object.keys(info)).toEqual(['public_key', 'period', 'genesis_time', 'hash', 'groupHash', 'schemeID', 'metadata']);
  expect(info).toEqual({
    public_key: beacon.chain.public_key,
    period: 1,
    genesis_time: beacon.chain.genesis_time,
    hash: beacon.chain.chain_hash,
    groupHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    schemeID: 'bls-unchained-g1-rfc9380',
    metadata: { beaconID: 'shop-local' },
  });
  expect(drandChainHash({ ...info, genesis_seed: info.groupHash, beacon_id: info.metadata.beaconID })).toBe(info.hash);
  expect(await (await get(`${beacon.url}/chains`)).json()).toEqual([beacon.chain.chain_hash]);
  // The un-prefixed forms serve the relay's default chain: here, its only one.
  expect(await (await get(`${beacon.url}/info`)).json()).toEqual(info);
});

test('a round that is out verifies under the chain’s key with the shared verifier; a tampered one does not', async () => {
  const res = await get(`${chainUrl()}/public/5`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=604800, immutable');
  const round = (await res.json()) as BeaconRound;
  expect(Object.keys(round)).toEqual(['round', 'signature', 'randomness']);
  expect(round.round).toBe(5);
  expect(await verifyBeaconRound(beacon.chain, round)).toBe(true);
  expect(await verifyBeaconRound(beacon.chain, { ...round, round: 6 })).toBe(false);
  expect(await verifyBeaconRound(leagueOfEntropyQuicknet, round)).toBe(false);
  // The default-chain form gives the same round.
  expect(await (await get(`${beacon.url}/public/5`)).json()).toEqual(round);
});

test('a round after the next one is refused with 425 Too Early, as the relays do, and its value is not given', async () => {
  const future = currentRound() + 2;
  const res = await get(`${chainUrl()}/public/${future}`);
  expect(res.status).toBe(425);
  expect(res.headers.get('cache-control')).toBe('must-revalidate, no-cache, max-age=0');
  expect(await res.text()).toBe('Requested future beacon\n');
  const far = await get(`${chainUrl()}/public/99999999999999999999`);
  expect(far.status).toBe(400);
});

test('the next round is answered when it is due, not before', async () => {
  const next = currentRound() + 1;
  const due = (beacon.chain.genesis_time + (next - 1) * beacon.chain.period) * 1000;
  const round = (await (await get(`${chainUrl()}/public/${next}`)).json()) as BeaconRound;
  expect(Date.now()).toBeGreaterThanOrEqual(due);
  expect(round.round).toBe(next);
  expect(await verifyBeaconRound(beacon.chain, round)).toBe(true);
});

test('latest advances with the clock, one round a period', async () => {
  const first = (await (await get(`${chainUrl()}/public/latest`)).json()) as BeaconRound;
  expect(first.round).toBe(currentRound());
  expect(await verifyBeaconRound(beacon.chain, first)).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const later = (await (await get(`${chainUrl()}/public/latest`)).json()) as BeaconRound;
  expect(later.round).toBeGreaterThan(first.round);
  expect(await verifyBeaconRound(beacon.chain, later)).toBe(true);
  // Round 0 is drand's other name for the latest.
  expect(((await (await get(`${chainUrl()}/public/0`)).json()) as BeaconRound).round).toBeGreaterThanOrEqual(later.round);
});

test('another chain hash is not served', async () => {
  const other = leagueOfEntropyQuicknet.chain_hash;
  expect((await get(`${beacon.url}/${other}/public/1`)).status).toBe(400);
  expect((await get(`${beacon.url}/${other}/info`)).status).toBe(500);
  expect((await get(`${beacon.url}/nothing`)).status).toBe(404);
});

test('a kept chain is the same chain after a restart: same hash, key and rounds', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'local-beacon-'));
  const first = await startLocalBeacon({ period: 1, dir });
  const round1 = await (await get(`${first.url}/${first.chain.chain_hash}/public/1`)).json();
  await first.close();
  const again = await startLocalBeacon({ period: 1, dir, genesisTime: first.chain.genesis_time + 100 });
  try {
    expect(again.chain).toEqual(first.chain);
    expect(await (await get(`${again.url}/${again.chain.chain_hash}/public/1`)).json()).toEqual(round1);
    // Another period is another chain, kept beside it.
    const slower = await startLocalBeacon({ period: 2, dir });
    expect(slower.chain.chain_hash).not.toBe(first.chain.chain_hash);
    await slower.close();
  } finally {
    await again.close();
  }
});
