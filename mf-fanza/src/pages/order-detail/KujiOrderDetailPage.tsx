import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName, ErrorState, NoticePage, RecordPage, Skeleton } from '@shop/shared/ui';
import { getKujiOrder } from '../../api/kujiOrders';
import { useKujiOrderInAddress } from '../../lib/useKujiOrderInAddress';
import { ns } from '../../namespace';
import { KujiOrderRecord } from './KujiOrderRecord';
import * as styles from './order-detail.module.css';

const load = (orderId: number) => getKujiOrder(orderId, { noGlobalError: true }).then((body) => body.data);

/** /fanza/order-detail?order=…: the record of one of the member's kuji orders. Anyone else's is not found. */
export default function KujiOrderDetailPage() {
  const { t } = useTranslation(ns);
  const { data: order, error, reload, unknown } = useKujiOrderInAddress('kuji-order', load);

  if (unknown)
    return (
      <NoticePage
        title={t('title.orderDetail')}
        data-testid="order-unknown"
        actions={
          <Link to="/member/fanza-orders" className={buttonClassName({ variant: 'primary' })}>
            {t('orderDetail.history')}
          </Link>
        }
      >
        <p>{t('orderDetail.unknown')}</p>
      </NoticePage>
    );
  if (error) return <ErrorState onRetry={reload} />;
  if (!order)
    return (
      <RecordPage title={t('title.orderDetail')} aria-busy="true" data-testid="order-loading">
        <Skeleton className={styles.skeleton} />
      </RecordPage>
    );
  return <KujiOrderRecord order={order} />;
}
