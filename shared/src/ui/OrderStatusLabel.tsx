import { useTranslation } from 'react-i18next';
import type { OrderStatus, OrderSummary } from '@shop/shared/contract';
import { uiNamespace } from './namespace';
import { StatusPill, type StatusTone } from './RecordPage';

const tone: Record<OrderStatus, StatusTone> = {
  pending_activation: 'awaiting',
  picking: 'moving',
  refund_requested: 'awaiting',
  shipped: 'moving',
  finished: 'done',
  canceled: 'off',
};

/** What an order's money did, when that says more than its status: given back in full or in part. */
export type RefundShown = Pick<OrderSummary, 'refunded_amount' | 'amounts'>;

/**
 * SPEC §4 order status labels (Order established, Stock up, Shipped, Completed, Canceled) in the chosen language.
 * Given the order's `paid_at`, an established order that is not paid yet reads "Awaiting payment"; given its refunds,
 * a canceled order whose money went back reads "Refunded", and any other with part of it back "Partially refunded".
 */
export function useOrderStatusText(): (status: OrderStatus, paidAt?: string | null, refund?: RefundShown) => string {
  const { t } = useTranslation(uiNamespace);
  return (status, paidAt, refund) => {
    if (status === 'pending_activation' && paidAt === null) return t('orderStatus.awaiting_payment');
    // An older remote's API answer has no refunded_amount: nothing more to say.
    const back = refund?.refunded_amount ?? 0;
    if (status === 'canceled' && back > 0) return t('orderStatus.refunded');
    const text = t(`orderStatus.${status}`);
    return back > 0 && back < refund!.amounts.total ? `${text} · ${t('orderStatus.partially_refunded')}` : text;
  };
}

/** A shop order's status as a pill, wherever an order is shown (its record, the member's order list). */
export function OrderStatusLabel({ order }: { order: Pick<OrderSummary, 'status' | 'paid_at'> & Partial<RefundShown> }) {
  const text = useOrderStatusText();
  const refund = order.amounts && { refunded_amount: order.refunded_amount ?? 0, amounts: order.amounts };
  return (
    <StatusPill tone={tone[order.status] ?? 'off'} status={order.status}>
      {text(order.status, order.paid_at, refund)}
    </StatusPill>
  );
}
