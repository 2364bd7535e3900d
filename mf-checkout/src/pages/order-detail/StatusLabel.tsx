import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/shared/contract';
import { StatusPill, type StatusTone } from '@shop/shared/ui';
import { ns } from '../../namespace';

const tone: Record<OrderStatus, StatusTone> = {
  pending_activation: 'awaiting',
  picking: 'moving',
  shipped: 'moving',
  finished: 'done',
  canceled: 'off',
};

/** SPEC §4 order status labels: Order established, Stock up, Shipped, Completed, Canceled. */
export function StatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ns);
  return (
    <StatusPill tone={tone[status]} status={status}>
      {t(`order.statusLabel.${status}`)}
    </StatusPill>
  );
}
