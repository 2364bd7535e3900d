import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { KujiDetail } from '@shop/shared/contract';
import type { SeededCampaign } from './verify-report';
import { repoRoot } from '../../config';
import { kujiPrizes, kujiTickets } from '../../db/schema';
import { startTestApi, type TestApi } from '../../testing/harness';
import { openTestCampaign, seededCampaign } from '../../testing/kuji-campaigns';
import { drawsFrom, verifyReport } from './verify-report';

// `npm run kuji:verify`: its conclusions from a published campaign, and the command itself against a live API.

let t: TestApi;
let dir: string;
beforeAll(async () => {
  t = await startTestApi();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-kuji-verify-'));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A v1 campaign as GET kuji/{kuji_id} publishes it (the seeded campaigns with sales were opened before the beacon). */
async function published(kujiId: number, locale = 'en'): Promise<SeededCampaign> {
  const kuji = (await t.inject({ url: `/api/v1/kuji/${kujiId}`, headers: { locale } })).json().data as KujiDetail;
  if (kuji.fairness.algorithm !== 'hmac-sha256-fisher-yates-v1') throw new Error(`kuji ${kujiId} is not a v1 campaign`);
  return { ...kuji, fairness: kuji.fairness };
}

async function drawnTickets(kujiId: number) {
  return t.ctx.db
    .select({ position: kujiTickets.position, tier: kujiPrizes.tier })
    .from(kujiTickets)
    .innerJoin(kujiPrizes, eq(kujiPrizes.id, kujiTickets.prizeId))
    .where(and(eq(kujiTickets.kujiId, kujiId), isNotNull(kujiTickets.orderId)))
    .orderBy(asc(kujiTickets.position));
}

/** The box with its first ticket swapped for the first one of another tier. */
function tampered(kuji: SeededCampaign): SeededCampaign {
  const order = [...kuji.fairness.box_order!];
  const j = order.findIndex((tier) => tier !== order[0]);
  [order[0], order[j]] = [order[j]!, order[0]!];
  return { ...kuji, fairness: { ...kuji.fairness, box_order: order } };
}

test('a revealed box is fair: each check in reading order, exit 0', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-5');
  const draws = (await drawnTickets(k.id)).slice(0, 3);
  const report = await verifyReport(await published(k.id), draws, 'en');
  expect(report.exitCode).toBe(0);
  expect(report.lines).toEqual([
    `Kuji ${k.id}: Dragon Valley Ichiban Kuji, 50 tickets, algorithm hmac-sha256-fisher-yates-v1`,
    "✓ the ticket list holds each tier's count on the board",
    `✓ the ticket list matches its published hash (${k.ticketListHash})`,
    '✓ the seed matches the hash published before the first sale',
    '✓ the seed shuffles the ticket list into exactly the published box order (50 tickets)',
    '✓ your 3 drawn tickets are the ones at their positions in the box',
    "✓ the board's remaining tickets are the box after its first 50 tickets",
    'Result: fair.',
  ]);
  const ended = await seededCampaign(t.ctx.db, 'k-4');
  const tw = await verifyReport(await published(ended.id, 'zh-TW'), [], 'tw');
  expect(tw.exitCode).toBe(0);
  expect(tw.lines.at(-2)).toBe(`✓ 賞品表的剩餘數量正是籤箱中第 ${ended.drawn} 張之後的籤`);
});

test('a tampered box is not fair (exit 1), and the report says where it failed', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-5');
  const kuji = await published(k.id);
  const swapped = await verifyReport(tampered(kuji), [], 'en');
  expect(swapped.exitCode).toBe(1);
  expect(swapped.lines.slice(-2)).toEqual([
    "✗ the published box order differs from the seed's shuffle at ticket 1",
    'Result: verification failed.',
  ]);
  const first = kuji.fairness.box_order![0]!;
  const wrongDraw = await verifyReport(kuji, [{ position: 1, tier: first === 'A' ? 'B' : 'A' }], 'en');
  expect(wrongDraw.lines.at(-2)).toBe('✗ your ticket at position 1 is not the one in the box');
  // One ticket said to be left of a tier the box does not end with: no number of drawn tickets explains that board.
  const lastTicket = kuji.fairness.box_order!.at(-1);
  const other = kuji.tiers.find((x) => x.tier !== 'LAST' && x.tier !== lastTicket)!.tier;
  const board = { ...kuji, tiers: kuji.tiers.map((x) => (x.tier === other ? { ...x, remaining: 1 } : x)) };
  expect((await verifyReport(board, [], 'en')).lines.at(-2)).toBe(
    "✗ the board's remaining tickets are not the undrawn tickets of the box",
  );
  const initial = { ...kuji, tiers: kuji.tiers.map((x, i) => (i === 0 ? { ...x, initial: 3 } : x)) };
  expect((await verifyReport(initial, [], 'en')).exitCode).toBe(1);
});

test('a box not revealed yet checks its ticket list, says when it can be verified, exit 2', async () => {
  const id = await openTestCampaign(t.ctx.db);
  const kuji = await published(id);
  const report = await verifyReport(kuji, [], 'cn');
  expect(report.exitCode).toBe(2);
  expect(report.lines[1]).toBe('✓ 签券清单与赏品表各赏的数量相符');
  expect(report.lines.at(-1)).toMatch(/^签箱尚未揭晓/);
  const list = [...kuji.fairness.ticket_list].reverse();
  const wrongList = { ...kuji, fairness: { ...kuji.fairness, ticket_list: list } };
  expect((await verifyReport(wrongList, [], 'en')).exitCode).toBe(1);
});

test('draws are read from the draw show’s answer, a prize list or a plain list; another kuji’s are refused', () => {
  const tickets = [
    { position: 3, tier: 'C', name: 'x', image: 'y', last_one: false },
    { position: 50, tier: 'D', name: 'x', image: 'y', last_one: true },
  ];
  const plain = [
    { position: 3, tier: 'C' },
    { position: 50, tier: 'D' },
  ];
  expect(drawsFrom({ data: { order_id: 1, kuji_id: 7, kuji_title: 'k', tickets } }, 7)).toEqual(plain);
  expect(drawsFrom({ data: [...tickets, { position: 50, tier: 'LAST' }] }, 7)).toEqual(plain);
  expect(drawsFrom(plain, 7)).toEqual(plain);
  expect(() => drawsFrom({ data: { kuji_id: 8, tickets } }, 7)).toThrow(/kuji 8/);
  expect(() => drawsFrom({ data: [{ position: 0, tier: 'A' }] }, 7)).toThrow(/no list of tickets/);
});

function run(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/scripts/kuji-verify.ts'), ...args], {
      cwd: repoRoot,
      env: { ...process.env, LANG: 'C', LC_ALL: '', INIT_CWD: dir },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

test('the command checks a live campaign and a member’s drawn tickets, and exits by its conclusion', async () => {
  const k = await seededCampaign(t.ctx.db, 'k-5');
  const tickets = (await drawnTickets(k.id)).slice(-3).map((x) => ({ ...x, name: '', image: '', last_one: false }));
  fs.writeFileSync(
    path.join(dir, 'draws.json'),
    JSON.stringify({ data: { order_id: 1, kuji_id: k.id, kuji_title: '', tickets } }),
  );
  const api = `${t.base}/api/v1`;
  // A stand-in shop that publishes the real campaign with two of its tickets swapped.
  const forger = http.createServer(async (req, res) => {
    const body = (await t.inject(req.url!)).json();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data: tampered(body.data) }));
  });
  await new Promise<void>((resolve) => forger.listen(0, '127.0.0.1', resolve));
  const forged = `http://127.0.0.1:${(forger.address() as { port: number }).port}/api/v1`;
  try {
    const [fair, sealed, forgery, unknown] = await Promise.all([
      run([String(k.id), '--api', api, '--draws', 'draws.json']),
      run([String((await seededCampaign(t.ctx.db, 'k-1')).id), '--api', api, '--lang', 'tw']),
      run([String(k.id), '--api', forged]),
      run(['999999', '--api', api]),
    ]);
    expect(fair).toMatchObject({ code: 0, err: '' });
    expect(fair.out).toContain('✓ your 3 drawn tickets are the ones at their positions in the box');
    expect(fair.out.trim().split('\n').at(-1)).toBe('Result: fair.');
    expect(sealed.code).toBe(2);
    expect(sealed.out).toContain('籤箱尚未揭曉');
    expect(forgery.code).toBe(1);
    expect(forgery.out).toContain("✗ the published box order differs from the seed's shuffle at ticket 1");
    // Its whole answer on a failure: what the command printed says why it ended otherwise.
    expect(unknown).toMatchObject({ code: 3, err: expect.stringContaining('This Ichiban Kuji campaign was not found.') });
  } finally {
    forger.close();
  }
}, 60_000);
