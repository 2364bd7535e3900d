import { and, eq, sql } from 'drizzle-orm';
import type { PurchaseSubject } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { allColumns, rowsOf, tableRow } from '../../db/hand-written';
import { paymentEvents, purchases } from '../../db/schema';
import { fail } from '../../platform/errors';
import type { PaymentNotice } from '../../providers/payment';
import { toPurchase } from './service';
import { SubjectNotPayable, type PaymentSubjects, type PaymentTx } from './subjects';

// A verified notice from the gateway moves its purchase. Everything it changes (the notice's id, the
// purchase, the subject) is written in one short transaction with no network I/O, so it happens once.

/** applied: the purchase moved. ignored: it had already moved. refund: money came in for what cannot be paid. */
export type NoticeOutcome = 'applied' | 'ignored' | 'refund';

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
  return db.transaction(async (tx) => {
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
    const outcome =
      notice.type === 'paid'
        ? await markPaid(tx, subjects, notice.reference, row.id ? tableRow(purchases, row) : null, log)
        : await markEnded(tx, notice.reference, notice.type);
    if (outcome !== 'applied')
      await tx
        .update(paymentEvents)
        .set({ outcome })
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, notice.eventId)));
    return outcome;
  });
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
): Promise<NoticeOutcome> {
  if (!paid) {
    const [current] = await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
    if (current?.status === 'paid') return 'ignored';
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
  return 'applied';
}

async function needsRefund(tx: PaymentTx, id: string, log: Log, reason: string): Promise<NoticeOutcome> {
  await tx.update(purchases).set({ refundRequired: true }).where(eq(purchases.id, id));
  log.warn({ purchase_id: id, reason }, 'payment collected that cannot be applied: refund needed');
  return 'refund';
}
