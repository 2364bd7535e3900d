import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@shop/shared/contract';
import { formatTwd } from '@shop/shared/format';
import { showToast } from '@shop/shared/stores';
import { Button } from '@shop/shared/ui';
import { useConfirmedCancel } from '../../lib/useConfirmedCancel';
import { ns } from '../../namespace';

/** A paid order its shopper may still ask to cancel: not shipped, not asked already, not given back already. */
export const mayAskToCancel = (order: OrderDetail) =>
  order.paid_at !== null && (order.status === 'pending_activation' || order.status === 'picking') && order.refunded_amount === 0;

/**
 * "Cancel and refund" on a paid order's record, once confirmed: POST order/{id}/cancel makes it a cancellation
 * request (approved at once before picking, else by the shop); the record is read again afterwards.
 */
export function CancelPaidOrder({
  order,
  token,
  onChanged,
}: {
  order: OrderDetail;
  token: string | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation(ns);
  const { busy, cancel } = useConfirmedCancel(token);
  const confirm = {
    message: t('refund.confirm', { number: order.order_number, amount: formatTwd(order.amounts.total) }),
    confirmText: t('refund.ask'),
    cancelText: t('pending.keep'),
  };
  const ask = () =>
    cancel(
      order.order_id,
      confirm,
      (data) => {
        const approved = data.order.cancel_reason !== null;
        showToast(t(approved ? 'refund.approvedToast' : 'refund.askedToast', { number: order.order_number }), 'success');
        onChanged();
      },
      onChanged,
    );
  return (
    <Button variant="secondary" busy={busy} onClick={() => void ask()} data-testid="cancel-paid-order">
      {t('refund.ask')}
    </Button>
  );
}
