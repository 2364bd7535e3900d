import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@shop/shared/stores';
import { messageFor, toApiError } from '@shop/shared/transport';
import { quoteOrder } from '../../api/orders';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutValues';
import type { CouponChoice, CouponOutcome } from './CouponSection';
import type { CheckoutItem } from './loadCheckout';
import { quoteRequest } from './useQuote';

/**
 * The coupon of a member's checkout: a choice is priced against the order as it stands (POST order/coupon) before
 * it is taken, so the shopper hears at once 'Coupon applied successfully' or why it cannot be used.
 */
export function useCoupon(items: readonly CheckoutItem[], values: CheckoutValues) {
  const { t } = useTranslation(ns);
  const [choice, setChoice] = useState<CouponChoice>(null);
  const [outcome, setOutcome] = useState<CouponOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (next: CouponChoice) => {
    setOutcome(null);
    if (next === null) return setChoice(null);
    const draft = quoteRequest(items, values.countryCode, values.deliveryMethod, next);
    if (!draft) return setOutcome({ kind: 'refused', message: t('checkout.coupon.needsDelivery') });
    setBusy(true);
    try {
      await quoteOrder(draft, { noGlobalError: true });
      setChoice(next);
      setOutcome({ kind: 'applied', message: t('checkout.coupon.applied') });
      showToast(t('checkout.coupon.applied'), 'success');
    } catch (caught) {
      setOutcome({ kind: 'refused', message: await messageFor(toApiError(caught)) });
    } finally {
      setBusy(false);
    }
  };

  /** The API refused the order for its coupon: say why and place it without one next time. */
  const refused = (message: string) => {
    setChoice(null);
    setOutcome({ kind: 'refused', message });
  };

  return { choice, outcome, busy, apply, refused };
}
