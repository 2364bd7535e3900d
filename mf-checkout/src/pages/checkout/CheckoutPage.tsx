import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrors } from '@shop/shared/errors';
import { i18next } from '@shop/shared/i18n';
import { usePageData } from '@shop/shared/page-cache';
import { $selectedList, $signedIn, defaultLocale, isLocale, showToast, type CartLine, useLocale } from '@shop/shared/stores';
import type { OrderDetail } from '@shop/shared/contract';
import { buttonClassName, ErrorState, NoticePage, SummaryPage } from '@shop/shared/ui';
import { getCoupons } from '../../api/coupons';
import { PendingOrders } from '../../components/pending-order/PendingOrders';
import { linesOf, usePendingOrders } from '../../components/pending-order/usePendingOrders';
import { $deliveryCountry, defaultCountry } from '../../lib/destination';
import { feesChanged } from '../../lib/pricing';
import { $qrPayment } from '../../lib/qrPayment';
import { $shippingFee } from '../../lib/shippingFee';
import { ns } from '../../namespace';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutQrPayment } from './CheckoutQrPayment';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { loadCheckout, type CheckoutData } from './loadCheckout';

/** /checkout (visitors too): the selection's checkout, or the QR code of a WeChat Pay / Alipay payment under way. */
export default function CheckoutPage() {
  const qr = useStore($qrPayment);
  return qr ? <CheckoutQrPayment payment={qr} /> : <CheckoutStart />;
}

/**
 * Loads what the form needs. When the fee table changed since the cart estimated with it, the shopper hears
 * 'Shipping costs updated' (the API's own words for it).
 */
async function load(selection: readonly CartLine[], signedIn: boolean) {
  const [data, coupons] = await Promise.all([
    loadCheckout(selection, signedIn),
    signedIn
      ? getCoupons({ status: 'available' }, { noGlobalError: true }).then(
          (body) => body.data,
          () => [],
        )
      : [],
  ]);
  const origin = data.items[0]?.product.ships_from;
  const country = $deliveryCountry.get();
  if (origin && country && feesChanged($shippingFee.get(), data.fees, country, origin)) {
    showToast(apiErrors.SHIPPING_UPDATED.messages[isLocale(i18next.language) ? i18next.language : defaultLocale], 'info');
  }
  $shippingFee.set(data.fees);
  return { data, coupons };
}

function CheckoutStart() {
  const { t } = useTranslation(ns);
  const selection = useStore($selectedList);
  const signedIn = useStore($signedIn);
  const locale = useLocale();
  const chosenCountry = useStore($deliveryCountry);
  const key = `checkout:${signedIn}:${JSON.stringify(selection)}`;
  const { data, error, reload } = usePageData(key, () => load(selection, signedIn));
  // A reload after the API said prices or fees changed keeps the form (and what was typed) on screen; another
  // selection (an unpaid order's lines chosen again) is another form.
  const [shown, setShown] = useState({ key, data });
  if (data && data !== shown.data) setShown({ key, data });
  const current = data ?? (shown.key === key ? shown.data : undefined);
  // Back from the card page finds the order it left unpaid here, to pay or cancel; canceled, its lines are chosen
  // again (a member's are back in the cart), so the shopper checks out anew with what they had.
  const pending = usePendingOrders(signedIn);
  const reopen = (order: OrderDetail) => {
    $selectedList.set(linesOf(order));
    pending.reload();
  };
  const pendingOrders = <PendingOrders orders={pending.orders} onCanceled={reopen} onChanged={pending.reload} />;

  if (selection.length === 0)
    return (
      <NoticePage
        title={t('checkout.heading')}
        data-testid="checkout-nothing"
        actions={
          <Link to={signedIn ? '/cart' : '/product-list/all'} className={buttonClassName({ variant: 'primary' })}>
            {signedIn ? t('checkout.nothing.cart') : t('cart.empty.browse')}
          </Link>
        }
      >
        {pendingOrders}
        <p>{t('checkout.nothing.body')}</p>
      </NoticePage>
    );
  if (error && !current) return <ErrorState onRetry={reload} />;
  if (!current) return <CheckoutSkeleton />;
  return (
    <SummaryPage title={t('checkout.heading')} data-testid="checkout-page">
      {pendingOrders}
      <CheckoutForm
        data={current.data as CheckoutData}
        coupons={current.coupons}
        guest={!signedIn}
        countryCode={chosenCountry || defaultCountry(current.data.countries, current.data.user, locale)}
        refresh={reload}
      />
    </SummaryPage>
  );
}
