import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/shared/contract';
import { uiNamespace } from './namespace';
import { StatusPill, type StatusTone } from './RecordPage';

const tone: Record<OrderStatus, StatusTone> = {
  pending_activation: 'awaiting',
  picking: 'moving',
  shipped: 'moving',
  finished: 'done',
  canceled: 'off',
};

/** SPEC §4 order status labels (Order established, Stock up, Shipped, Completed, Canceled) in the chosen language. */
export function useOrderStatusText(): (status: OrderStatus) => string {
  const { t } = useTranslation(uiNamespace);
  return (status) => t(`orderStatus.${status}`);
}

/** A shop order's status as a pill, wherever an order is shown (its record, the member's order list). */
export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const text = useOrderStatusText();
  return (
    <StatusPill tone={tone[status]} status={status}>
      {text(status)}
    </StatusPill>
  );
}
