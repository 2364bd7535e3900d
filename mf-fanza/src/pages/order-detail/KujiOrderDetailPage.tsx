import { useTranslation } from 'react-i18next';
import { OrderDetailFrame } from '@shop/shared/ui';
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

  return (
    <OrderDetailFrame
      title={t('title.orderDetail')}
      unknown={unknown}
      failed={Boolean(error)}
      onRetry={reload}
      unknownText={t('orderDetail.unknown')}
      ordersLink={{ to: '/member/fanza-orders', label: t('orderDetail.history') }}
      skeletonClassName={styles.skeleton}
      record={order ? <KujiOrderRecord order={order} /> : null}
    />
  );
}
