import { and, eq, sql } from 'drizzle-orm';
import type { PurchaseSubject } from '@shop/shared/contract';
import type { Db } from '../../db/client';
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
  const [purchase] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.id, notice.reference), eq(purchases.provider, provider)));
  if (!purchase) fail('NOT_FOUND');
  if (notice.amount !== purchase.amount || notice.currency !== purchase.currency) fail('PAYMENT_MISMATCH');

  return db.transaction(async (tx) => {
    // The notice's id first: a concurrent copy waits here for this transaction and then finds it taken.
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: notice.eventId, purchaseId: purchase.id, type: notice.type, outcome: 'applied' })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) fail('PAYMENT_REPLAYED');
    const outcome =
      notice.type === 'paid' ? await markPaid(tx, subjects, purchase.id, log) : await markEnded(tx, purchase.id, notice.type);
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

async function markPaid(tx: PaymentTx, subjects: PaymentSubjects, id: string, log: Log): Promise<NoticeOutcome> {
  // pending → paid exactly once, whatever number of notices race for it.
  const [paid] = await tx
    .update(purchases)
    .set({ status: 'paid', paidAt: sql`now()` })
    .where(and(eq(purchases.id, id), eq(purchases.status, 'pending')))
    .returning();
  if (!paid) {
    const [current] = await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
    if (current?.status === 'paid') return 'ignored';
    return needsRefund(tx, id, log, `the purchase was already ${current?.status}`);
  }
  const subject = subjects.get(paid.subject as PurchaseSubject);
  if (!subject) throw new Error(`no payment subject registered for "${paid.subject}"`);
  try {
    // A savepoint: when the subject refuses, its writes are undone and the purchase is kept for a refund.
    await tx.transaction((sp) => subject.paid(sp, paid.subjectId, toPurchase(paid)));
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
