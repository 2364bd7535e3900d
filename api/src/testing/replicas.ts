import { emptyShopDirs, startShopProcess, type ApiProcess, type ShopDirs } from './api-process-spawn';
import type { TestApi } from './harness';
import { request, type Req, type Res } from './http';

/** Several shop replicas: shop server processes on one PostgreSQL database and one publish folder. */
export interface Replicas {
  shops: ApiProcess[];
  /** The shell and publish folders every replica serves (a release published or activated here reaches all). */
  dirs: ShopDirs;
  /** What the replicas run with: the test API's settings on its database, plus the overrides given. */
  env: Record<string, string>;
  /** One HTTP request to replica `i`. */
  on(i: number, r: Req | string): Promise<Res>;
  stop(): Promise<void>;
}

/**
 * Starts `count` replicas of the shop on the test API's database (PostgreSQL only: `t.databaseUrl`). The test
 * API's own process then only gives the test its database; requests go to the replicas. Tests of state that
 * replicas must share (rate limits, revoked sessions, the catalogue cache, releases) build on this.
 */
export async function startReplicas(
  t: TestApi,
  overrides: Record<string, string> = {},
  options: { count?: number; dirs?: ShopDirs } = {},
): Promise<Replicas> {
  if (!t.databaseUrl) throw new Error('replicas need PostgreSQL: run `npm run test -w api`');
  const dirs = options.dirs ?? (await emptyShopDirs());
  const env = { ...t.env, DATABASE_URL: t.databaseUrl, ORDER_SWEEP_SECONDS: '3600', ...overrides };
  const started = await Promise.allSettled(Array.from({ length: options.count ?? 2 }, () => startShopProcess(env, dirs)));
  const shops = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(shops.map((s) => s.stop()));
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return {
    shops,
    dirs,
    env,
    on: (i, r) => request(shops[i]!.base, typeof r === 'string' ? { url: r } : r),
    stop,
  };
}
