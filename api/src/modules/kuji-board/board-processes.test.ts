import { sql } from 'drizzle-orm';
import type { KujiBoard } from '@shop/shared/contract';
import { secondApiProcess, type ApiProcess } from '../../testing/api-process-spawn';
import { startTestApi, type TestApi } from '../../testing/harness';
import { members, openBox, paidNotice, placed } from '../../testing/kuji-order-fixtures';
import { openBoardStream, type BoardStreamClient } from '../../testing/board-stream-client';

// Two API processes on one PostgreSQL database: a board open on one follows payments made through the other
// (PostgreSQL's NOTIFY reaches every process), and keeps following after its listening connection was cut.
// PostgreSQL only (scripts/test.ts).
if (process.env.TEST_DB !== 'postgres') throw new Error('two API processes need PostgreSQL: run `npm run test -w api`');

let t: TestApi;
let other: ApiProcess;
const streams: BoardStreamClient[] = [];
beforeAll(async () => {
  t = await startTestApi();
  other = await secondApiProcess(t);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await other?.stop();
  await t?.close();
});

const left = (b: KujiBoard) => b.tiers.reduce((sum, x) => sum + x.remaining, 0);

async function streamOnOther(box: number) {
  const s = await openBoardStream(other.base, box);
  streams.push(s);
  expect(s.status).toBe(200);
  await s.next();
  return s;
}

test('a payment made through one process reaches a board open on the other within a second', async () => {
  const box = await openBox(t, [3, 3]);
  const s = await streamOnOther(box);
  const [buyer] = await members(t, 1, 'board-two');
  const order = await placed(t, { kuji_id: box, draws: 2 }, { auth: buyer! });
  await s.next((b) => b.tickets_left === 4);
  const paidAt = performance.now();
  expect((await paidNotice(t, order.purchase)).statusCode).toBe(200);
  const drawn = await s.next((b) => left(b) === 4);
  expect(drawn.at - paidAt).toBeLessThan(1000);
});

test('after its listening connection is cut, a process listens again and reads the boards it serves again', async () => {
  const box = await openBox(t, [3, 3]);
  const s = await streamOnOther(box);
  const [buyer] = await members(t, 1, 'board-cut');
  const order = await placed(t, { kuji_id: box, draws: 1 }, { auth: buyer! });
  await s.next((b) => b.tickets_left === 5);
  // Every process's listening session ends, as when the server restarts; the payment commits at once, while
  // they are reconnecting: its notification reaches nobody, and the reconnection must make up for it.
  const cut = (await t.ctx.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'listen %' and pid <> pg_backend_pid()`,
  )) as unknown as { rows: unknown[] };
  expect(cut.rows.length).toBeGreaterThanOrEqual(1);
  const from = s.events.length;
  expect((await paidNotice(t, order.purchase)).statusCode).toBe(200);
  expect((await s.next((b) => left(b) === 5, 5_000, from)).data.tickets_left).toBe(5);
  // Listening again: the next change arrives as usual.
  const [second] = await members(t, 1, 'board-cut-2');
  await placed(t, { kuji_id: box, draws: 1 }, { auth: second! });
  const since = performance.now();
  expect((await s.next((b) => b.tickets_left === 4)).at - since).toBeLessThan(1000);
});
