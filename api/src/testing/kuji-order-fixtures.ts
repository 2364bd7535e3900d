// Test helpers for kuji orders (imported by *.test.ts only): boxes to sell, members to buy, payments to confirm.
import http from 'node:http';
import { asc, eq, sql } from 'drizzle-orm';
import type { KujiOrder, Purchase } from '@shop/shared/contract';
import { kujiPrizes, kujis, kujiTickets, users } from '../db/schema';
import { signNotice } from '../providers/payment/signature';
import type { TestApi } from './harness';
import { request, type Res } from './http';
import { openCampaign, type NewCampaign } from '../modules/kuji/open';

const DAY = 86_400_000;
const texts = (en: string) => ({ tw: `${en}（繁）`, cn: `${en}（简）`, en });

/** Opens a campaign on sale now (unless the window says otherwise): tiers A, B, … with these ticket counts. */
export function openBox(
  t: TestApi,
  counts: number[],
  opts: Partial<Pick<NewCampaign, 'price' | 'perOrderLimit' | 'startsAt' | 'endsAt' | 'seed' | 'beacon'>> = {},
): Promise<number> {
  const now = Date.now();
  return openCampaign(t.ctx.db, {
    title: texts('Test box'),
    price: opts.price ?? 300,
    image: 'k-1',
    startsAt: opts.startsAt ?? new Date(now - DAY),
    endsAt: opts.endsAt ?? new Date(now + 30 * DAY),
    perOrderLimit: opts.perOrderLimit ?? 10,
    tiers: counts.map((count, i) => ({
      tier: String.fromCharCode(65 + i),
      name: texts(`Prize ${String.fromCharCode(65 + i)}`),
      image: `kp-1-${String.fromCharCode(97 + i)}`,
      count,
    })),
    lastOne: { name: texts('Last One prize'), image: 'kp-1-last' },
    ...(opts.seed ? { seed: opts.seed } : {}),
    ...(opts.beacon ? { beacon: opts.beacon } : {}),
  });
}

/** `n` new members, inserted directly (hundreds in one statement), as bearer header values. */
export async function members(t: TestApi, n: number, tag: string): Promise<string[]> {
  const rows = await t.ctx.db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `${tag}-${i}-${Date.now()}@example.com` })))
    .returning({ id: users.id });
  return Promise.all(rows.map(async (u) => `Bearer ${(await t.ctx.tokens.issue(u.id)).jwt}`));
}

/** A connection pool as wide as the crowd: each buyer of a race on its own socket. */
export const wideAgent = () => new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Call {
  auth?: string;
  headers?: Record<string, string>;
  agent?: http.Agent;
  /** Another API process's http://127.0.0.1:<port> (race tests). */
  base?: string;
}

const call = (t: TestApi, method: string, url: string, payload: unknown, c: Call) =>
  request(c.base ?? t.base, {
    method,
    url,
    payload,
    headers: { ...(c.auth ? { authorization: c.auth } : {}), ...c.headers },
    ...(c.agent ? { agent: c.agent } : {}),
  });

export const buy = (t: TestApi, body: Record<string, unknown>, c: Call = {}) =>
  call(t, 'POST', '/api/v1/kuji-order', { method: 'credit_card', ...body }, c);
export const quote = (t: TestApi, body: Record<string, unknown>, c: Call = {}) =>
  call(t, 'POST', '/api/v1/kuji-order/coupon', body, c);
export const get = (t: TestApi, url: string, c: Call = {}) => call(t, 'GET', url, undefined, c);

/** 200, or the error code. */
export const outcome = (r: Res): number => (r.statusCode === 200 ? 200 : (r.json() as { error_code: number }).error_code);

/** Buys and expects an order. */
export async function placed(t: TestApi, body: Record<string, unknown>, c: Call): Promise<KujiOrder & { purchase: Purchase }> {
  const res = await buy(t, body, c);
  if (res.statusCode !== 200) throw new Error(`kuji order refused: ${res.body}`);
  return res.json().data;
}

/** The gateway's signed "paid" notice for a purchase, as the sandbox posts it to the webhook. */
export function paidNotice(t: TestApi, purchase: { purchase_id: string; method: string; amount: number }, c: Call = {}) {
  const created = Math.floor(Date.now() / 1000);
  const body = Buffer.from(
    JSON.stringify({
      id: `evt_${purchase.purchase_id}`,
      type: 'payment.succeeded',
      created,
      data: {
        payment_ref: 'test',
        merchant_reference: purchase.purchase_id,
        method: purchase.method,
        amount: purchase.amount,
        currency: 'TWD',
      },
    }),
  );
  return request(c.base ?? t.base, {
    method: 'POST',
    url: '/api/v1/payment/webhook/sandbox',
    headers: { 'content-type': 'application/json', ...signNotice(t.ctx.config.payment.webhookSecret!, created, body) },
    payload: body,
    ...(c.agent ? { agent: c.agent } : {}),
  });
}

/** The campaign's counters. */
export async function countsOf(t: TestApi, kujiId: number) {
  const [k] = await t.ctx.db
    .select({ reserved: kujis.reserved, drawn: kujis.drawn, total: kujis.ticketsTotal, lastOneOrderId: kujis.lastOneOrderId })
    .from(kujis)
    .where(eq(kujis.id, kujiId));
  return k!;
}

/** The box, position by position: its tier and the order holding it (null while undrawn). */
export async function boxOf(t: TestApi, kujiId: number) {
  return t.ctx.db
    .select({ position: kujiTickets.position, tier: kujiPrizes.tier, orderId: kujiTickets.orderId })
    .from(kujiTickets)
    .innerJoin(kujiPrizes, eq(kujiPrizes.id, kujiTickets.prizeId))
    .where(eq(kujiTickets.kujiId, kujiId))
    .orderBy(asc(kujiTickets.position));
}

/** Moves an order's payment deadline into the past. */
export const overdue = (t: TestApi, orderId: number) =>
  t.ctx.db.execute(sql`update kuji_orders set payment_deadline = now() - interval '1 second' where id = ${orderId}`);
