import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kujiOrders } from '../../db/schema';
import { payAndAssign } from '../kuji/box';
import { issueInvoice } from '../invoice/service';
import { notify } from '../notification/outbox';
import { SubjectNotPayable } from '../payment/service';

// A kuji order moves pending_payment → paid (tickets assigned) | expired (tickets released), each move one
// conditional UPDATE naming the state it leaves, so a payment and the expiry sweep can never both move one order.

/** The payment notice could not be applied: the order expired (its tickets went back) or was already paid. */
export class KujiOrderNotPayableError extends SubjectNotPayable {
  constructor(readonly orderId: number) {
    super(`kuji order ${orderId} can no longer be paid`);
    this.name = 'KujiOrderNotPayableError';
  }
}

/**
 * Marks a kuji order paid and gives it its tickets, inside the payment module's transaction (its `paid` hook for
 * subject 'kuji_order'): exactly once, and only while the order is pending. Otherwise KujiOrderNotPayableError,
 * before anything is written. The campaign row, the hottest lock of a sale, is taken last (kuji/box.ts).
 */
export async function markKujiOrderPaid(tx: Db, orderId: number): Promise<void> {
  if (!(await payAndAssign(tx, orderId))) throw new KujiOrderNotPayableError(orderId);
  await notify(tx, 'kuji_order.paid', [{ kujiOrderId: orderId }]);
  // A draw is a service sold in Taiwan: every paid kuji order has its uniform invoice.
  const [o] = await tx
    .select({ userId: kujiOrders.userId, invoice: kujiOrders.invoice, total: kujiOrders.total })
    .from(kujiOrders)
    .where(eq(kujiOrders.id, orderId));
  await issueInvoice(tx, {
    subject: 'kuji_order',
    subjectId: orderId,
    choice: o!.invoice ?? { kind: 'member' },
    memberCarrier: `M${o!.userId}`,
    total: o!.total,
  });
}

export type ShipOutcome = 'shipped' | 'missing' | 'unpaid' | 'already_shipped';

/** The operator ships a paid order's prizes together from the prize box: its prizes read 'shipped' with the code. */
export async function shipPrizes(db: Db, orderId: number, shippingCode: string): Promise<ShipOutcome> {
  const shipped = await db.transaction(async (tx) => {
    const rows = await tx
      .update(kujiOrders)
      .set({ prizesShippingCode: shippingCode, prizesShippedAt: sql`now()` })
      .where(and(eq(kujiOrders.id, orderId), eq(kujiOrders.status, 'paid'), isNull(kujiOrders.prizesShippedAt)))
      .returning({ id: kujiOrders.id });
    if (rows.length > 0) await notify(tx, 'kuji_order.prizes_shipped', [{ kujiOrderId: orderId }]);
    return rows;
  });
  if (shipped.length > 0) return 'shipped';
  const [row] = await db
    .select({ status: kujiOrders.status, shippedAt: kujiOrders.prizesShippedAt })
    .from(kujiOrders)
    .where(eq(kujiOrders.id, orderId));
  if (!row) return 'missing';
  return row.status === 'paid' ? 'already_shipped' : 'unpaid';
}
