import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiOrder } from '@shop/shared/contract';
import { formatDate, formatTwd } from '@shop/shared/format';
import { showToast } from '@shop/shared/stores';
import { Button, NoticePage, buttonClassName } from '@shop/shared/ui';
import { cancelKujiOrder, payKujiOrderAgain } from '../../api/kujiOrders';
import { kujiOrderStanding } from '../../lib/kujiOrderStanding';
import { continueKujiPayment } from '../../lib/kujiPayment';
import { kujiOrderNumber, kujiOrderPath } from '../../lib/orderLinks';
import { ns } from '../../namespace';

interface PendingKujiOrderProps {
  order: KujiOrder;
  /** The order was canceled (its tickets are back in the box) or can no longer be paid: buying goes on. */
  onSettled: () => void;
}

/**
 * An unpaid order of this campaign, offered instead of buying again (which would hold more tickets): pay it (its
 * payment under way is continued, or a new one started) or cancel it, which gives its tickets back at once.
 */
export function PendingKujiOrder({ order, onSettled }: PendingKujiOrderProps) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const bodyId = useId();
  const number = kujiOrderNumber(order);

  const pay = async () => {
    if (kujiOrderStanding(order) === 'waiting') return continueKujiPayment(order, navigate);
    setBusy('pay');
    try {
      const { data } = await payKujiOrderAgain(order.order_id, {}, { loading: true });
      continueKujiPayment(data, navigate);
    } catch {
      // The API client said why (it can no longer be paid: it ran out meanwhile); buying again is open.
      onSettled();
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    try {
      await cancelKujiOrder(order.order_id, { loading: true });
      showToast(t('checkout.pending.canceled', { number }), 'success');
      onSettled();
    } catch {
      // The API client said why (paid a moment ago, say).
      setBusy(null);
    }
  };

  return (
    <NoticePage
      title={t('checkout.pending.heading')}
      data-testid="pending-kuji-order"
      actions={
        <>
          <Button
            variant="primary"
            busy={busy === 'pay'}
            disabled={busy !== null}
            onClick={() => void pay()}
            aria-describedby={bodyId}
          >
            {t('checkout.pending.pay')}
          </Button>
          <Button busy={busy === 'cancel'} disabled={busy !== null} onClick={() => void cancel()} aria-describedby={bodyId}>
            {t('checkout.pending.cancel')}
          </Button>
          <Link to={kujiOrderPath(order.order_id)} className={buttonClassName()}>
            {t('checkout.pending.record')}
          </Link>
        </>
      }
    >
      <p id={bodyId}>
        {t('checkout.pending.body', {
          number,
          title: order.kuji_title,
          count: order.draws,
          total: formatTwd(order.total),
        })}
      </p>
      {order.payment_deadline && <p>{t('checkout.pending.until', { time: formatDate(order.payment_deadline, true) })}</p>}
    </NoticePage>
  );
}
