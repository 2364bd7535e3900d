import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import type { BeaconChain } from '@shop/shared/kuji';
import { buildApi, type ApiHandle, type BuildOptions } from '../api';
import { answerFrameworkError, apiLoggerOptions } from '../index';
import { loadConfig, type Config } from '../config';
import type { Ctx } from '../context';
import type { Database } from '../db/client';
import type { PaymentSubjects } from '../modules/payment/service';
import type { LocalBeacon } from '../stand-ins';
import { DEMO_MEMBER, seedImages } from '../seed';
import { openTestDatabase } from './databases';
import { liftedHoldingCaps } from './lifted-caps';
import { request, type Req, type Res } from './http';
import { composedStandIns } from './composed-stand-ins';
import { freePort } from '../platform/free-port';
import { QueryTimer } from '../platform/server-timing';
import { beaconEnv } from '../providers/beacon-source';

export { freePort };

export const imagesDir = () => process.env.IMAGES_DIR || path.join(os.tmpdir(), 'shop-api-test-images');
/** The emulated storage bucket's files (object files have random names: test APIs may share the folder). */
export const storageDir = () => path.join(os.tmpdir(), 'shop-api-test-storage');

/** Test APIs' local beacons tick every second unless LOCAL_BEACON_PERIOD_SECONDS says otherwise: draws wait less. */
const TEST_BEACON_PERIOD = '1';

/** The test API's local beacon, which a test may stop and start again (same chain, same URL): an outage. */
export interface TestBeacon {
  url: string;
  chain: BeaconChain;
  stop(): Promise<void>;
  restart(): Promise<void>;
}

/**
 * A local beacon for one test API, and the DRAND_* settings pointing at it: API processes the test starts with
 * `t.env` (races, replicas) draw from the same chain. None when the test names its own relays.
 */
async function startTestBeacon(env: Record<string, string>) {
  if (env.DRAND_URLS || env.DRAND_CHAIN_HASH) return { env: {}, close: async () => {}, handle: undefined };
  const period = Number(env.LOCAL_BEACON_PERIOD_SECONDS || process.env.LOCAL_BEACON_PERIOD_SECONDS || TEST_BEACON_PERIOD);
  const start = composedStandIns().standIns.localBeacon!;
  // Kept in a folder of its own, so a restart is the same chain.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-beacon-'));
  let beacon: LocalBeacon | undefined = await start({ period, dir });
  const port = Number(new URL(beacon.url).port);
  const stop = async () => {
    await beacon?.close();
    beacon = undefined;
  };
  const handle: TestBeacon = {
    url: beacon.url,
    chain: beacon.chain,
    stop,
    restart: async () => {
      beacon ??= await start({ period, dir, port });
    },
  };
  const close = async () => {
    await stop();
    await rm(dir, { recursive: true, force: true });
  };
  return { env: beaconEnv(beacon.url, beacon.chain), close, handle };
}

export interface TestApi {
  app: FastifyInstance;
  ctx: Ctx;
  /** The API's handle, as the hosting server holds it. */
  handle: ApiHandle;
  /** http://127.0.0.1:<port> of the listening test server. */
  base: string;
  /** PostgreSQL only: the test database, for a second API process on the same data. */
  databaseUrl: string | undefined;
  /** Its local beacon (none when the test gave DRAND_URLS): DRAND_* in `env` point at it. */
  beacon: TestBeacon | undefined;
  /** The settings the server runs with (a second process must share JWT_SECRET). */
  env: Record<string, string>;
  /** One HTTP request to the test server. */
  inject(r: Req | string): Promise<Res>;
  close(): Promise<void>;
  /** Logs in and returns the bearer header value. */
  login(email?: string, password?: string): Promise<string>;
}

/** The API composed as the running shop composes it (the stand-ins handed in), on a database the caller opened. */
export function buildTestApi(config: Config, database: Database, options: BuildOptions = {}) {
  return buildApi(config, database, { standIns: composedStandIns().standIns, ...options });
}

/**
 * A full API on a fresh copy of the seeded database, served by its own Fastify instance. Google sign-in is
 * off unless `env` names an emulator (testing/auth-emulator.ts) or a project.
 */
export async function startTestApi(
  env: Record<string, string> = {},
  opts: { logStream?: { write(line: string): void }; paymentSubjects?: PaymentSubjects } = {},
): Promise<TestApi> {
  // API_SERVER_TIMING=1: every answer tells how many database calls it made (tests of a route's statements).
  const database = await openTestDatabase(env.API_SERVER_TIMING === '1' ? new QueryTimer() : undefined);
  const beacon = await startTestBeacon(env);
  // The server listens first so PUBLIC_URL (mail links, WeChat sandbox) points at it; a port only found free
  // could be taken by another test's outgoing connection before the API is built.
  const server = await listenOnLoopback();
  const port = (server.address() as AddressInfo).port;
  const settings = {
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    IMAGES_DIR: imagesDir(),
    STORAGE_DIR: storageDir(),
    RATE_LOGIN_PER_MINUTE: '1000',
    RATE_CODE_PER_MINUTE: '1000',
    RATE_RESET_PER_MINUTE: '1000',
    RATE_NOTICE_PER_MINUTE: '100000',
    RATE_COUPON_CLAIM_PER_MINUTE: '100000',
    ...liftedHoldingCaps,
    // Tests that change rows read them back at once; cache.test.ts covers the cache itself.
    CATALOGUE_CACHE_MS: '0',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...beacon.env,
    ...env,
  };
  const config = loadConfig(settings);
  if (env.SEED_IMAGES === 'true') await seedImages(config.imagesDir);
  const { paymentSubjects } = opts;
  const api = await buildTestApi(config, database, paymentSubjects && { paymentSubjects: () => paymentSubjects }).catch(
    async (err) => {
      server.close();
      await database.close();
      await beacon.close();
      throw err;
    },
  );
  const app = Fastify({
    logger: opts.logStream ? { level: 'debug', stream: opts.logStream, ...apiLoggerOptions } : false,
    frameworkErrors: answerFrameworkError,
    pluginTimeout: api.pluginTimeout,
    serverFactory: (handler) => server.on('request', handler),
  });
  const close = async () => {
    await app.close();
    // Fastify closes only a server it made listen.
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    await beacon.close();
  };
  // A start that fails stops the jobs it started, or they would query a database closed under them.
  await api
    .register(app)
    .then(() => app.ready())
    .catch(async (err) => {
      await close().catch(() => {});
      throw err;
    });
  const base = `http://127.0.0.1:${port}`;
  const inject = (r: Req | string) => request(base, typeof r === 'string' ? { url: r } : r);
  return {
    app,
    ctx: api.ctx,
    handle: api,
    base,
    databaseUrl: database.url,
    beacon: beacon.handle,
    env: settings,
    inject,
    close,
    async login(email = DEMO_MEMBER.email, password = DEMO_MEMBER.password) {
      const res = await inject({ method: 'POST', url: '/api/v1/account/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return `Bearer ${res.json().data.jwt}`;
    },
  };
}

/** An HTTP server on a loopback port the OS picks, with Fastify's own time-outs. */
async function listenOnLoopback(): Promise<http.Server> {
  const server = http.createServer();
  server.keepAliveTimeout = 72_000;
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // Races open a thousand connections at once while PGlite keeps this thread busy: the default accept queue
    // (511) would overflow and the kernel would reset connections nobody refused.
    server.listen({ port: 0, host: '127.0.0.1', backlog: 2048 }, resolve);
  });
  return server;
}

/** Asserts an error response: status, error_code, and a non-empty localized message. */
export function expectError(res: Res, status: number, code: number) {
  const body = res.json();
  if (res.statusCode !== status || body.error_code !== code) {
    throw new Error(`expected ${status}/${code}, got ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
  expect(typeof body.error_msg).toBe('string');
  expect(body.error_msg.length).toBeGreaterThan(0);
  return body as { error_code: number; error_msg: string };
}

const compiled = new WeakMap<TSchema, ReturnType<typeof Compile>>();
/** Asserts a body matches its contract schema exactly (the output half of the contract). */
export function expectShape<T extends TSchema>(schema: T, body: unknown) {
  let c = compiled.get(schema);
  if (!c) compiled.set(schema, (c = Compile(schema)));
  if (!c.Check(body)) throw new Error(`response does not match the contract: ${JSON.stringify([...c.Errors(body)].slice(0, 3))}`);
}
