import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KujiDetail } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { QrPaymentView, type QrPayment } from '@shop/shared/payment';
import { ErrorState, NoticePage, buttonClassName } from '@shop/shared/ui';
import { getKuji } from '../../api/kuji';
import { maxDraws } from '../../lib/drawRules';
import { idFrom } from '../../lib/ids';
import { campaignPath } from '../../lib/links';
import { kujiOrderPath, lotteryPath } from '../../lib/orderLinks';
import { $kujiId, $kujiQrPayment } from '../../lib/kujiSession';
import { ns } from '../../namespace';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutSkeleton } from './CheckoutSkeleton';
import { PendingKujiOrder } from './PendingKujiOrder';
import { usePendingKujiOrder } from './usePendingKujiOrder';

/**
 * /fanza/checkout?kuji=…&draws=… (members): buying draws of a campaign (or, when the member has an unpaid order of
 * it, paying or canceling that one first), or the QR code of its WeChat Pay / Alipay payment under way. The campaign is kept in session storage (SPEC §3 `kujiID`), so a reload without the query
 * comes back to it.
 */
export default function KujiCheckoutPage() {
  const qr = useStore($kujiQrPayment);
  return qr ? <KujiQrPayment payment={qr} /> : <CheckoutStart />;
}

/** The QR code with its live status: paid, to the draw show; over otherwise, to the order record to pay again. */
function KujiQrPayment({ payment }: { payment: QrPayment }) {
  const navigate = useNavigate();
  return (
    <QrPaymentView
      payment={payment}
      onSettled={(purchase) => {
        $kujiQrPayment.set(null);
        navigate(purchase.status === 'paid' ? lotteryPath(payment.orderId) : kujiOrderPath(payment.orderId), { replace: true });
      }}
      onLeave={() => {
        $kujiQrPayment.set(null);
        navigate(kujiOrderPath(payment.orderId));
      }}
    />
  );
}

function CheckoutStart() {
  const { t } = useTranslation(ns);
  const [search] = useSearchParams();
  const asked = idFrom(search.get('kuji'));
  const kept = useStore($kujiId);
  const kujiId = asked ?? kept;
  useEffect(() => {
    if (asked !== null) $kujiId.set(asked);
  }, [asked]);
  const { data, error, reload } = usePageData(`kuji-checkout:${kujiId}`, () =>
    kujiId === null ? Promise.resolve(null) : getKuji(kujiId).then((body) => body.data),
  );
  // An unpaid order of this campaign is offered first: buying again would hold more tickets.
  const { pending, settled } = usePendingKujiOrder(kujiId);
  // Reading the campaign again (the API said the box changed) keeps the form, and what was chosen, on screen.
  const [shown, setShown] = useState(data);
  if (data !== undefined && data !== shown) setShown(data);
  const kuji = data ?? shown;

  if (kujiId === null || kuji === null)
    return (
      <NoticePage
        title={t('title.checkout')}
        data-testid="checkout-nothing"
        actions={
          <Link to="/fanza" className={buttonClassName({ variant: 'primary' })}>
            {t('lottery.backToList')}
          </Link>
        }
      >
        <p>{t('checkout.nothing')}</p>
      </NoticePage>
    );
  if (error && !kuji) return <ErrorState onRetry={reload} />;
  if (!kuji || pending.kind === 'loading') return <CheckoutSkeleton />;
  if (pending.kind === 'pending')
    return (
      <PendingKujiOrder
        key={pending.order.order_id}
        order={pending.order}
        onSettled={() => {
          settled();
          // Its tickets are back in the box: what is left is read again.
          reload();
        }}
      />
    );
  if (maxDraws(kuji) === 0) return <NotOnSale kuji={kuji} />;
  return <CheckoutForm key={kuji.kuji_id} kuji={kuji} askedDraws={search.get('draws')} refresh={reload} />;
}

/** Upcoming, sold out or ended: nothing to buy, and the campaign page says more. */
function NotOnSale({ kuji }: { kuji: KujiDetail }) {
  const { t } = useTranslation(ns);
  return (
    <NoticePage
      title={kuji.title}
      data-testid="checkout-not-on-sale"
      actions={
        <Link to={campaignPath(kuji.kuji_id)} className={buttonClassName({ variant: 'primary' })}>
          {t('checkout.toCampaign')}
        </Link>
      }
    >
      <p>{t(`checkout.notOnSale.${kuji.status === 'on_sale' ? 'sold_out' : kuji.status}`)}</p>
    </NoticePage>
  );
}
