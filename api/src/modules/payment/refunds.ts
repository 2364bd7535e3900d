import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PurchaseSubject, Refund } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/hand-written';
import { purchases, refunds } from '../../db/schema';
import { RefundRefused, type PaymentProvider } from '../../providers/payment';

// Money going back. A refund is decided inside the transaction of whatever decides it (an approved cancellation, a
// payment that came too late, an operator's adjustment) and written there as `requested`; the gateway is asked only
// after the commit, by whichever process takes the row first, and again until it answers. Its refund id is the
// gateway's idempotency key, so asking twice never gives back twice. The gateway's signed notice settles it.

export type RefundReason = Refund['reason'];
export type RefundRow = typeof refunds.$inferSelect;

/** More was asked back than is left of the payment (what was paid less every refund not failed). */
export class RefundExceedsPayment extends Error {
  constructor(readonly refundable: number) {
    super(`at most NT$${refundable} is left to refund`);
    this.name = 'RefundExceedsPayment';
  }
}

/** The purchase a subject's payment was applied to (the one that paid it), or null when it was never paid. */
export async function paidPurchaseOf(db: Db, subject: PurchaseSubject, subjectId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.subject, subject),
        eq(purchases.subjectId, subjectId),
        eq(purchases.status, 'paid'),
        eq(purchases.refundRequired, false),
      ),
    )
    .orderBy(asc(purchases.paidAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Writes a refund of `amount` (TWD; 'rest': all that is left) of a paid purchase in the caller's transaction. The
 * purchase's row lock orders concurrent refunds of one payment, so together they never exceed it. Null when 'rest'
 * finds nothing left; RefundExceedsPayment when `amount` is more than is left.
 */
export async function requestRefund(
  tx: Db,
  purchaseId: string,
  amount: number | 'rest',
  reason: RefundReason,
): Promise<RefundRow | null> {
  // The lock first, the sum after it: in one statement the sum would be read from before the wait for the lock.
  // A payment that came too late keeps its purchase's status (canceled, expired) but was collected all the same.
  const [locked] = await rowsOf<{ paid: number }>(
    tx,
    sql`select amount as paid from ${purchases} where id = ${purchaseId} and (status = 'paid' or refund_required) for update`,
  );
  if (!locked) throw new Error(`purchase ${purchaseId} collected nothing to refund`);
  const [given] = await rowsOf<{ held: number }>(
    tx,
    sql`select coalesce(sum(amount), 0)::int as held from ${refunds} where purchase_id = ${purchaseId} and state <> 'failed'`,
  );
  const left = locked.paid - given!.held;
  const want = amount === 'rest' ? left : amount;
  if (amount === 'rest' && left === 0) return null;
  if (!Number.isInteger(want) || want < 1 || want > left) throw new RefundExceedsPayment(left);
  const [row] = await tx
    .insert(refunds)
    .values({ id: `rf_${randomBytes(15).toString('base64url')}`, purchaseId, amount: want, reason })
    .returning();
  return row!;
}

/** Every refund of a subject's payments, oldest first, as a record shows them (requested is pending to a shopper). */
export async function refundsOf(db: Db, subject: PurchaseSubject, subjectId: number): Promise<Refund[]> {
  const rows = await db
    .select({ r: refunds })
    .from(refunds)
    .innerJoin(purchases, eq(purchases.id, refunds.purchaseId))
    .where(and(eq(purchases.subject, subject), eq(purchases.subjectId, subjectId)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  return rows.map(({ r }) => ({
    refund_id: r.id,
    amount: r.amount,
    status: r.state === 'succeeded' || r.state === 'failed' ? r.state : 'pending',
    reason: r.reason as RefundReason,
    created_at: r.createdAt.toISOString(),
    settled_at: r.settledAt?.toISOString() ?? null,
  }));
}

export interface RefundSender {
  db: Db;
  provider: PaymentProvider;
  retrySeconds: number;
  maxAttempts: number;
  log: { warn(details: object, message: string): void };
}

/** How long a sender holds a refund it is asking the gateway about before another may take it. */
const LEASE_SECONDS = 60;
const BATCH = 20;

/**
 * Asks the gateway for the refunds it has not taken yet (those of `ids` only, when given: right after their commit),
 * each held under a lease so two processes never ask at once; how many it took.
 */
export async function sendDueRefunds(s: RefundSender, ids?: string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  const only = ids ? sql`and r.id in ${ids}` : sql``;
  const taken = await rowsOf<{ id: string; amount: number; attempts: number; provider: string; provider_ref: string }>(
    s.db,
    sql`update ${refunds} r set due_at = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = r.attempts + 1
      from ${purchases} p
      where p.id = r.purchase_id and r.id in (
        select id from ${refunds} r where state = 'requested' and due_at <= now() ${only}
        order by due_at, id limit ${BATCH} for update skip locked)
      returning r.id, r.amount, r.attempts, p.provider, p.provider_ref`,
  );
  await Promise.all(taken.map((r) => send(s, r)));
  return taken.length;
}

async function send(
  s: RefundSender,
  r: { id: string; amount: number; attempts: number; provider: string; provider_ref: string },
) {
  try {
    if (r.provider !== s.provider.name) throw new RefundRefused(`paid through ${r.provider}, not ${s.provider.name}`);
    const started = await s.provider.refund({ providerRef: r.provider_ref, reference: r.id, amount: r.amount, currency: 'TWD' });
    // A notice may have settled it already (the gateway can be that quick): only a requested refund becomes pending.
    await s.db
      .update(refunds)
      .set({ state: 'pending', providerRefundId: started.providerRefundId, lastError: null })
      .where(and(eq(refunds.id, r.id), eq(refunds.state, 'requested')));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const gaveUp = err instanceof RefundRefused || r.attempts >= s.maxAttempts;
    s.log.warn({ refund_id: r.id, attempts: r.attempts, err: message }, gaveUp ? 'refund failed' : 'refund not taken yet');
    if (gaveUp) await failRefund(s.db, r.id, message);
    else {
      const delay = Math.min(s.retrySeconds * 2 ** (r.attempts - 1), 3600);
      await s.db
        .update(refunds)
        .set({ lastError: message.slice(0, 500), dueAt: sql`now() + make_interval(secs => ${delay})` })
        .where(and(eq(refunds.id, r.id), eq(refunds.state, 'requested')));
    }
  }
}

/** The gateway will not give it back: the refund is failed and its purchase flagged for the operator. */
function failRefund(db: Db, id: string, reason: string) {
  return db.transaction((tx) => markRefundFailed(tx, id, reason));
}

/** In the caller's transaction: whether it moved (a refund already settled stays as it is). */
export async function markRefundFailed(tx: Db, id: string, reason: string): Promise<boolean> {
  const [failed] = await tx
    .update(refunds)
    .set({ state: 'failed', lastError: reason.slice(0, 500), settledAt: sql`now()` })
    .where(and(eq(refunds.id, id), inArray(refunds.state, ['requested', 'pending'])))
    .returning({ purchaseId: refunds.purchaseId });
  if (failed) await tx.update(purchases).set({ refundRequired: true }).where(eq(purchases.id, failed.purchaseId));
  return failed !== undefined;
}

/**
 * Operator: a failed refund is made again, as a new refund of the same amount (the gateway has spent the failed one's
 * key), if what is left of its payment still covers it. Its id; null when `id` is not a failed refund.
 */
export function retryRefund(db: Db, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, id), eq(refunds.state, 'failed')));
    if (!failed) return null;
    const again = await requestRefund(tx, failed.purchaseId, failed.amount, failed.reason as RefundReason);
    return again!.id;
  });
}
