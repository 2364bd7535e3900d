import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageData } from '@shop/shared/page-cache';
import { ApiError } from '@shop/shared/transport';
import { ErrorState, NoticePage, Skeleton, buttonClassName } from '@shop/shared/ui';
import { getOrder } from '../../api/orders';
import { orderIdOf } from '../../lib/resultLink';
import { ns } from '../../namespace';
import { OrderRecord } from './OrderRecord';
import * as styles from './order-detail.module.css';

/**
 * /order-detail?order_id=…[&token=…]: the order record. A member reads their own orders; a visitor the one their
 * mailed link names (its signed token). Any other order is not found.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation(ns);
  const [search] = useSearchParams();
  const orderId = orderIdOf(search);
  const token = search.get('token');
  const { data, error, reload } = usePageData(`order:${orderId}:${token}`, () =>
    orderId === null
      ? Promise.reject(new ApiError(404, undefined, 'Not Found'))
      : getOrder(orderId, token ?? undefined, { noGlobalError: true }).then((body) => body.data),
  );

  if (orderId === null || (error instanceof ApiError && error.status === 404))
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
  if (!data)
    return (
      <div className={styles.page} aria-busy="true" data-testid="order-loading">
        <h1 className={styles.title}>{t('title.orderDetail')}</h1>
        <Skeleton className={styles.skeleton} />
      </div>
    );
  return <OrderRecord order={data} token={token} />;
}
