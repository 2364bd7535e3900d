import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { buttonClassName, OrderStatusLabel, ShopImage } from '@shop/shared/ui';
import { ns } from '../../namespace';
import { CancelUnpaidOrder } from './CancelUnpaidOrder';
import { orderRecordPath } from './orderQuery';
import * as styles from './orders.module.css';

/** Pictures shown per order; the rest are counted. */
const shownPictures = 4;

/**
 * One order in the member's list: its number (the link to its record: the whole card is the link's target), its
 * status, what was bought, when, and what it cost. An unpaid order says until when it can be paid, and offers Pay
 * now (its record, which pays it again) and Cancel.
 */
export function OrderCard({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const { t } = useTranslation(ns);
  const [first] = order.items;
  const more = order.items.length - shownPictures;
  const unpaid = order.status === 'pending_activation' && !order.paid_at && order.payment_deadline;

  return (
    <li className={styles.card} data-testid="member-order" data-status={order.status}>
      <div className={styles.cardHead}>
        <h2 className={styles.number}>
          <Link className={styles.open} to={orderRecordPath(order.order_id)}>
            <span className={styles.numberLabel}>{t('orders.number')}</span>{' '}
            <span data-testid="member-order-number">{order.order_number}</span>
          </Link>
        </h2>
        <OrderStatusLabel order={order} />
      </div>
      <div className={styles.goods}>
        <ul className={styles.pictures} aria-hidden="true">
          {order.items.slice(0, shownPictures).map((item) => (
            <li key={item.product_id}>
              <ShopImage className={styles.picture} src={item.image} alt="" width={56} height={56} />
            </li>
          ))}
          {more > 0 && <li className={styles.more}>+{more}</li>}
        </ul>
        {first && (
          <p className={styles.itemNames}>
            {first.display_name}
            {order.items.length > 1 && (
              <span className={styles.others}> {t('orders.others', { count: order.items.length - 1 })}</span>
            )}
          </p>
        )}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders.time')}</dt>
          <dd>{formatDate(order.created_at, true)}</dd>
        </div>
        <div>
          <dt>{t('orders.amount')}</dt>
          <dd className={styles.amount} data-testid="member-order-amount">
            {formatTwd(order.amounts.total)}
          </dd>
        </div>
      </dl>
      {unpaid && (
        <p className={styles.due} data-testid="member-order-due">
          {t('orders.payBy', { time: formatDate(order.payment_deadline, true) })}
        </p>
      )}
      {unpaid && (
        <div className={styles.actions}>
          <Link
            className={buttonClassName({ variant: 'primary' })}
            to={orderRecordPath(order.order_id)}
            data-testid="member-order-pay"
          >
            {t('orders.payNow')}
          </Link>
          <CancelUnpaidOrder order={order} onChanged={onChanged} />
        </div>
      )}
    </li>
  );
}
