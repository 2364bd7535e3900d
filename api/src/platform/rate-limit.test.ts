import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { openTestDatabase } from '../testing/databases';
import { ApiError } from './errors';
import { createRateLimiter, SharedRateLimiter } from './rate-limit';

// The shared limiter runs on PGlite too (the same table and statement): the two-process test
// (src/multi-process.test.ts) proves that processes on one PostgreSQL database count against one limit.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** The error code of a hit: 0 when counted, 42901 when refused, with its retry-after. */
const outcome = (hit: Promise<void>) =>
  hit.then(
    () => ({ code: 0, retryAfter: undefined }),
    (err: unknown) => {
      if (!(err instanceof ApiError)) throw err;
      return { code: err.entry.code, retryAfter: Number(err.headers['retry-after']) };
    },
  );

test('PostgreSQL and embedded PGlite both get the counters in the database', () => {
  expect(createRateLimiter({ kind: 'postgres', db: database.db })).toBeInstanceOf(SharedRateLimiter);
  expect(createRateLimiter({ kind: 'pglite', db: database.db })).toBeInstanceOf(SharedRateLimiter);
});

test('shared: of 300 concurrent hits on one key, exactly max are counted; the rest wait out the window', async () => {
  const l = new SharedRateLimiter(database.db);
  const results = await Promise.all(Array.from({ length: 300 }, () => outcome(l.hit('burst', 50, 60_000))));
  expect(results.filter((r) => r.code === 0)).toHaveLength(50);
  const refused = results.filter((r) => r.code !== 0);
  expect(refused).toHaveLength(250);
  for (const r of refused) {
    expect(r.code).toBe(42901);
    expect(r.retryAfter).toBeGreaterThanOrEqual(1);
    expect(r.retryAfter).toBeLessThanOrEqual(60);
  }
  // Another key has its own window.
  expect((await outcome(l.hit('burst-other', 50, 60_000))).code).toBe(0);
});

test('shared: a window that has ended starts again at one', async () => {
  const l = new SharedRateLimiter(database.db);
  for (let i = 0; i < 2; i++) await l.hit('ends', 2, 60_000);
  expect((await outcome(l.hit('ends', 2, 60_000))).code).toBe(42901);
  await database.db
    .update(rateLimits)
    .set({ resetsAt: sql`now() - interval '1 second'` })
    .where(eq(rateLimits.key, 'ends'));
  expect((await outcome(l.hit('ends', 2, 60_000))).code).toBe(0);
  const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'ends'));
  expect(row!.count).toBe(1);
  expect(row!.resetsAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
});

test('shared: windows that have ended are deleted by a later hit', async () => {
  await database.db
    .insert(rateLimits)
    .values(Array.from({ length: 20 }, (_, i) => ({ key: `old-${i}`, count: 3, resetsAt: sql`now() - interval '1 minute'` })));
  await new SharedRateLimiter(database.db).hit('sweeper', 10);
  const left = async () =>
    (
      await database.db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like 'old-%'`)
    ).length;
  const deadline = Date.now() + 10_000;
  while ((await left()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(await left()).toBe(0);
  expect((await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'sweeper'))).length).toBe(1);
});
