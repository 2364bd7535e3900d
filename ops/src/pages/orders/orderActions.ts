/**
 * Which actions an order's record offers, from its status (the API refuses the others with 409 anyway; this
 * only keeps the page from offering what would be refused) and the operator's permissions.
 */
import type { AdminOrderRecord } from '@shop/shared/contract';

export type PlainAction = 'advance' | 'finish' | 'cancel' | 'approve-cancel' | 'decline-cancel';

export interface OfferedActions {
  plain: PlainAction[];
  ship: boolean;
  /** NT$ still refundable; 0: no refund offered. */
  refundable: number;
  /** The notices the order has had, which can be mailed again. */
  resend: string[];
}

export function offeredActions(record: AdminOrderRecord, permissions: readonly string[]): OfferedActions {
  const { order } = record;
  const paid = order.paid_at !== null;
  const plain: PlainAction[] = [];
  if (order.status === 'pending_activation' && paid) plain.push('advance');
  if (order.status === 'shipped') plain.push('finish');
  if (order.status === 'refund_requested') plain.push('approve-cancel', 'decline-cancel');
  if (order.status === 'pending_activation' || order.status === 'picking') plain.push('cancel');
  const refundable =
    permissions.includes('refunds') && paid && order.status !== 'canceled'
      ? Math.max(0, order.amounts.total - order.refunded_amount)
      : 0;
  return {
    plain,
    ship: order.status === 'picking',
    refundable,
    resend: [...new Set(record.notices.filter((notice) => notice.state !== 'skipped').map((notice) => notice.event))],
  };
}
