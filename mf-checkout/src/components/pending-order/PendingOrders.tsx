import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { Button } from '@shop/shared/ui';
import { orderDetailPath } from '../../lib/resultLink';
import { ns } from '../../namespace';
import { usePayAgain } from '../pay-again/usePayAgain';
import { useCancelOrder } from './useCancelOrder';
import type { PendingOrder } from './usePendingOrders';
import * as styles from './pending-order.module.css';

interface PendingOrdersProps {
  orders: readonly PendingOrder[];
  /** After an order was canceled (its stock and coupon are back; a member's lines are in the cart again). */
  onCanceled: (order: OrderDetail) => void;
  /** After a refusal (the order was paid meanwhile, say): the list is read again. */
  onChanged: () => void;
}

/**
 * The shopper's unpaid orders where they look for what they were buying (the cart, the checkout): each says until
 * when it can be paid, and offers Pay now (a new payment by the same method) and Cancel (stock and coupon back at
 * once), so Back from the card page never leaves an order nobody sees holding the items and the coupon.
 */
export function PendingOrders({ orders, onCanceled, onChanged }: PendingOrdersProps) {
  if (orders.length === 0) return null;
  return (
    <div className={styles.list} data-testid="pending-orders">
      {orders.map((pending) => (
        <PendingOrderCard key={pending.order.order_id} pending={pending} onCanceled={onCanceled} onChanged={onChanged} />
      ))}
    </div>
  );
}

function PendingOrderCard({
  pending: { order, token },
  onCanceled,
  onChanged,
}: { pending: PendingOrder } & Omit<PendingOrdersProps, 'orders'>) {
  const { t } = useTranslation(ns);
  const headingId = useId();
  const payment = usePayAgain(token);
  const canceling = useCancelOrder(token, onCanceled, onChanged);
  const names = order.items.map((item) => `${item.display_name} × ${item.amount}`).join('、');

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="pending-order">
      <h2 id={headingId} className={styles.heading}>
        {t('pending.heading')}{' '}
        <Link className={styles.number} to={orderDetailPath(order.order_id, token)}>
          {order.order_number}
        </Link>
      </h2>
      <p className={styles.message}>
        {t('pending.message', {
          amount: formatTwd(order.amounts.total),
          time: formatDate(order.payment_deadline, true),
        })}
      </p>
      <p className={styles.items}>{names}</p>
      <div className={styles.actions}>
        <Button
          variant="primary"
          busy={payment.busy}
          disabled={canceling.busy}
          onClick={() => void payment.pay(order.order_id, order.payment_method)}
        >
          {t('pending.payNow')}
        </Button>
        <Button busy={canceling.busy} disabled={payment.busy} onClick={() => void canceling.cancel(order)}>
          {t('pending.cancel')}
        </Button>
      </div>
    </section>
  );
}
