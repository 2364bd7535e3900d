import { setTimeout as sleep } from 'node:timers/promises';
import type { Notices } from '../db/client';
import { startNotifiedLoop, type Wake } from './notified-loop';

// The loop the invoice sender and the outbox worker run on: woken by NOTIFY, a timer and kick(), one run at a time.

/** A database's `listen` that the test notifies by hand. */
function fakeListen() {
  const heard = new Map<string, Notices>();
  const unlistened: string[] = [];
  return {
    listen: async (channel: string, to: Notices) => {
      heard.set(channel, to);
      return async () => void unlistened.push(channel);
    },
    notify: (channel: string) => heard.get(channel)?.notice(''),
    resume: (channel: string) => heard.get(channel)?.resumed?.(),
    unlistened,
  };
}

/** A job whose runs the test ends one by one. */
function heldJob() {
  const runs: Wake[] = [];
  const ends: (() => void)[] = [];
  return {
    runs,
    job: (wake: Wake) => {
      runs.push(wake);
      return new Promise<void>((resolve) => ends.push(resolve));
    },
    /** Ends the oldest run still going, then lets the loop start the next. */
    endRun: async () => {
      ends.shift()?.();
      await sleep(1);
    },
  };
}

const quiet = { error: () => {} };

test('one run at a time: a sweep at the start, a notice on NOTIFY, and one more run for any wakes during a run', async () => {
  const db = fakeListen();
  const j = heldJob();
  const loop = await startNotifiedLoop({ ...db, channel: 'things', everyMs: 60_000, job: j.job, log: quiet, what: 'things' });
  expect(j.runs).toEqual(['sweep']);
  db.notify('things');
  db.notify('things');
  await j.endRun();
  // Two notices during the first run: one run more.
  expect(j.runs).toEqual(['sweep', 'notice']);
  await j.endRun();
  db.notify('things');
  expect(j.runs).toEqual(['sweep', 'notice', 'notice']);
  // A notice and a lost connection back during a run: the run after it is a sweep.
  db.notify('things');
  db.resume('things');
  db.notify('things');
  await j.endRun();
  expect(j.runs).toEqual(['sweep', 'notice', 'notice', 'sweep']);
  await j.endRun();
  loop.kick();
  expect(j.runs.at(-1)).toBe('sweep');
  await j.endRun();
  await loop.stop();
});

test("the first run is a notice's when the caller did the sweep's part itself", async () => {
  const db = fakeListen();
  const runs: Wake[] = [];
  const loop = await startNotifiedLoop({
    ...db,
    channel: 'things',
    everyMs: 60_000,
    firstWake: 'notice',
    job: async (wake) => void runs.push(wake),
    log: quiet,
    what: 'things',
  });
  await loop.stop();
  expect(runs).toEqual(['notice']);
});

test('the timer wakes it as a sweep', async () => {
  const db = fakeListen();
  const runs: Wake[] = [];
  const loop = await startNotifiedLoop({
    ...db,
    channel: 'things',
    everyMs: 10,
    job: async (wake) => void runs.push(wake),
    log: quiet,
    what: 'things',
  });
  while (runs.length < 3) await sleep(5);
  await loop.stop();
  expect(runs.every((wake) => wake === 'sweep')).toBe(true);
});

test('stop waits for the run in progress, tells it to stop, stops listening, and nothing runs after it', async () => {
  const db = fakeListen();
  let signal: AbortSignal | undefined;
  let release = () => {};
  let runs = 0;
  const loop = await startNotifiedLoop({
    ...db,
    channel: 'things',
    everyMs: 10,
    job: (_wake, stopping) => {
      runs += 1;
      signal = stopping;
      return new Promise<void>((resolve) => (release = resolve));
    },
    log: quiet,
    what: 'things',
  });
  let stopped = false;
  const stopping = loop.stop().then(() => (stopped = true));
  await sleep(30);
  expect([signal?.aborted, stopped, db.unlistened]).toEqual([true, false, ['things']]);
  release();
  await stopping;
  db.notify('things');
  loop.kick();
  await sleep(30);
  expect(runs).toBe(1);
});

test('a failed run is logged as what failed, and the next wake runs it again', async () => {
  const db = fakeListen();
  const logged: string[] = [];
  let runs = 0;
  const loop = await startNotifiedLoop({
    ...db,
    channel: 'things',
    everyMs: 60_000,
    job: async () => {
      runs += 1;
      throw new Error('no answer');
    },
    log: { error: (_details, message) => logged.push(message) },
    what: 'things upload',
  });
  await sleep(1);
  db.notify('things');
  await sleep(1);
  await loop.stop();
  expect([runs, logged]).toEqual([2, ['things upload failed', 'things upload failed']]);
});

test('a notice during a run that fails runs it once more after it', async () => {
  const db = fakeListen();
  const runs: Wake[] = [];
  let fail = () => {};
  const loop = await startNotifiedLoop({
    ...db,
    channel: 'things',
    everyMs: 60_000,
    job: (wake) => {
      runs.push(wake);
      return runs.length === 1
        ? new Promise<void>((_resolve, reject) => (fail = () => reject(new Error('lost'))))
        : Promise.resolve();
    },
    log: quiet,
    what: 'things',
  });
  db.notify('things');
  fail();
  await sleep(1);
  await loop.stop();
  expect(runs).toEqual(['sweep', 'notice']);
});
