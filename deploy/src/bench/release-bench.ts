/**
 * `npm run bench:release`: how fast a release manager's command reaches shoppers, and how exact a canary's
 * share is. Prints figures; asserts nothing (goals in the README: switch ≤ 5 s, aim ≤ 1 s; share within
 * ±1 point; 0 requests lost in a rolling restart — measured by rolling-restart-bench.ts).
 *
 * A real shop server over HTTP on a publish folder with two builds of mf-catalog; shoppers poll /remotes.json
 * as a page load does, and the clock runs from the moment the command returns to the first answer that
 * carries the new version.
 */
import path from 'node:path';
import type { RemotesManifest } from '@shop/shared/manifest';
import { readRemotePackage } from '../apps.js';
import { activateVersion } from '../manifest/activate.js';
import { publishRemote } from '../publish/publish-remote.js';
import { abortCanary, promoteCanary, rollbackRelease, startCanary } from '../release/rollout.js';
import { startShopServer, type StartedShopServer } from '../server/start-server.js';
import { CATALOG, fakeRepo, removeTempDirs, writeRemote } from '../testing/fixtures.js';
import { shopFixture } from '../testing/shop-fixture.js';

const ROUNDS = 20;
const SHOPPERS = 10_000;
const operator = { operator: 'bench' };

async function catalogVersion(url: string, cookie?: string): Promise<string | undefined> {
  const response = await fetch(`${url}/remotes.json`, { headers: cookie ? { cookie } : {} });
  const manifest = (await response.json()) as RemotesManifest;
  return manifest.remotes.find((entry) => entry.package === 'mf-catalog')?.version;
}

/** Milliseconds from `change` returning until a shopper's page load gets `expected`. */
async function timeToShoppers(server: StartedShopServer, change: () => Promise<unknown>, expected: string, cookie: string) {
  await change();
  const returned = performance.now();
  while ((await catalogVersion(server.url, cookie)) !== expected) {
    if (performance.now() - returned > 30_000) throw new Error(`still not serving ${expected} after 30 s`);
  }
  return performance.now() - returned;
}

function describe(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(
    `${label.padEnd(34)} median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms`,
  );
}

async function main(): Promise<void> {
  const shop = await shopFixture();
  const root = await fakeRepo([]);
  await writeRemote(root, CATALOG, 'second build');
  const info = await readRemotePackage(root, 'mf-catalog');
  const stable = shop.catalogVersion;
  const next = (await publishRemote(shop.publishDir, path.join(root, 'mf-catalog', 'dist'), info)).version;
  const server = await startShopServer({ publishDir: shop.publishDir, shellDir: shop.shellDir, api: null, port: 0 });
  try {
    // A shopper inside every canary (share 100 %), so promote and rollback are both visible to them.
    const cookie = 'shop_bucket=0';
    const rollback: number[] = [];
    const rollbackStable: number[] = [];
    const promote: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await activateVersion(shop.publishDir, 'mf-catalog', stable, operator);
      await startCanary(shop.publishDir, 'mf-catalog', next, 100, operator);
      rollback.push(await timeToShoppers(server, () => rollbackRelease(shop.publishDir, 'mf-catalog', operator), stable, cookie));
      await startCanary(shop.publishDir, 'mf-catalog', next, 100, operator);
      await abortCanary(shop.publishDir, 'mf-catalog', operator);
      await activateVersion(shop.publishDir, 'mf-catalog', next, operator);
      rollbackStable.push(
        await timeToShoppers(server, () => rollbackRelease(shop.publishDir, 'mf-catalog', operator), stable, cookie),
      );
      await startCanary(shop.publishDir, 'mf-catalog', next, 1, operator);
      promote.push(
        await timeToShoppers(server, () => promoteCanary(shop.publishDir, 'mf-catalog', operator), next, 'shop_bucket=5000'),
      );
    }
    console.log(`release switch to shoppers (${ROUNDS} rounds, goal ≤ 5 s, aim ≤ 1 s)`);
    describe('rollback, canary dropped → served', rollback);
    describe('rollback, stable back → served', rollbackStable);
    describe('promote → served', promote);

    await activateVersion(shop.publishDir, 'mf-catalog', stable, operator);
    await startCanary(shop.publishDir, 'mf-catalog', next, 10, operator);
    let inCanary = 0;
    const started = performance.now();
    for (let shopper = 0; shopper < SHOPPERS; shopper += 1) {
      if ((await catalogVersion(server.url)) === next) inCanary += 1;
    }
    const share = (100 * inCanary) / SHOPPERS;
    console.log(
      `canary share, ${SHOPPERS} new shoppers at 10 %: ${share.toFixed(2)} % (off by ${Math.abs(share - 10).toFixed(2)} points, goal ≤ 1)`,
    );
    console.log(`  (${((SHOPPERS / (performance.now() - started)) * 1000).toFixed(0)} manifests/s served to new shoppers)`);
  } finally {
    await server.close();
    await removeTempDirs();
  }
}

await main();
