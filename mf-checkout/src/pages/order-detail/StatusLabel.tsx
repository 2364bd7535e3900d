import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shop/shared/contract';
import { ns } from '../../namespace';
import * as styles from './order-detail.module.css';

const tone: Record<OrderStatus, string | undefined> = {
  pending_activation: styles.pendingActivation,
  picking: styles.picking,
  shipped: styles.shipped,
  finished: styles.finished,
  canceled: styles.canceled,
};

/** SPEC §4 order status labels: Order established, Stock up, Shipped, Completed, Canceled. */
export function StatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useTranslation(ns);
  return (
    <span className={`${styles.status} ${tone[status] ?? ''}`} data-testid="order-status" data-status={status}>
      {t(`order.statusLabel.${status}`)}
    </span>
  );
}
