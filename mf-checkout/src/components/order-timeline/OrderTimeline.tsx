import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { ns } from '../../namespace';
import * as styles from './order-timeline.module.css';

type Step = {
  key: 'placed' | 'paid' | 'picking' | 'refund_requested' | 'refunded' | 'shipped' | 'finished' | 'canceled';
  at: string;
  detail?: string;
};

/** The steps an order has taken, oldest first, each with its time: what its mails told the shopper, in one place. */
export function orderSteps(order: OrderDetail): Step[] {
  const { shipping } = order;
  const steps: (Step | false | null)[] = [
    { key: 'placed', at: order.created_at },
    order.paid_at !== null && { key: 'paid', at: order.paid_at },
    // An older API has no picking or cancel time: those steps are left out rather than shown without a time.
    !!shipping.picking_at && { key: 'picking', at: shipping.picking_at },
    shipping.shipped_at !== null && {
      key: 'shipped',
      at: shipping.shipped_at,
      detail: [shipping.carrier, shipping.shipping_code].filter(Boolean).join(' · '),
    },
    shipping.finished_at !== null && { key: 'finished', at: shipping.finished_at },
    !!order.refund_requested_at && { key: 'refund_requested', at: order.refund_requested_at },
    !!order.canceled_at && { key: 'canceled', at: order.canceled_at },
    ...(order.refunds ?? [])
      .filter((r) => r.status === 'succeeded' && r.settled_at)
      .map((r): Step => ({ key: 'refunded', at: r.settled_at!, detail: formatTwd(r.amount) })),
  ];
  // In the order they happened (a refund can come before or after the parcel left).
  return steps.filter((s): s is Step => !!s).sort((a, b) => a.at.localeCompare(b.at));
}

export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ns);
  const steps = orderSteps(order);
  return (
    <ol className={styles.timeline} data-testid="order-timeline">
      {steps.map((step, i) => (
        <li key={`${step.key}-${step.at}`} className={i === steps.length - 1 ? styles.current : styles.step}>
          <span className={styles.label}>
            {step.key === 'canceled' && order.cancel_reason
              ? `${t('timeline.canceled')} · ${t(`result.reason.${order.cancel_reason}`)}`
              : t(`timeline.${step.key}`)}
          </span>
          <time className={styles.time} dateTime={step.at}>
            {formatDate(step.at, true)}
          </time>
          {step.detail && <span className={styles.detail}>{step.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
