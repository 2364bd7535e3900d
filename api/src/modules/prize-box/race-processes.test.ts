import { inArray } from 'drizzle-orm';
import { prizeShipmentItems } from '../../db/schema';
import { startApiProcess, type ApiProcess } from '../../testing/api-process-spawn';
import { startTestApi, type TestApi } from '../../testing/harness';
import { get, outcome, wideAgent } from '../../testing/kuji-order-fixtures';
import { askToShip, boxOf, twHome, winner } from '../../testing/prize-box-fixtures';

// The prize box's race with TWO API processes on one PostgreSQL database: requests for the same prizes split between
// them still make one shipment, since only the database's unique index decides. PostgreSQL only (scripts/test.ts).
if (process.env.TEST_DB !== 'postgres') throw new Error('two API processes need PostgreSQL: run `npm run test -w api`');

let t: TestApi;
let other: ApiProcess;
const wide = wideAgent();
beforeAll(async () => {
  t = await startTestApi();
  other = await startApiProcess({ ...t.env, DATABASE_URL: t.databaseUrl!, ORDER_SWEEP_SECONDS: '3600' });
});
afterAll(async () => {
  wide.destroy();
  await other?.stop();
  await t?.close();
});

test('100 requests for the same prizes across two processes: one shipment holds them', async () => {
  const won = await winner(t, 'two-race', 4, [6]);
  const ids = (await boxOf(t, won.auth)).map((p) => p.prize_id);
  // Overlapping choices: every request wants the first prize, so at most one can hold anything.
  const results = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      askToShip(t, twHome([ids[0]!, ids[1 + (i % 3)]!]), { auth: won.auth, agent: wide, ...(i % 2 ? { base: other.base } : {}) }),
    ),
  );
  const codes = results.map(outcome);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c !== 200)).toEqual(Array(99).fill(40975));
  const shipments = (await get(t, '/api/v1/prize-shipment', { auth: won.auth, base: other.base })).json().data;
  expect(shipments).toHaveLength(1);
  const held = await t.ctx.db.select().from(prizeShipmentItems).where(inArray(prizeShipmentItems.prizeKey, ids));
  expect(held).toHaveLength(2);
  expect(held.every((i) => i.shipmentId === shipments[0].shipment_id)).toBe(true);
  expect(await boxOf(t, won.auth)).toHaveLength(ids.length - 2);
});
