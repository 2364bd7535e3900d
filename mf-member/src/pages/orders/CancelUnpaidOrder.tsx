import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@shop/shared/contract';
import { confirmDialog, showToast } from '@shop/shared/stores';
import { Button } from '@shop/shared/ui';
import { cancelOrder } from '../../api/orders';
import { ns } from '../../namespace';

/**
 * Cancel on an unpaid order in the list, once the member confirmed: its stock and coupon go back at once and its
 * lines return to the cart. The list is read again afterwards (also after a refusal: it was paid meanwhile).
 */
export function CancelUnpaidOrder({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const { t } = useTranslation(ns);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    const confirmed = await confirmDialog({
      message: t('orders.cancelConfirm', { number: order.order_number }),
      confirmText: t('orders.cancel'),
      cancelText: t('orders.keep'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await cancelOrder(order.order_id, { loading: true });
      showToast(t('orders.canceled', { number: order.order_number }), 'success');
    } catch {
      // The API client said why.
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <Button busy={busy} onClick={() => void cancel()} data-testid="member-order-cancel">
      {t('orders.cancel')}
    </Button>
  );
}
