import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KujiDetail, PaymentMethod } from '@shop/shared/contract';
import { PaymentMethodChoices } from '@shop/shared/payment';
import { CardSection, SummaryColumns, SummaryPage } from '@shop/shared/ui';
import { initialDraws } from '../../lib/drawRules';
import { ns } from '../../namespace';
import { CampaignSection } from './CampaignSection';
import { CouponSection } from './CouponSection';
import { DrawsSection } from './DrawsSection';
import { KujiOrderSummary } from './KujiOrderSummary';
import { useKujiCoupon } from './useKujiCoupon';
import { usePlaceKujiOrder } from './usePlaceKujiOrder';

interface CheckoutFormProps {
  kuji: KujiDetail;
  /** `draws` of the address: what the campaign page's buy button asked for. */
  askedDraws: string | null;
  /** Reads the campaign again (after the API said the box or the sale changed). */
  refresh: () => void;
}

/** The draws, the coupon and the payment method, with the amounts and the button that buys and pays. */
export function CheckoutForm({ kuji, askedDraws, refresh }: CheckoutFormProps) {
  const { t } = useTranslation(ns);
  const [draws, setDraws] = useState(() => initialDraws(askedDraws, kuji));
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [methodError, setMethodError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const coupon = useKujiCoupon(kuji.kuji_id, draws);
  const place = usePlaceKujiOrder(refresh);

  const subtotal = kuji.price * draws;
  const amounts = coupon.quote ?? { subtotal, discount: 0, total: subtotal, coupon: null };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method) {
      setMethodError(t('checkout.methodRequired'));
      setProblem(t('checkout.methodRequired'));
      return;
    }
    setSubmitting(true);
    const outcome = await place({
      kuji_id: kuji.kuji_id,
      draws,
      method,
      ...(coupon.code ? { coupon_code: coupon.code } : {}),
    });
    if (outcome.coupon && outcome.problem) coupon.refused(outcome.problem);
    setProblem(outcome.problem);
    setSubmitting(false);
  };

  return (
    <SummaryPage title={t('title.checkout')}>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="kuji-checkout">
        <SummaryColumns
          summary={
            <KujiOrderSummary
              draws={draws}
              price={kuji.price}
              amounts={amounts}
              couponCode={coupon.code}
              pricing={coupon.busy}
              problem={problem}
              submitting={submitting}
            />
          }
        >
          <CampaignSection kuji={kuji} />
          <DrawsSection
            kuji={kuji}
            draws={draws}
            onChange={(next) => {
              setDraws(next);
              coupon.drawsChanged(next);
            }}
          />
          <CouponSection
            applied={coupon.code}
            outcome={coupon.outcome}
            busy={coupon.busy}
            onApply={(code) => void coupon.apply(code)}
            onRemove={coupon.remove}
          />
          <CardSection title={t('checkout.payment')} testId="kuji-payment">
            <PaymentMethodChoices
              value={method}
              onChange={(picked) => {
                setMethod(picked);
                setMethodError(undefined);
              }}
              error={methodError}
            />
          </CardSection>
        </SummaryColumns>
      </form>
    </SummaryPage>
  );
}
