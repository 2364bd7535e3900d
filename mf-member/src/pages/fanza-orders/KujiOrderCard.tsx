import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiOrder } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { ticketsNotOpened } from '@shop/shared/kuji/reveal-progress';
import { buttonClassName, ShopImage, StatusPill, VisuallyHidden, type StatusTone } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { campaignPath, drawShowPath, kujiOrderPath } from './kujiLinks';
import { PrizeTile } from './PrizeTile';
import * as styles from './kuji-history.module.css';

const tone: Record<KujiOrder['status'], StatusTone> = { pending_payment: 'awaiting', paid: 'done', expired: 'off' };

/**
 * One kuji order in the member's history: the campaign, draws and amount, its status, the prizes won with where
 * each is, and the ways on: its record, and the draw show while some of its tickets were not opened on this device.
 */
export function KujiOrderCard({ order }: { order: KujiOrder }) {
  const { t } = useTranslation(ns);
  const unopened = ticketsNotOpened(order);
  const headingId = `kuji-order-${order.order_id}`;
  // Every card has the same two links: the order's number tells them apart for assistive technology.
  const number = t('fanzaOrders.number', { id: order.order_number ?? order.order_id });

  return (
    <li className={styles.card} aria-labelledby={headingId} data-testid="history-order" data-status={order.status}>
      <div className={styles.cardHead}>
        <Link to={campaignPath(order.kuji_id)} className={styles.campaign} tabIndex={-1} aria-hidden="true">
          <ShopImage className={styles.campaignPicture} src={order.kuji_image} alt="" width={72} height={72} />
        </Link>
        <div className={styles.campaignText}>
          <h2 id={headingId} className={styles.campaignTitle}>
            <Link to={campaignPath(order.kuji_id)}>{order.kuji_title}</Link>
          </h2>
          <p className={styles.meta}>
            {number} · {t('fanzaOrders.orderedAt', { time: formatDate(order.created_at, true) })}
          </p>
        </div>
        <StatusPill tone={tone[order.status]} status={order.status}>
          {t(`fanzaOrders.status.${order.status}`)}
        </StatusPill>
      </div>

      <p className={styles.amounts} data-testid="history-amounts">
        <span>{t('fanzaOrders.draws', { count: order.draws, price: formatTwd(order.price) })}</span>
        {order.discount > 0 && <span>{t('fanzaOrders.discount', { amount: formatTwd(order.discount) })}</span>}
        <span className={styles.total}>
          {t('fanzaOrders.total')} <strong>{formatTwd(order.total)}</strong>
        </span>
      </p>

      {order.status === 'pending_payment' && order.payment_deadline && (
        <p className={styles.due}>{t('fanzaOrders.payBy', { time: formatDate(order.payment_deadline, true) })}</p>
      )}
      {order.status === 'expired' && <p className={styles.note}>{t('fanzaOrders.expired')}</p>}

      {order.prizes.length > 0 && (
        <div>
          <h3 className={styles.prizesTitle}>{t('fanzaOrders.prizes')}</h3>
          <ul className={styles.prizeList}>
            {order.prizes.map((prize) => (
              <PrizeTile key={`${prize.position}-${prize.tier}`} prize={prize} />
            ))}
          </ul>
        </div>
      )}

      <div className={styles.actions}>
        {unopened > 0 && (
          <>
            <p className={styles.unopened} data-testid="history-unopened">
              {t('fanzaOrders.unopened', { count: unopened })}
            </p>
            <Link to={drawShowPath(order.order_id)} className={buttonClassName({ variant: 'primary' })}>
              {t('fanzaOrders.open')}
              <VisuallyHidden> · {number}</VisuallyHidden>
            </Link>
          </>
        )}
        <Link to={kujiOrderPath(order.order_id)} className={buttonClassName()}>
          {t('fanzaOrders.record')}
          <VisuallyHidden> · {number}</VisuallyHidden>
        </Link>
      </div>
    </li>
  );
}
