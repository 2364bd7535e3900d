import { eq, sql } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import { DEMO_MEMBER } from '../seed';
import { expectError, startTestApi, type TestApi } from '../testing/harness';
import { startReplicas, type Replicas } from '../testing/replicas';

// TWO shop replicas (deploy's shop server with the API, each its own OS process, as `npm start` runs it) on one
// PostgreSQL database and one publish folder: what one replica counts, revokes or changes, the other sees at once.
// PostgreSQL only (scripts/test.ts): embedded PGlite is one process by nature.
if (process.env.TEST_DB !== 'postgres') throw new Error('replicas need PostgreSQL: run `npm run test -w api`');

const LOGINS_PER_MINUTE = 5;

let t: TestApi;
let replicas: Replicas;
beforeAll(async () => {
  // This process only gives the test its database (and direct writes to it); the replicas serve every request.
  t = await startTestApi();
  replicas = await startReplicas(t, {
    RATE_LOGIN_PER_MINUTE: String(LOGINS_PER_MINUTE),
    // Far longer than the test: a change seen at once was invalidated, not aged out.
    CATALOGUE_CACHE_MS: '600000',
  });
}, 120_000);
afterAll(async () => {
  await replicas?.stop();
  await t?.close();
});

/** A request to replica `i` (0 or 1). */
const on = (i: number, r: Parameters<Replicas['on']>[1]) => replicas.on(i, r);

test('both replicas are whole shop servers on the one database', async () => {
  for (const i of [0, 1]) {
    expect((await on(i, { url: '/remotes.json' })).json()).toEqual({ remotes: [] });
    expect((await on(i, { url: '/api/v1/category' })).statusCode).toBe(200);
  }
});

test('login attempts on one account count against one limit, whichever replica they reach', async () => {
  const attempt = (i: number, password = 'not-the-password') =>
    on(i % 2, { method: 'POST', url: '/api/v1/account/login', payload: { email: 'spray-target@example.com', password } });
  // Alternating, each replica sees at most 3 of the first 5 attempts: alone, neither would refuse a 6th or 7th.
  for (let i = 0; i < LOGINS_PER_MINUTE; i++) expect((await attempt(i)).statusCode).not.toBe(429);
  for (const i of [LOGINS_PER_MINUTE, LOGINS_PER_MINUTE + 1]) {
    const refused = await attempt(i);
    expectError(refused, 429, 42901);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }
  // Another account is not held back by it.
  const other = await on(0, {
    method: 'POST',
    url: '/api/v1/account/login',
    payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  });
  expect(other.statusCode).toBe(200);
});

test('a session signed out on one replica is refused by the other', async () => {
  const login = await on(0, {
    method: 'POST',
    url: '/api/v1/account/login',
    payload: { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
  });
  const authorization = `Bearer ${login.json().data.jwt}`;
  expect((await on(1, { url: '/api/v1/personal', headers: { authorization } })).statusCode).toBe(200);
  expect((await on(0, { url: '/api/v1/account/logout', headers: { authorization } })).statusCode).toBe(200);
  expectError(await on(1, { url: '/api/v1/personal', headers: { authorization } }), 403, 40301);
  expectError(await on(0, { url: '/api/v1/personal', headers: { authorization } }), 403, 40301);
});

test('a catalogue edit is served by both replicas on their next read, while stock is served from their caches', async () => {
  const category = async (i: number) => (await on(i, { url: '/api/v1/category' })).json().data[0].display_name as string;
  const stock = async (i: number) => (await on(i, { url: '/api/v1/product/2' })).json().data.stock as number;
  const before = { names: [await category(0), await category(1)], stock: [await stock(0), await stock(1)] };
  expect(before.names).toEqual(['公仔', '公仔']);

  // Stock moves with every sale and does not invalidate: both replicas keep their cached pages, so they do cache.
  await t.ctx.db
    .update(products)
    .set({ stock: sql`${products.stock} + 5` })
    .where(eq(products.id, 2));
  expect([await stock(0), await stock(1)]).toEqual(before.stock);

  // An edit (here written straight to the database, as an operator's tool would) is read again by both at once.
  await t.ctx.db.update(categories).set({ nameTw: '模玩公仔' }).where(eq(categories.id, 1));
  expect([await category(1), await category(0)]).toEqual(['模玩公仔', '模玩公仔']);
});

// Releases shared by replicas (deploy/src/release) are tested the same way: the replicas serve one publish folder
// (`replicas.dirs.publishDir`) and one database, so a release activated through replica 0 can be asked of both.
