import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderSummary } from '@shop/shared/contract';
import { showToast } from '@shop/shared/stores';
import { useConfirmedCancel } from '../../lib/useConfirmedCancel';
import { forgetGuestOrders } from '../../lib/guestOrders';
import { ns } from '../../namespace';

/**
 * Cancel for the shopper's own unpaid order, once they confirmed: POST order/{id}/cancel, then `onCanceled` with
 * the canceled order. A refusal (it was paid meanwhile) is said by the API client, then `onChanged`.
 */
export function useCancelOrder(token: string | null, onCanceled: (order: OrderDetail) => void, onChanged: () => void) {
  const { t } = useTranslation(ns);
  const { busy, cancel: confirmAndCancel } = useConfirmedCancel(token);
  const guest = token !== null;
  const cancel = (order: Pick<OrderSummary, 'order_id' | 'order_number'>) =>
    confirmAndCancel(
      order.order_id,
      {
        message: t(guest ? 'pending.confirmGuest' : 'pending.confirm', { number: order.order_number }),
        confirmText: t('pending.cancel'),
        cancelText: t('pending.keep'),
      },
      (data) => {
        forgetGuestOrders([order.order_id]);
        showToast(t(guest ? 'pending.canceledGuest' : 'pending.canceled', { number: order.order_number }), 'success');
        onCanceled(data.order);
      },
      onChanged,
    );
  return { busy, cancel };
}
