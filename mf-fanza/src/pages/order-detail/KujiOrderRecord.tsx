import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiOrder } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { paymentNamespace } from '@shop/shared/payment';
import { ShopImage, buttonClassName } from '@shop/shared/ui';
import { PayKujiOrder } from '../../components/pay-kuji/PayKujiOrder';
import { PrizeList } from '../../components/prize-list/PrizeList';
import { campaignPath } from '../../lib/links';
import { lotteryPath, lotteryResultPath } from '../../lib/orderLinks';
import { kujiOrderStanding } from '../../lib/kujiOrderStanding';
import { ns } from '../../namespace';
import * as styles from './order-detail.module.css';

function Block({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section className={styles.block} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The kuji order record: campaign, draws and amounts, payment, and the prizes with where they are. */
export function KujiOrderRecord({ order }: { order: KujiOrder }) {
  const { t } = useTranslation(ns);
  const { t: tp } = useTranslation(paymentNamespace);
  const standing = kujiOrderStanding(order);
  const method = order.purchase?.method ?? order.method;

  return (
    <div className={styles.page} data-testid="kuji-order-record">
      <h1 className={styles.title}>{t('title.orderDetail')}</h1>
      <div className={styles.head}>
        <p className={styles.number}>
          {t('orderDetail.number')} <strong data-testid="order-number">{order.order_id}</strong>
        </p>
        <span className={styles.status} data-status={standing} data-testid="order-status">
          {t(`orderDetail.standing.${standing}`)}
        </span>
      </div>
      {(standing === 'waiting' || standing === 'unpaid') && (
        <div className={styles.unpaid} data-testid="order-unpaid">
          <p>
            {order.payment_deadline
              ? t('orderDetail.unpaidUntil', { time: formatDate(order.payment_deadline, true) })
              : t('orderDetail.unpaid')}
          </p>
          <PayKujiOrder order={order} />
        </div>
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
        <Block title={t('orderDetail.amounts')} testId="order-amounts">
          <dl className={styles.amounts}>
            <div>
              <dt>{t('orderDetail.draws', { count: order.draws, price: formatTwd(order.price) })}</dt>
              <dd>{formatTwd(order.subtotal)}</dd>
            </div>
            {order.coupon && (
              <div>
                <dt>{t('orderDetail.discount', { name: `${order.coupon.display_name} (${order.coupon.code})` })}</dt>
                <dd>−{formatTwd(order.discount)}</dd>
              </div>
            )}
            <div className={styles.totalRow}>
              <dt>{t('orderDetail.total')}</dt>
              <dd data-testid="order-total">{formatTwd(order.total)}</dd>
            </div>
          </dl>
        </Block>
        <Block title={t('orderDetail.payment')} testId="order-payment">
          <dl className={styles.facts}>
            <dt>{tp('method')}</dt>
            <dd>{tp(`methods.${method}`)}</dd>
            <dt>{t('orderDetail.orderedAt')}</dt>
            <dd>{formatDate(order.created_at, true)}</dd>
            <dt>{t('orderDetail.paidAt')}</dt>
            <dd>{order.paid_at ? formatDate(order.paid_at, true) : t('orderDetail.notPaid')}</dd>
          </dl>
        </Block>
      </div>
      {standing === 'paid' && (
        <Block title={t('orderDetail.prizes', { count: order.prizes.length })} testId="order-prizes">
          <PrizeList prizes={order.prizes} />
          <div className={styles.actions}>
            <Link to={lotteryPath(order.order_id)} className={buttonClassName()}>
              {t('result.replay')}
            </Link>
            <Link to={lotteryResultPath(order.order_id)} className={buttonClassName()}>
              {t('orderDetail.toResult')}
            </Link>
          </div>
        </Block>
      )}
    </div>
  );
}
