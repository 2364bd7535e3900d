import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderNoticeEvent, OrderStatus } from '@shop/shared/contract';
import type { Db } from '../../db/client';
import { auditLog, outbox } from '../../db/schema';
import { fail } from '../../platform/errors';
import { lockHolder } from '../../platform/holder';
import { notify } from '../notification/outbox';
import { recordAudit } from '../operator/audit';
import type { SignedInOperator } from '../operator/access';
import { adminOrderRow } from './admin-record';
import { cancelPayments, NoPaymentToRefund, RefundExceedsPayment, refundPart, sendOrderRefunds } from './payment-seam';
import { orderRow, type OrderRow } from './read';
import { approveByShopIn, cancelByShopIn, declineCancellationIn } from './refund';
import { advanceTarget, moveOrderIn, OrderTransitionError } from './status';

// The console's moves of an order, made by the same service functions as `npm run orders` (operator.ts), each in one
// transaction with its audit row: the record of who did it commits with the change or not at all. Refunds are
// asked of the gateway after the commit, as the command line does.

type Field = keyof OrderRow;

interface Outcome {
  /** A refund written in the transaction, to send once it commits. */
  refund?: string | null;
  /** What the audit row's `after` tells beyond the order's fields. */
  told?: Record<string, unknown>;
}

interface Move {
  /** The audit row's action: `order.<name>`. */
  name: string;
  /** The order's fields the move changes, recorded before and after it (its status always). */
  fields: Field[];
  run(tx: Db, before: OrderRow): Promise<Outcome | void>;
}

const snakeCase = (f: string) => f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const snapshot = (o: OrderRow, fields: Field[]) =>
  Object.fromEntries(
    (['status', ...fields] as Field[]).map((f) => {
      const v = o[f];
      return [snakeCase(f), v instanceof Date ? v.toISOString() : v];
    }),
  );

/** A service function's refusal as the console's error: the order missing, or its status not allowing the move. */
function refusal(err: unknown): never {
  if (err instanceof OrderTransitionError && err.current === null) fail('ADMIN_ORDER_NOT_FOUND');
  if (err instanceof OrderTransitionError || err instanceof RefundExceedsPayment || err instanceof NoPaymentToRefund)
    fail('ORDER_MOVE_REFUSED');
  throw err;
}

/** Makes `move` and records it in one transaction; then sends its refund and, once canceled, ends its payments. */
async function act(db: Db, operator: SignedInOperator, orderId: number, move: Move): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const before = await adminOrderRow(tx, orderId);
    const done = (await move.run(tx, before).catch(refusal)) ?? {};
    const after = (await orderRow(tx, orderId))!;
    await recordAudit(tx, operator, {
      action: `order.${move.name}`,
      target: 'order',
      targetId: orderId,
      before: snapshot(before, move.fields),
      after: { ...snapshot(after, move.fields), ...done.told },
    });
    return { ...done, canceled: before.status !== after.status && after.status === 'canceled' };
  });
  if (outcome.refund) await sendOrderRefunds(db, [outcome.refund]);
  if (outcome.canceled) await cancelPayments(db, orderId);
}

/** The order's next step as `npm run orders -- advance` takes it: paid and established to picking, shipped to finished. */
export const advanceOrder = (db: Db, operator: SignedInOperator, orderId: number) =>
  act(db, operator, orderId, {
    name: 'advance',
    fields: ['pickingAt', 'finishedAt'],
    run: async (tx, before) => {
      const to = advanceTarget(before.status as OrderStatus);
      // Picking ships with a tracking code (ship); nothing comes after finished or canceled.
      if (!to) fail('ORDER_MOVE_REFUSED');
      await moveOrderIn(tx, orderId, to);
    },
  });

export const shipOrder = (
  db: Db,
  operator: SignedInOperator,
  orderId: number,
  parcel: { carrier: string; trackingCode: string },
) =>
  act(db, operator, orderId, {
    name: 'ship',
    fields: ['shippingCode', 'carrier', 'shippedAt'],
    run: (tx) => moveOrderIn(tx, orderId, 'shipped', { shippingCode: parcel.trackingCode, carrier: parcel.carrier }),
  });

export const finishOrder = (db: Db, operator: SignedInOperator, orderId: number) =>
  act(db, operator, orderId, {
    name: 'finish',
    fields: ['finishedAt'],
    run: (tx) => moveOrderIn(tx, orderId, 'finished'),
  });

/** The shop cancels: an unpaid order at once; a paid one not shipped is refunded in full, canceled once it is back. */
export const cancelOrder = (db: Db, operator: SignedInOperator, orderId: number) =>
  act(db, operator, orderId, {
    name: 'cancel',
    fields: ['cancelReason', 'canceledAt'],
    run: async (tx, before) => {
      const check = await refundLimit(tx, operator, orderId);
      const refund = await cancelByShopIn(tx, orderId);
      return { refund, told: { refund_id: refund, ...(refund ? { amount: await check(restOf(before)) } : {}) } };
    },
  });

export const approveOrderCancellation = (db: Db, operator: SignedInOperator, orderId: number) =>
  act(db, operator, orderId, {
    name: 'approve-cancel',
    fields: ['cancelReason', 'canceledAt'],
    run: async (tx, before) => {
      const check = await refundLimit(tx, operator, orderId);
      const refund = await approveByShopIn(tx, orderId);
      return { refund, told: { refund_id: refund, ...(refund ? { amount: await check(restOf(before)) } : {}) } };
    },
  });

export const declineOrderCancellation = (db: Db, operator: SignedInOperator, orderId: number) =>
  act(db, operator, orderId, {
    name: 'decline-cancel',
    fields: ['refundRequestedAt'],
    run: async (tx) => {
      if (!(await declineCancellationIn(tx, orderId))) fail('ORDER_MOVE_REFUSED');
    },
  });

/** The console's actions that give money back; their audit rows carry the amount. */
const refundingActions = ['order.refund', 'order.cancel', 'order.approve-cancel'];

/** What a cancellation of a paid order gives back: the rest of its payment (none for an unpaid one). */
const restOf = (o: OrderRow) => (o.paidAt ? o.total - o.refundedAmount : 0);

const limitOf = (operator: SignedInOperator) => (operator.role === 'owner' ? null : operator.refundLimit);

/**
 * A staff member's refunds and cancellations of one order stay within their limit together, so a large refund is not
 * split or made a cancellation. Their money-giving actions on an order are taken one at a time (this lock, first in
 * each), so two at once cannot both count the sum before either is in it; the move runs, then `check(amount)`
 * refuses (40341) what would pass the limit, and the transaction takes the move back with it.
 */
async function refundLimit(tx: Db, operator: SignedInOperator, orderId: number) {
  const limit = limitOf(operator);
  if (limit !== null) await lockHolder(tx, [`refund-limit:${operator.id}:${orderId}`]);
  return async (amount: number) => {
    if (limit !== null && amount > 0 && (await refundedBy(tx, operator, orderId)) + amount > limit) fail('REFUND_ABOVE_LIMIT');
    return amount;
  };
}

/** What `operator` has given back of the order so far, by their audit rows (failed refunds count: ask the owner). */
async function refundedBy(tx: Db, operator: SignedInOperator, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum((${auditLog.after}->>'amount')::int), 0)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.operatorId, operator.id),
        inArray(auditLog.action, refundingActions),
        eq(auditLog.target, 'order'),
        eq(auditLog.targetId, String(orderId)),
      ),
    );
  return row?.sum ?? 0;
}

/** Gives back `amount` of a paid order's payment; the order goes on. Within a staff member's limit (refundLimit). */
export const refundOrder = (db: Db, operator: SignedInOperator, orderId: number, amount: number) =>
  act(db, operator, orderId, {
    name: 'refund',
    fields: ['refundedAmount'],
    run: async (tx) => {
      const check = await refundLimit(tx, operator, orderId);
      await check(amount);
      const refund = await refundPart(tx, orderId, amount);
      return { refund, told: { refund_id: refund, amount } };
    },
  });

/** Writes one of the order's notices again, with the facts it was first written with; the worker mails it anew. */
export const resendNotice = (db: Db, operator: SignedInOperator, orderId: number, event: OrderNoticeEvent) =>
  act(db, operator, orderId, {
    name: 'resend',
    fields: [],
    run: async (tx) => {
      const [had] = await tx
        .select({ facts: outbox.facts })
        .from(outbox)
        .where(and(eq(outbox.orderId, orderId), eq(outbox.event, event)))
        .orderBy(desc(outbox.id))
        .limit(1);
      // Only what the order has been told: a notice of a step it never took would say something untrue.
      if (!had) fail('ORDER_MOVE_REFUSED');
      await notify(tx, event, [{ orderId }], had.facts as Record<string, unknown>);
      return { told: { event } };
    },
  });
