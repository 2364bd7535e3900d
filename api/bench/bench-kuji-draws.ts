// The parts of `npm run bench:kuji` that time the draw itself, on orders placed beforehand (inserted directly,
// their tickets held as POST kuji-order holds them): the payment transaction alone (the database's draw rate),
// and the gateway's signed notice over HTTP (what a draw costs the API).
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { kujiOrders, kujis, purchases } from '../src/db/schema';
import { markKujiOrderPaid } from '../src/modules/kuji-order/service';
import { paidNotice } from './purchase-clients';

export interface Timing {
  draws: number;
  seconds: number;
  /** Milliseconds of each draw, in the order they ended. */
  latencies: number[];
}

/** `n` unpaid orders of `draws` each, holding their tickets; with a pending sandbox purchase each when asked. */
export async function placeDirectly(
  db: Db,
  kujiId: number,
  userId: number,
  n: number,
  draws: number,
  withPurchases = false,
): Promise<{ id: number; purchaseId: string }[]> {
  const [k] = await db.select({ price: kujis.price }).from(kujis).where(eq(kujis.id, kujiId));
  const total = k!.price * draws;
  const deadline = new Date(Date.now() + 3_600_000);
  const placed: { id: number; purchaseId: string }[] = [];
  for (let i = 0; i < n; i += 1000) {
    const rows = await db
      .insert(kujiOrders)
      .values(
        Array.from({ length: Math.min(1000, n - i) }, () => ({
          userId,
          kujiId,
          draws,
          price: k!.price,
          subtotal: total,
          total,
          paymentMethod: 'credit_card',
          paymentDeadline: deadline,
        })),
      )
      .returning({ id: kujiOrders.id });
    const chunk = rows.map((r) => ({ id: r.id, purchaseId: randomBytes(18).toString('base64url') }));
    if (withPurchases)
      await db.insert(purchases).values(
        chunk.map((o) => ({
          id: o.purchaseId,
          subject: 'kuji_order',
          subjectId: o.id,
          userId,
          method: 'credit_card',
          amount: total,
          provider: 'sandbox',
          providerRef: `bench_${o.purchaseId}`,
          paymentUrl: 'http://127.0.0.1/bench',
          expiresAt: deadline,
        })),
      );
    placed.push(...chunk);
  }
  await db
    .update(kujis)
    .set({ reserved: sql`${kujis.reserved} + ${n * draws}` })
    .where(eq(kujis.id, kujiId));
  // After a bulk load, as PostgreSQL's autovacuum would (PGlite has none): with statistics from before it, the
  // planner would read the pending orders' partial index to find one order by its id.
  await db.execute(sql`analyze kuji_orders, purchases`);
  return placed;
}

/** `connections` workers each taking the next order and drawing it, until `seconds` pass or orders run out. */
async function drive(orders: number, connections: number, seconds: number, drawOne: (i: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until && next < orders) {
        const i = next++;
        const t0 = performance.now();
        await drawOne(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { count: latencies.length, seconds: (performance.now() - started) / 1000, latencies };
}

/** The payment transaction alone, as the webhook runs it: the order becomes paid and takes its tickets. */
export async function timeDrawTransactions(db: Db, orderIds: number[], draws: number, connections: number, seconds: number) {
  const r = await drive(orderIds.length, connections, seconds, (i) =>
    db.transaction((tx) => markKujiOrderPaid(tx, orderIds[i]!)),
  );
  return { draws: r.count * draws, seconds: r.seconds, latencies: r.latencies } satisfies Timing;
}

/** The gateway's signed "paid" notices over HTTP, each paying one placed order. */
export async function timePaidNotices(
  base: string,
  secret: string,
  agent: http.Agent,
  placed: { purchaseId: string }[],
  amount: number,
  draws: number,
  connections: number,
  seconds: number,
) {
  let failures = 0;
  const r = await drive(placed.length, connections, seconds, async (i) => {
    const purchase = { purchase_id: placed[i]!.purchaseId, method: 'credit_card', amount };
    const res = await paidNotice(base, secret, agent, purchase);
    if (res.statusCode !== 200) failures += 1;
  });
  return { draws: (r.count - failures) * draws, seconds: r.seconds, latencies: r.latencies, failures };
}
