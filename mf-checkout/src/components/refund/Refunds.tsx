import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { FactList } from '@shop/shared/ui';
import { ns } from '../../namespace';

/** The money given back from an order's payments: each refund, why, and where it stands; the total back. */
export function Refunds({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(ns);
  // An older API answers no refunds.
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <FactList testId="order-refunds">
      {refunds.map((r) => (
        <Fragment key={r.refund_id}>
          <dt>{t(`refund.reasons.${r.reason}`)}</dt>
          <dd data-testid="order-refund" data-status={r.status}>
            {formatTwd(r.amount)} · {t(`refund.statuses.${r.status}`)} · {formatDate(r.settled_at ?? r.created_at, true)}
          </dd>
        </Fragment>
      ))}
      <dt>{t('refund.total')}</dt>
      <dd data-testid="order-refunded">{formatTwd(order.refunded_amount)}</dd>
    </FactList>
  );
}
