import type { KujiDetail, KujiDrawRecord } from '@shop/shared/contract';
import { startTestApi, type TestApi } from '../../testing/harness';
import { get, members, openBox, paidNotice, placed } from '../../testing/kuji-order-fixtures';
import { verifyRecordReport, type BeaconCampaign } from './verify-record-report';

// `npm run kuji:verify` on a beacon-drawn campaign: what it says of a fair record, of a tampered one, and of the
// caller's own order in it.

let t: TestApi;
let kuji: BeaconCampaign;
let record: KujiDrawRecord;
let mine: { order_id: number; tickets: number[] };

beforeAll(async () => {
  t = await startTestApi();
  const box = await openBox(t, [1, 2, 3], { beacon: t.ctx.beacon.chain() });
  const [first, second] = await members(t, 2, 'verify-v2');
  for (const [auth, draws] of [[first!, 2] as const, [second!, 1] as const]) {
    const order = await placed(t, { kuji_id: box, draws }, { auth });
    await paidNotice(t, order.purchase);
  }
  const until = Date.now() + 20_000;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    record = (await get(t, `/api/v1/kuji/${box}/draws`)).json().data;
  } while (record.draws.some((d) => d.signature === null) && Date.now() < until);
  const detail = (await get(t, `/api/v1/kuji/${box}`)).json().data as KujiDetail;
  if (detail.fairness.algorithm !== 'drand-hmac-sha256-v2') throw new Error('expected a beacon-drawn campaign');
  kuji = { ...detail, fairness: detail.fairness };
  mine = { order_id: record.draws[0]!.order_id, tickets: record.draws[0]!.tickets };
});
afterAll(() => t.close());

test('a fair record: every check in reading order, the chain named, the caller’s order re-derived, exit 0', async () => {
  const report = await verifyRecordReport(kuji, record, mine, 'en');
  expect(report.exitCode).toBe(0);
  expect(report.lines).toEqual([
    `Kuji ${kuji.kuji_id}: ${kuji.title}, 6 tickets, algorithm drand-hmac-sha256-v2`,
    "✓ the ticket list holds each tier's count on the board",
    `✓ the ticket list matches the hash published before the first sale (${kuji.fairness.ticket_list_hash})`,
    `  beacon: the shop's local test beacon (not a public network) (chain ${record.beacon.chain_hash})`,
    '✓ 2 paid orders in sequence, each bound to a round after its payment',
    `✓ ${new Set(record.draws.map((d) => d.round)).size} beacon rounds' signatures verify under the chain's key`,
    "✓ 3 tickets re-derived from the rounds' randomness, exactly as published",
    '✓ the Last One went to the order that took the final ticket',
    `✓ your order ${mine.order_id} (place 1, round ${record.draws[0]!.round}): its tickets re-derive exactly`,
    "✓ the board's remaining tickets are exactly those not picked",
    'Result: fair.',
  ]);
});

test('a ticket swapped for one not picked fails at the picks, in the caller’s language; a wrong own draw fails', async () => {
  const picked = new Set(record.draws.flatMap((d) => d.tickets));
  const unpicked = Array.from({ length: 6 }, (_, i) => i + 1).find((n) => !picked.has(n))!;
  const [first, ...rest] = record.draws;
  const tampered = { ...record, draws: [{ ...first!, tickets: [unpicked, ...first!.tickets.slice(1)] }, ...rest] };
  const report = await verifyRecordReport(kuji, tampered, null, 'tw');
  expect(report.exitCode).toBe(1);
  expect(report.lines.slice(-2)).toEqual(['✗ 第 1 位的籤與回合亂數推算的結果不同', '結果：驗證失敗。']);

  const notMine = await verifyRecordReport(kuji, record, { ...mine, tickets: [...mine.tickets].reverse() }, 'cn');
  expect(notMine.exitCode).toBe(1);
  expect(notMine.lines.at(-2)).toBe(`✗ 您的订单 ${mine.order_id} 的签与公布的记录不符`);
});
