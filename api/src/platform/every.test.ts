import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../testing/databases';
import { repeatEvery } from './every';

// A sweep's stop waits for the run in progress: the API closes its database right after (platform/jobs.ts).

const until = async (done: () => boolean) => {
  while (!done()) await sleep(5);
};

test('stop resolves once the run in progress has ended, and no run starts after it', async () => {
  let release = () => {};
  let runs = 0;
  let ended = 0;
  const job = async () => {
    runs += 1;
    await new Promise<void>((resolve) => (release = resolve));
    ended += 1;
  };
  const stop = repeatEvery(10, job, { error: () => {} }, 'test job');
  await until(() => runs === 1);
  let stopped = false;
  const stopping = stop().then(() => (stopped = true));
  await sleep(50);
  // Still running: a tick meanwhile started nothing, and the stop waits.
  expect([runs, stopped]).toEqual([1, false]);
  release();
  await stopping;
  expect(ended).toBe(1);
  await sleep(50);
  expect(runs).toBe(1);
});

test('a failed run is logged as what failed, and the next tick runs again', async () => {
  const logged: string[] = [];
  let runs = 0;
  const stop = repeatEvery(
    10,
    async () => {
      runs += 1;
      throw new Error('no answer');
    },
    { error: (_details, message) => logged.push(message) },
    'test sweep',
  );
  await until(() => runs >= 2);
  await stop();
  expect(logged[0]).toBe('test sweep failed');
});

test('once stop resolved, the job has no query left for the database closed after it', async () => {
  const database = await openTestDatabase();
  const errors: object[] = [];
  let started = false;
  const stop = repeatEvery(
    10,
    async () => {
      started = true;
      await database.db.execute(sql`select 1`);
      await sleep(100);
      await database.db.execute(sql`select 2`);
    },
    { error: (details) => errors.push(details) },
    'two queries',
  );
  await until(() => started);
  await stop();
  await database.close();
  // Long enough for a second query that outlived the stop to have failed.
  await sleep(150);
  expect(errors).toEqual([]);
});
