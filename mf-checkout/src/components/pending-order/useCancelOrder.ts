import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDetail, OrderSummary } from '@shop/shared/contract';
import { confirmDialog, showToast } from '@shop/shared/stores';
import { cancelOrder } from '../../api/orders';
import { forgetGuestOrders } from '../../lib/guestOrders';
import { ns } from '../../namespace';

/**
 * Cancel for the shopper's own unpaid order, once they confirmed: POST order/{id}/cancel, then `onCanceled` with
 * the canceled order. A refusal (it was paid meanwhile) is said by the API client, then `onChanged`.
 */
export function useCancelOrder(token: string | null, onCanceled: (order: OrderDetail) => void, onChanged: () => void) {
  const { t } = useTranslation(ns);
  const [busy, setBusy] = useState(false);
  const guest = token !== null;
  const cancel = async (order: Pick<OrderSummary, 'order_id' | 'order_number'>) => {
    const confirmed = await confirmDialog({
      message: t(guest ? 'pending.confirmGuest' : 'pending.confirm', { number: order.order_number }),
      confirmText: t('pending.cancel'),
      cancelText: t('pending.keep'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const { data } = await cancelOrder(order.order_id, token ?? undefined, { loading: true });
      forgetGuestOrders([order.order_id]);
      showToast(t(guest ? 'pending.canceledGuest' : 'pending.canceled', { number: order.order_number }), 'success');
      onCanceled(data.order);
    } catch {
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  return { busy, cancel };
}
