import { eq, sql } from 'drizzle-orm';
import type { DropPlace } from '@shop/shared/contract';
import { dropPlaces, drops } from '../../db/schema';
import { secondApiProcess, type ApiProcess } from '../../testing/api-process-spawn';
import { startTestApi, type TestApi } from '../../testing/harness';
import { request } from '../../testing/http';
import { buy, members, openBox, outcome, wideAgent } from '../../testing/kuji-order-fixtures';
import { runDropCommand } from './operator';

// One waiting room served by TWO API processes on one PostgreSQL database: a place joined on one is the same
// place on the other, the start's draw happens once however many ask for it at once, hundreds of joins get
// distinct places, and an admission from one process buys on the other. PostgreSQL only (scripts/test.ts).
if (process.env.TEST_DB !== 'postgres') throw new Error('two API processes need PostgreSQL: run `npm run test -w api`');

let t: TestApi;
let other: ApiProcess;
const wide = wideAgent();
beforeAll(async () => {
  t = await startTestApi();
  other = await secondApiProcess(t);
});
afterAll(async () => {
  wide.destroy();
  await other?.stop();
  await t?.close();
});

const baseOf = (i: number) => (i % 2 ? other.base : t.base);
const place = async (i: number, method: 'GET' | 'POST', kujiId: number, auth: string): Promise<DropPlace> => {
  const res = await request(baseOf(i), {
    method,
    url: `/api/v1/drop/kuji/${kujiId}/place`,
    headers: { authorization: auth },
    agent: wide,
  });
  if (res.statusCode !== 200) throw new Error(`${method} place: ${res.body}`);
  return res.json().data;
};

async function dropStartingSoon(rate: number) {
  const box = await openBox(t, [100, 200]);
  await runDropCommand(t.ctx.db, [
    'set',
    'kuji',
    String(box),
    '--starts',
    '+1h',
    '--opens',
    new Date().toISOString(),
    '--rate',
    String(rate),
  ]);
  const [d] = await t.ctx.db.select().from(drops).where(eq(drops.targetId, box));
  return d!;
}
const start = (dropId: number) =>
  t.ctx.db.execute(sql`update drops set starts_at = now(), cursor_at = now() where id = ${dropId}`);

test('300 early places, the start asked for by both processes at once: one draw, a permutation of 1…300', async () => {
  const d = await dropStartingSoon(60);
  const crowd = await members(t, 300, 'drop-two-early');
  await Promise.all(crowd.map((auth, i) => place(i, 'POST', d.targetId, auth)));
  await start(d.id);
  // Every member asks for their place on either process at once: each read may be the one that draws.
  const seen = await Promise.all(crowd.map((auth, i) => place(i + 1, 'GET', d.targetId, auth)));
  const rows = await t.ctx.db.select({ ordinal: dropPlaces.ordinal }).from(dropPlaces).where(eq(dropPlaces.dropId, d.id));
  expect(rows.map((r) => r.ordinal!).sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  // Both processes tell each member the same place.
  const again = await Promise.all(crowd.map((auth, i) => place(i, 'GET', d.targetId, auth)));
  expect(again.map((p) => p.watch)).toEqual(seen.map((p) => p.watch));
  // The queue only moves forward: nobody's position grew between the two reads.
  again.forEach((p, i) => expect(p.position ?? 0).toBeLessThanOrEqual(seen[i]!.position ?? 0));
});

test('300 joins after the start across two processes: distinct places behind one another; admissions buy anywhere', async () => {
  const d = await dropStartingSoon(6000);
  await start(d.id);
  const crowd = await members(t, 300, 'drop-two-late');
  await Promise.all(crowd.map((auth, i) => place(i, 'POST', d.targetId, auth)));
  const rows = await t.ctx.db.select({ ordinal: dropPlaces.ordinal }).from(dropPlaces).where(eq(dropPlaces.dropId, d.id));
  const ordinals = rows.map((r) => r.ordinal!);
  expect(new Set(ordinals).size).toBe(300);
  // At 100 a second the whole crowd is admitted within 3 s; each buys on the process it did not join on.
  await new Promise((resolve) => setTimeout(resolve, 3_100));
  const admitted = await Promise.all(crowd.map((auth, i) => place(i, 'GET', d.targetId, auth)));
  expect(admitted.every((p) => p.state === 'admitted')).toBe(true);
  const bought = await Promise.all(
    crowd.map((auth, i) =>
      buy(
        t,
        { kuji_id: d.targetId, draws: 1 },
        { auth, agent: wide, headers: { 'x-drop-admission': admitted[i]!.admission! }, ...(i % 2 ? {} : { base: other.base }) },
      ),
    ),
  );
  expect(bought.map(outcome)).toEqual(Array(300).fill(200));
});
