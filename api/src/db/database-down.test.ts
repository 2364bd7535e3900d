import net from 'node:net';
import { startApiProcess, type ApiProcess } from '../testing/api-process-spawn';
import { expectError, startTestApi, type TestApi } from '../testing/harness';
import { request, type Res } from '../testing/http';
import { buyable, twOrder } from '../testing/order-fixtures';
import { DEMO_MEMBER } from '../seed';

// A database that is down (stopped, restarting, unreachable, closed) is not the API's bug: every call answers
// 503 with Retry-After in the catalogue's shape, never 500, and the API serves again by itself once it is back.

type Call = (base: string, auth: string) => Promise<Res>;
let order: unknown;
const calls: [string, Call][] = [
  ['GET the catalogue', (base) => request(base, { url: '/api/v1/product?page_size=5' })],
  [
    'POST an order',
    (base, auth) => request(base, { method: 'POST', url: '/api/v1/order', payload: order, headers: { authorization: auth } }),
  ],
  [
    'sign in',
    (base) =>
      request(base, {
        method: 'POST',
        url: '/api/v1/account/login',
        payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
      }),
  ],
];

function expectUnavailable(res: Res) {
  expectError(res, 503, 50301);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

let t: TestApi;
let auth: string;
/** PostgreSQL: an API process reaching the database through a proxy the test can cut. */
let api: ApiProcess | undefined;
let proxy: net.Server | undefined;
beforeAll(async () => {
  t = await startTestApi();
  auth = await t.login();
  const [p] = await buyable(t);
  order = twOrder([{ p: p!, amount: 1 }]);
});

if (process.env.TEST_DB === 'postgres') {
  /**
   * Between an API process and the test's PostgreSQL: `down()` does what stopping the server does to its clients
   * (each session ends with FATAL 57P01 "administrator command", then new connections are refused); `up()` lets
   * connections through again, on the same port.
   */
  const adminShutdown = (() => {
    const body = Buffer.from('SFATAL\0C57P01\0Mterminating connection due to administrator command\0\0', 'latin1');
    const head = Buffer.alloc(5);
    head.write('E', 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  })();
  let port: number;
  const sessions = new Set<{ client: net.Socket; server: net.Socket }>();
  const up = () =>
    new Promise<void>((resolve) => {
      const target = new URL(t.databaseUrl!);
      proxy = net.createServer((client) => {
        const server = net.connect(Number(target.port || 5432), target.hostname);
        const session = { client, server };
        sessions.add(session);
        client.pipe(server).pipe(client);
        const end = () => {
          sessions.delete(session);
          client.destroy();
          server.destroy();
        };
        client.on('error', end).on('close', end);
        server.on('error', end).on('close', end);
      });
      proxy.listen(port ?? 0, '127.0.0.1', () => {
        port = (proxy!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      proxy!.close(() => resolve());
      for (const { client, server } of sessions) {
        server.unpipe(client);
        server.destroy();
        client.end(adminShutdown);
      }
    });

  beforeAll(async () => {
    await up();
    const url = new URL(t.databaseUrl!);
    url.host = `127.0.0.1:${port}`;
    api = await startApiProcess({ ...t.env, DATABASE_URL: url.toString(), ORDER_SWEEP_SECONDS: '3600' });
  });
  test('PostgreSQL stopped: every kind of call is 503 with Retry-After; the API serves again once it is back', async () => {
    // Warm: the pool holds open sessions when the server goes away under them.
    const base = api!.base;
    for (const [, call] of calls) expect((await call(base, auth)).statusCode).toBe(200);
    await down();
    for (const [name, call] of calls) {
      const res = await call(base, auth);
      try {
        expectUnavailable(res);
      } catch (err) {
        throw new Error(`${name}: ${(err as Error).message}`);
      }
    }
    // Many at once while it is down: each one answered, none a 500.
    const crowd = await Promise.all(Array.from({ length: 30 }, (_, i) => calls[i % calls.length]![1](base, auth)));
    for (const res of crowd) expectUnavailable(res);

    await up();
    const back = Date.now();
    let catalogue = await calls[0]![1](base, auth);
    while (catalogue.statusCode !== 200 && Date.now() - back < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      catalogue = await calls[0]![1](base, auth);
    }
    expect(catalogue.statusCode).toBe(200);
    for (const [, call] of calls.slice(1)) expect((await call(base, auth)).statusCode).toBe(200);
  });
} else {
  test('PGlite closed: every kind of call is 503 with Retry-After', async () => {
    for (const [, call] of calls) expect((await call(t.base, auth)).statusCode).toBe(200);
    const pglite = (t.ctx.db as unknown as { $client: { close(): Promise<void> } }).$client;
    await pglite.close();
    for (const [, call] of calls) expectUnavailable(await call(t.base, auth));
  });
}

afterAll(async () => {
  await api?.stop();
  proxy?.close();
  // A closed PGlite cannot close twice; the server still must.
  await t.close().catch(() => t.app.close());
});
