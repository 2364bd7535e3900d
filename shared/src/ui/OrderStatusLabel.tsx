import { useTranslation } from 'react-i18next';
import type { OrderStatus, OrderSummary } from '@shop/shared/contract';
import { uiNamespace } from './namespace';
import { StatusPill, type StatusTone } from './RecordPage';

const tone: Record<OrderStatus, StatusTone> = {
  pending_activation: 'awaiting',
  picking: 'moving',
  shipped: 'moving',
  finished: 'done',
  canceled: 'off',
};

/**
 * SPEC §4 order status labels (Order established, Stock up, Shipped, Completed, Canceled) in the chosen language.
 * Given the order's `paid_at`, an established order that is not paid yet reads "Awaiting payment".
 */
export function useOrderStatusText(): (status: OrderStatus, paidAt?: string | null) => string {
  const { t } = useTranslation(uiNamespace);
  return (status, paidAt) =>
    status === 'pending_activation' && paidAt === null ? t('orderStatus.awaiting_payment') : t(`orderStatus.${status}`);
}

/** A shop order's status as a pill, wherever an order is shown (its record, the member's order list). */
export function OrderStatusLabel({ order }: { order: Pick<OrderSummary, 'status' | 'paid_at'> }) {
  const text = useOrderStatusText();
  return (
    <StatusPill tone={tone[order.status]} status={order.status}>
      {text(order.status, order.paid_at)}
    </StatusPill>
  );
}
