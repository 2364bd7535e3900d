import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiOrder } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { InvoiceFacts, IssuedInvoiceFacts } from '@shop/shared/forms/invoice/facts';
import { paymentNamespace } from '@shop/shared/payment';
import {
  AmountRows,
  buttonClassName,
  CardSection,
  FactList,
  PaymentDue,
  RecordPage,
  ShopImage,
  StatusPill,
} from '@shop/shared/ui';
import { OrderRound } from '../../components/order-round/OrderRound';
import { PayKujiOrder } from '../../components/pay-kuji/PayKujiOrder';
import { PrizeList } from '../../components/prize-list/PrizeList';
import { campaignPath } from '../../lib/links';
import { kujiOrderNumber, lotteryPath, lotteryResultPath } from '../../lib/orderLinks';
import { kujiOrderStanding } from '../../lib/kujiOrderStanding';
import { ns } from '../../namespace';
import * as styles from './order-detail.module.css';

/** The kuji order record: campaign, draws and amounts, payment and e-invoice, and the prizes with where they are. */
export function KujiOrderRecord({ order }: { order: KujiOrder }) {
  const { t } = useTranslation(ns);
  const { t: tp } = useTranslation(paymentNamespace);
  const standing = kujiOrderStanding(order);
  const method = order.purchase?.method ?? order.method;

  return (
    <RecordPage
      title={t('title.orderDetail')}
      number={{ label: t('orderDetail.number'), value: kujiOrderNumber(order) }}
      status={
        <StatusPill tone={standing === 'paid' ? 'done' : standing === 'expired' ? 'off' : 'awaiting'} status={standing}>
          {t(`orderDetail.standing.${standing}`)}
        </StatusPill>
      }
      data-testid="kuji-order-record"
    >
      {(standing === 'waiting' || standing === 'unpaid') && (
        <PaymentDue
          message={
            order.payment_deadline
              ? t('orderDetail.unpaidUntil', { time: formatDate(order.payment_deadline, true) })
              : t('orderDetail.unpaid')
          }
        >
          <PayKujiOrder order={order} />
        </PaymentDue>
      )}
      {standing === 'expired' && (
        <p className={styles.expired} role="status">
          {t('orderDetail.expired')}
        </p>
      )}
      <Link to={campaignPath(order.kuji_id)} className={styles.campaign} data-testid="order-campaign">
        <ShopImage src={order.kuji_image} alt="" width={96} height={96} className={styles.campaignImage} />
        <span className={styles.campaignTitle}>{order.kuji_title}</span>
      </Link>
      <div className={styles.grid}>
        <CardSection compact title={t('orderDetail.amounts')} testId="order-amounts">
          <AmountRows
            rows={[
              {
                label: t('orderDetail.draws', { count: order.draws, price: formatTwd(order.price) }),
                amount: formatTwd(order.subtotal),
              },
              order.coupon && {
                label: t('orderDetail.discount', { name: `${order.coupon.display_name} (${order.coupon.code})` }),
                amount: `−${formatTwd(order.discount)}`,
              },
            ]}
            total={{ label: t('orderDetail.total'), amount: formatTwd(order.total), testId: 'order-total' }}
          />
        </CardSection>
        <CardSection compact title={t('orderDetail.payment')} testId="order-payment">
          <FactList>
            <dt>{tp('method')}</dt>
            <dd>{tp(`methods.${method}`)}</dd>
            <dt>{t('orderDetail.orderedAt')}</dt>
            <dd>{formatDate(order.created_at, true)}</dd>
            <dt>{t('orderDetail.paidAt')}</dt>
            <dd>{order.paid_at ? formatDate(order.paid_at, true) : t('orderDetail.notPaid')}</dd>
            {order.invoice && <InvoiceFacts invoice={order.invoice} />}
            {order.invoice?.issued && <IssuedInvoiceFacts issued={order.invoice.issued} />}
          </FactList>
        </CardSection>
      </div>
      {standing === 'paid' && (
        <CardSection compact title={t('orderDetail.prizes', { count: order.prizes.length })} testId="order-prizes">
          <OrderRound order={order} />
          <PrizeList prizes={order.prizes} />
          <div className={styles.actions}>
            <Link to={lotteryPath(order.order_id)} className={buttonClassName()}>
              {t('result.replay')}
            </Link>
            <Link to={lotteryResultPath(order.order_id)} className={buttonClassName()}>
              {t('orderDetail.toResult')}
            </Link>
          </div>
        </CardSection>
      )}
    </RecordPage>
  );
}
