import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PurchaseSubject } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { paymentEvents, purchases, refunds } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { PaymentNotice } from '../../providers/payment';
import { markRefundFailed, requestRefund } from './refunds';
import { sendRefunds, toPurchase } from './service';
import { SubjectNotPayable, type PaymentSubjects, type PaymentTx } from './subjects';

// A verified notice from the gateway moves its purchase. Everything it changes (the notice's id, the
// purchase, the subject) is written in one short transaction with no network I/O, so it happens once.

/** applied: the purchase moved. ignored: it had already moved. refund: money came in for what cannot be paid. */
export type NoticeOutcome = 'applied' | 'ignored' | 'refund';
/** A notice's outcome, with the refund it decided (the money that could not be applied). */
type Settled = { outcome: NoticeOutcome; refundId?: string };

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export async function acceptNotice(
  db: Db,
  subjects: PaymentSubjects,
  provider: string,
  notice: PaymentNotice,
  log: Log,
): Promise<NoticeOutcome> {
  if (notice.refund) return acceptRefundNotice(db, subjects, provider, notice, notice.refund);
  const type = notice.type;
  if (type === 'refunded' || type === 'refund_failed') fail('BAD_PARAMS');
  const { outcome, refundId } = await db.transaction(async (tx): Promise<Settled> => {
    // One statement: the purchase; the notice's id, recorded only for that purchase's amount and currency (first:
    // a concurrent copy waits here for this transaction and then finds it taken); and for a "paid" notice the
    // purchase's move pending → paid, exactly once whatever number of notices race for it.
    const [row] = await rowsOf<Record<string, unknown> & { found_amount: number; found_currency: string; fresh: number }>(
      tx,
      sql`with found as (
          select id, amount, currency from ${purchases} where id = ${notice.reference} and provider = ${provider}),
        event as (
          insert into ${paymentEvents} (provider, event_id, purchase_id, type, outcome)
          select ${provider}, ${notice.eventId}, id, ${notice.type}, 'applied' from found
          where amount = ${notice.amount} and currency = ${notice.currency}
          on conflict do nothing
          returning purchase_id),
        paid as (
          update ${purchases} set status = 'paid', paid_at = now()
          where ${notice.type} = 'paid' and id = (select purchase_id from event) and status = 'pending'
          returning ${allColumns(purchases)})
        select found.amount as found_amount, found.currency as found_currency, (select count(*) from event)::int as fresh,
          paid.*
        from found left join paid on true`,
    );
    if (!row) fail('NOT_FOUND');
    if (notice.amount !== row.found_amount || notice.currency !== row.found_currency) fail('PAYMENT_MISMATCH');
    if (!row.fresh) fail('PAYMENT_REPLAYED');
    const settled =
      type === 'paid'
        ? await markPaid(tx, subjects, notice.reference, row.id ? tableRow(purchases, row) : null, log)
        : { outcome: await markEnded(tx, notice.reference, type) };
    if (settled.outcome !== 'applied') await recordOutcome(tx, provider, notice.eventId, settled.outcome);
    return settled;
  });
  // The money that could not be applied goes back now (the sweep asks again should the gateway not answer).
  if (refundId) await sendRefunds(db, [refundId]);
  return outcome;
}

/**
 * A refund's notice settles it once: succeeded adds its amount to the purchase's refunded total (the database refuses
 * more than was paid) and tells the subject; failed flags the purchase for the operator.
 */
async function acceptRefundNotice(
  db: Db,
  subjects: PaymentSubjects,
  provider: string,
  notice: PaymentNotice,
  refund: NonNullable<PaymentNotice['refund']>,
): Promise<NoticeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await rowsOf<{ amount: number; currency: string; fresh: number }>(
      tx,
      sql`with found as (
          select r.id, r.amount, p.currency from ${refunds} r join ${purchases} p on p.id = r.purchase_id
          where r.id = ${refund.reference} and p.id = ${notice.reference} and p.provider = ${provider}),
        event as (
          insert into ${paymentEvents} (provider, event_id, purchase_id, type, outcome)
          select ${provider}, ${notice.eventId}, ${notice.reference}, ${notice.type}, 'applied' from found
          where amount = ${notice.amount} and currency = ${notice.currency}
          on conflict do nothing
          returning 1)
        select amount, currency, (select count(*) from event)::int as fresh from found`,
    );
    if (!row) fail('NOT_FOUND');
    if (notice.amount !== row.amount || notice.currency !== row.currency) fail('PAYMENT_MISMATCH');
    if (!row.fresh) fail('PAYMENT_REPLAYED');
    const settled =
      notice.type === 'refunded'
        ? await settleRefund(tx, subjects, refund)
        : await markRefundFailed(tx, refund.reference, 'the gateway could not refund it');
    if (settled) return 'applied';
    await recordOutcome(tx, provider, notice.eventId, 'ignored');
    return 'ignored';
  });
}

/** A notice's row says 'applied' as it is written; what else came of it is recorded once known. */
async function recordOutcome(tx: PaymentTx, provider: string, eventId: string, outcome: NoticeOutcome) {
  await tx
    .update(paymentEvents)
    .set({ outcome })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

async function settleRefund(tx: PaymentTx, subjects: PaymentSubjects, refund: NonNullable<PaymentNotice['refund']>) {
  const [done] = await tx
    .update(refunds)
    .set({ state: 'succeeded', providerRefundId: refund.providerRefundId, settledAt: sql`now()`, lastError: null })
    .where(and(eq(refunds.id, refund.reference), inArray(refunds.state, ['requested', 'pending'])))
    .returning({ amount: refunds.amount, purchaseId: refunds.purchaseId, reason: refunds.reason });
  if (!done) return false;
  const [p] = await tx
    .update(purchases)
    .set({ refundedAmount: sql`${purchases.refundedAmount} + ${done.amount}` })
    .where(eq(purchases.id, done.purchaseId))
    .returning({
      subject: purchases.subject,
      subjectId: purchases.subjectId,
      amount: purchases.amount,
      refunded: purchases.refundedAmount,
    });
  await subjects.get(p!.subject as PurchaseSubject)?.refunded?.(tx, p!.subjectId, {
    id: refund.reference,
    amount: done.amount,
    refunded: p!.refunded,
    paid: p!.amount,
    reason: done.reason,
  });
  return true;
}

async function markEnded(tx: PaymentTx, id: string, status: 'failed' | 'canceled' | 'expired'): Promise<NoticeOutcome> {
  const moved = await tx
    .update(purchases)
    .set({ status })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'pending')))
    .returning({ id: purchases.id });
  return moved.length ? 'applied' : 'ignored';
}

/** After the notice's statement moved the purchase to `paid` (null: it had already moved), pays its subject. */
async function markPaid(
  tx: PaymentTx,
  subjects: PaymentSubjects,
  id: string,
  paid: typeof purchases.$inferSelect | null,
  log: Log,
): Promise<Settled> {
  if (!paid) {
    const [current] = await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
    if (current?.status === 'paid') return { outcome: 'ignored' };
    return needsRefund(tx, id, log, `the purchase was already ${current?.status}`);
  }
  const subject = subjects.get(paid.subject as PurchaseSubject);
  if (!subject) throw new Error(`no payment subject registered for "${paid.subject}"`);
  try {
    // When the subject refuses, its writes are undone and the purchase is kept for a refund: by a savepoint,
    // unless it refuses only before writing anything.
    if (subject.refusesBeforeWriting) await subject.paid(tx, paid.subjectId, toPurchase(paid));
    else await tx.transaction((sp) => subject.paid(sp, paid.subjectId, toPurchase(paid)));
  } catch (err) {
    if (!(err instanceof SubjectNotPayable)) throw err;
    return needsRefund(tx, id, log, `${paid.subject} ${paid.subjectId} cannot be paid: ${err.message}`);
  }
  return { outcome: 'applied' };
}

/** Money came for what cannot be paid: the purchase is flagged and refunded in full (asked after the commit). */
async function needsRefund(tx: PaymentTx, id: string, log: Log, reason: string): Promise<Settled> {
  await tx.update(purchases).set({ refundRequired: true }).where(eq(purchases.id, id));
  const refund = await requestRefund(tx, id, 'rest', 'late_payment');
  log.warn({ purchase_id: id, reason }, 'payment collected that cannot be applied: refund needed, asked of the gateway');
  return { outcome: 'refund', ...(refund && { refundId: refund.id }) };
}
