import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { categories, products } from '../db/schema';
import { FREE_TRIES } from '../modules/account/sign-in-guard';
import { DEMO_MEMBER } from '../seed';
import { expectError, startTestApi, type TestApi } from '../testing/harness';
import { operatorToken } from '../testing/operators';
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
    // The cache on; what ages at all (the kuji list) ages far slower than the test: a change seen was invalidated.
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

test('wrong passwords for one account slow their source down, whichever replica they reach', async () => {
  const attempt = (i: number, password = 'not-the-password') =>
    on(i % 2, { method: 'POST', url: '/api/v1/account/login', payload: { email: 'spray-target@example.com', password } });
  // Alternating, each replica sees at most 3 of the free tries: alone, neither would slow the next two down.
  for (let i = 0; i < FREE_TRIES; i++) expect((await attempt(i)).statusCode).not.toBe(429);
  for (const i of [FREE_TRIES, FREE_TRIES + 1]) {
    const refused = await attempt(i);
    expectError(refused, 429, 42903);
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

test('a catalogue edit and a sale are served by both replicas on their next read', async () => {
  const category = async (i: number) => (await on(i, { url: '/api/v1/category' })).json().data[0].display_name as string;
  const stock = async (i: number) => (await on(i, { url: '/api/v1/product/2' })).json().data.stock as number;
  const before = { names: [await category(0), await category(1)], stock: [await stock(0), await stock(1)] };
  expect(before.names).toEqual(['公仔', '公仔']);

  // A sale moves stock without invalidating anything: each replica reads it with its cache check.
  await t.ctx.db
    .update(products)
    .set({ stock: sql`${products.stock} + 5` })
    .where(eq(products.id, 2));
  expect([await stock(0), await stock(1)]).toEqual(before.stock.map((n) => n + 5));

  // An edit (here written straight to the database, as an operator's tool would) is read again by both at once.
  await t.ctx.db.update(categories).set({ nameTw: '模玩公仔' }).where(eq(categories.id, 1));
  expect([await category(1), await category(0)]).toEqual(['模玩公仔', '模玩公仔']);
});

/** Two published versions of the catalogue in the replicas' publish folder, `second` live (as deploy writes them). */
async function twoCatalogueVersions(publishDir: string): Promise<{ first: string; second: string }> {
  const [first, second] = ['1.0.0-aaaaaaaa', '1.0.0-bbbbbbbb'];
  const entry = (version: string) => ({
    name: 'mf_catalog',
    package: 'mf-catalog',
    version,
    manifest: `/remotes/mf-catalog/${version}/mf-manifest.json`,
    owns: ['/'],
  });
  const at = new Date().toISOString();
  for (const version of [first, second]) {
    await mkdir(path.join(publishDir, 'remotes', 'mf-catalog', version), { recursive: true });
    await writeFile(
      path.join(publishDir, 'remotes', 'mf-catalog', version, 'mf-manifest.json'),
      '{"name":"mf_catalog","shared":[]}',
    );
  }
  const history = {
    published: { [first]: { entry: entry(first), publishedAt: at }, [second]: { entry: entry(second), publishedAt: at } },
    activations: [first, second].map((version) => ({ version, activatedAt: at })),
    events: [],
  };
  await writeFile(path.join(publishDir, 'remotes', 'mf-catalog', 'history.json'), JSON.stringify(history));
  await writeFile(path.join(publishDir, 'remotes.json'), JSON.stringify({ remotes: [entry(second)] }));
  return { first, second };
}

test('a release switched through one replica (its release API) is served by both on their next request', async () => {
  const { first, second } = await twoCatalogueVersions(replicas.dirs.publishDir);
  const live = async (i: number) => (await on(i, '/remotes.json')).json().remotes[0].version as string;
  expect([await live(0), await live(1)]).toEqual([second, second]);

  // An owner's session, signed in on this process: sessions live in the one database every replica reads.
  const owner = await operatorToken(t, 'owner');
  const rollback = await on(0, {
    method: 'POST',
    url: '/ops/api/releases/mf-catalog/rollback',
    headers: { authorization: owner },
    payload: {},
  });
  expect(rollback.statusCode).toBe(200);
  expect([await live(1), await live(0)]).toEqual([first, first]);
});
