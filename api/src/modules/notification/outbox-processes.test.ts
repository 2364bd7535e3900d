import { openDatabase } from '../../db/client';
import { startApiProcess, startWorkerProcess, type ApiProcess } from '../../testing/api-process-spawn';
import { freePort, imagesDir } from '../../testing/harness';
import { request } from '../../testing/http';
import { liftedHoldingCaps } from '../../testing/lifted-caps';
import { buyableIn, twOrder, type Product } from '../../testing/order-fixtures';
import { eventually } from '../../testing/outbox';
import { databaseForProcesses } from '../../testing/process-database';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';

// The outbox across processes: an API process killed (kill -9) while it mails loses no notice, its successor
// sends what was left, and mails again at most what was in flight at the kill (same Message-ID); the worker runs as
// a process of its own on PostgreSQL, and says why it will not on the embedded database.

let target: Record<string, string>;
let cleanup: () => Promise<void>;
let product: Product;
let sink: SmtpSink;
beforeAll(async () => {
  const database = await databaseForProcesses('shop-outbox-crash-');
  target = database.env;
  cleanup = () => database.close();
  const db = await openDatabase({ databaseUrl: target.DATABASE_URL, dataDir: target.PGLITE_DIR ?? '' });
  product = (await buyableIn(db.db))[0]!;
  await db.close();
  // A slow relay: a send takes 100 ms, so the kill finds mails in flight.
  sink = await startSmtpSink(await freePort(), { delayMs: 100 });
}, 60_000);
afterAll(async () => {
  await sink.stop();
  await cleanup();
});

const env = (extra: Record<string, string> = {}) => ({
  ...target,
  ...liftedHoldingCaps,
  SEED: 'false',
  IMAGES_DIR: imagesDir(),
  JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
  SMTP_URL: sink.url,
  OUTBOX_LEASE_SECONDS: '3',
  OUTBOX_POLL_SECONDS: '1',
  ...extra,
});

const placeGuestOrder = (api: ApiProcess, email: string) =>
  request(api.base, {
    method: 'POST',
    url: '/api/v1/order',
    payload: twOrder([{ p: product, amount: 1 }], { guest_email: email }),
  });

const receivedBy = (prefix: string) => sink.received.filter((r) => r.to.startsWith(prefix));

test('kill -9 while mailing: every notice arrives, again only what was in flight', async () => {
  let api = await startApiProcess(env());
  try {
    for (let i = 0; i < 30; i++) expect((await placeGuestOrder(api, `crash-${i}@example.com`)).statusCode).toBe(200);
    await eventually(async () => (receivedBy('crash-').length >= 3 ? true : undefined), 'the first mails');
    await api.crash();
    api = await startApiProcess(env());
    const mailed = await eventually(
      async () => {
        const got = receivedBy('crash-');
        return new Set(got.map((r) => r.messageId)).size >= 30 ? got : undefined;
      },
      'every order mailed',
      60_000,
    );
    expect(new Set(mailed.map((r) => r.to)).size).toBe(30);
    // Sent twice: only mails the killed process had handed to the relay without its answer (one batch at most).
    expect(mailed.length - 30).toBeLessThanOrEqual(20);
  } finally {
    await api.stop();
  }
}, 180_000);

const startWorker = (extra: Record<string, string>) => startWorkerProcess(env(extra));

test('the worker as a process of its own delivers for API processes that leave mail to it', async () => {
  if (!target.DATABASE_URL) {
    // The embedded database is one process's: the worker refuses, saying what to do instead.
    const worker = startWorker({});
    expect(await worker.exited).toBe(2);
    expect(worker.stderr()).toMatch(/DATABASE_URL/);
    return;
  }
  const api = await startApiProcess(env({ OUTBOX_WORKER: 'off' }));
  let worker: ReturnType<typeof startWorker> | undefined;
  try {
    for (let i = 0; i < 5; i++) expect((await placeGuestOrder(api, `apart-${i}@example.com`)).statusCode).toBe(200);
    // Longer than a worker's poll: the API process sends nothing itself.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(receivedBy('apart-')).toEqual([]);
    worker = startWorker({});
    await worker.running;
    const mailed = await eventually(async () => (receivedBy('apart-').length >= 5 ? receivedBy('apart-') : undefined), '5 mails');
    expect(new Set(mailed.map((r) => r.to)).size).toBe(5);
  } finally {
    await api.stop();
    await worker?.stop();
  }
}, 120_000);
