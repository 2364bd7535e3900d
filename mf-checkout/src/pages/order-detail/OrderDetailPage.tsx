import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, ErrorState, NoticePage, RecordPage, Skeleton } from '@shop/shared/ui';
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

  if (unknown)
    return (
      <NoticePage
        title={t('title.orderDetail')}
        data-testid="order-unknown"
        actions={
          <Link to="/member/orders" className={buttonClassName({ variant: 'primary' })}>
            {t('order.allOrders')}
          </Link>
        }
      >
        <p>{t('order.unknown')}</p>
      </NoticePage>
    );
  if (error) return <ErrorState onRetry={reload} />;
  if (!order)
    return (
      <RecordPage title={t('title.orderDetail')} aria-busy="true" data-testid="order-loading">
        <Skeleton className={styles.skeleton} />
      </RecordPage>
    );
  return <OrderRecord order={order} token={token} onChanged={reload} />;
}
