// The purchases the benches make over HTTP, as the shop and the gateway make them: a member's kuji order (with an
// Idempotency-Key, as the shop's kuji checkout sends one), a guest's one-item checkout, and the gateway's signed
// "paid" notice for either.
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { BeaconChain } from '@shop/shared/kuji';
import type { Config } from '../src/config';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { openCampaign } from '../src/modules/kuji/open';
import { signNotice } from '../src/providers/payment/signature';
import { request, type Res } from '../src/testing/http';
import { homeOrder, type BuyableProduct } from './bench-orders';
import type { startBenchApi } from './bench-api';

type BenchApi = Awaited<ReturnType<typeof startBenchApi>>;

export interface Purchase {
  purchase_id: string;
  method: string;
  amount: number;
}

/** Server settings of a cluster whose statements a bench counts (pg_stat_statements, BEGIN and COMMIT included). */
export const purchaseStatementSettings = { shared_preload_libraries: 'pg_stat_statements' };

/**
 * Statistics as autovacuum keeps them on a shop with a history: without them a nearly empty bench database plans
 * (and keeps, in its named statements and foreign key checks) scans of whole tables that then grow with the run.
 */
export async function analyzeAsAShopWithHistory(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** The sum of every statement's calls so far (needs the extension created in the bench's database). */
export async function statementsSoFar(db: Db): Promise<number> {
  const rows = (await db.execute(
    sql`select coalesce(sum(calls), 0)::int as n from pg_stat_statements where query not like '%pg_stat_statements%'`,
  )) as unknown as { rows: { n: number }[] };
  return rows.rows[0]!.n;
}

const texts = (en: string) => ({ tw: en, cn: en, en });

/** A campaign on sale of `tickets` tickets in four tiers (v2 when given a beacon chain), up to 10 draws an order. */
export function openBenchBox(db: Db, tickets: number, beacon?: BeaconChain) {
  const day = 86_400_000;
  const tiers = [0.02, 0.08, 0.3, 0.6].map((share, i) => ({
    tier: String.fromCharCode(65 + i),
    name: texts(`Prize ${String.fromCharCode(65 + i)}`),
    image: '',
    count: Math.max(1, Math.round(tickets * share)),
  }));
  tiers[3]!.count = tickets - tiers.slice(0, 3).reduce((sum, t) => sum + t.count, 0);
  return openCampaign(db, {
    title: texts('Bench box'),
    price: 100,
    image: 'k-1',
    startsAt: new Date(Date.now() - day),
    endsAt: new Date(Date.now() + day),
    perOrderLimit: 10,
    tiers,
    lastOne: { name: texts('Last One'), image: '' },
    ...(beacon ? { beacon } : {}),
  });
}

/** `n` new members' bearer headers. */
export async function benchMembers(api: BenchApi['api'], db: Db, n: number, tag: string): Promise<string[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ email: `bench-kuji-${tag}-${i}-${Date.now()}@example.com` })))
    .returning({ id: users.id });
  return Promise.all(rows.map(async (u) => `Bearer ${(await api.ctx.tokens.issue(u.id)).jwt}`));
}

/** The gateway's signed "paid" notice of a purchase: its body and headers. */
export function signedNotice(secret: string, p: Purchase) {
  const created = Math.floor(Date.now() / 1000);
  const body = Buffer.from(
    JSON.stringify({
      id: `evt_bench_${p.purchase_id}`,
      type: 'payment.succeeded',
      created,
      data: { payment_ref: 'bench', merchant_reference: p.purchase_id, method: p.method, amount: p.amount, currency: 'TWD' },
    }),
  );
  return { body, headers: { 'content-type': 'application/json', ...signNotice(secret, created, body) } };
}

/** The gateway's signed "paid" notice of a purchase, sent to the sandbox webhook. */
export function paidNotice(base: string, secret: string, agent: http.Agent, p: Purchase): Promise<Res> {
  const { body, headers } = signedNotice(secret, p);
  return request(base, { method: 'POST', url: '/api/v1/payment/webhook/sandbox', headers, payload: body, agent });
}

let attempt = 0;

/** POST kuji-order of `draws` by the member `auth`, from `from` (a loopback address: another device). */
export function kujiOrder(base: string, agent: http.Agent, auth: string, kujiId: number, draws: number, from?: string) {
  return request(base, {
    method: 'POST',
    url: '/api/v1/kuji-order',
    headers: { authorization: auth, 'idempotency-key': `bench-${Date.now()}-${attempt++}` },
    payload: { kuji_id: kujiId, draws, method: 'credit_card' },
    agent,
    ...(from ? { from } : {}),
  });
}

/** One member buying draws and paying for them, one purchase after another. */
export async function kujiBuyer(api: BenchApi['api'], config: Config, db: Db, base: string, tag: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const [auth] = await benchMembers(api, db, 1, tag);
  return {
    async purchase(kujiId: number, draws: number) {
      const placed = await kujiOrder(base, agent, auth!, kujiId, draws);
      if (placed.statusCode !== 200) throw new Error(`POST kuji-order: ${placed.statusCode} ${placed.body}`);
      const paid = await paidNotice(base, config.payment.webhookSecret!, agent, placed.json().data.purchase as Purchase);
      if (paid.statusCode !== 200) throw new Error(`paid notice: ${paid.statusCode} ${paid.body}`);
    },
    close: () => agent.destroy(),
  };
}

/** A guest buying one item for home delivery in Taiwan and paying for it, one checkout after another. */
export function checkoutBuyer(config: Config, base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  return {
    async purchase(product: BuyableProduct, guestEmail: string) {
      const placed = await request(base, {
        method: 'POST',
        url: '/api/v1/order',
        payload: homeOrder(product, 1, guestEmail),
        agent,
      });
      if (placed.statusCode !== 200) throw new Error(`POST order: ${placed.statusCode} ${placed.body}`);
      const paid = await paidNotice(base, config.payment.webhookSecret!, agent, placed.json().data.order.purchase as Purchase);
      if (paid.statusCode !== 200) throw new Error(`paid notice: ${paid.statusCode} ${paid.body}`);
    },
    close: () => agent.destroy(),
  };
}
