import { useTranslation } from 'react-i18next';
import { OrderDetailFrame } from '@shop/shared/ui';
import { useOrderInAddress } from '../../lib/useOrderInAddress';
import { ns } from '../../namespace';
import { OrderRecord } from './OrderRecord';
import * as styles from './order-detail.module.css';

/**
 * /order-detail?order_id=…[&token=…]: the order record. A member reads their own orders; a visitor the one their
 * mailed link names (its signed token). Any other order is not found.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation(ns);
  const { order, token, error, reload, unknown } = useOrderInAddress('order');

  return (
    <OrderDetailFrame
      title={t('title.orderDetail')}
      unknown={unknown}
      failed={Boolean(error)}
      onRetry={reload}
      unknownText={t('order.unknown')}
      ordersLink={{ to: '/member/orders', label: t('order.allOrders') }}
      skeletonClassName={styles.skeleton}
      record={order ? <OrderRecord order={order} token={token} onChanged={reload} /> : null}
    />
  );
}
