import { useState, type FormEvent } from 'react';
import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import type { KujiDetail, PaymentMethod } from '@shop/shared/contract';
import { formsNamespace } from '@shop/shared/forms';
import {
  InvoiceSection,
  invoiceOf,
  invoiceRules,
  invoiceValues,
  rememberedInvoice,
  type InvoiceValues,
} from '@shop/shared/forms/invoice';
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

/**
 * The draws, the e-invoice, the coupon and the payment method, with the amounts and the button that buys and pays.
 * The e-invoice is a formik form of its own values: a draw is a service sold in Taiwan, so every order takes one.
 */
export function CheckoutForm({ kuji, askedDraws, refresh }: CheckoutFormProps) {
  // The e-invoice's texts and messages are the forms concern's: loaded with the page's, before the form shows.
  const { t } = useTranslation([ns, formsNamespace]);
  const [draws, setDraws] = useState(() => initialDraws(askedDraws, kuji));
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [methodError, setMethodError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const coupon = useKujiCoupon(kuji.kuji_id, draws);
  const place = usePlaceKujiOrder(refresh);

  const subtotal = kuji.price * draws;
  const amounts = coupon.quote ?? { subtotal, discount: 0, total: subtotal, coupon: null };

  const form = useFormik<InvoiceValues>({
    initialValues: invoiceValues(rememberedInvoice()),
    validate: (values): Promise<FormikErrors<InvoiceValues>> =>
      validateYupSchema(values, object(invoiceRules(values.invoiceKind))).then(
        () => ({}),
        (error: unknown) => yupToFormErrors<InvoiceValues>(error),
      ),
    onSubmit: async (values, helpers) => {
      if (!method) return;
      const outcome = await place(
        {
          kuji_id: kuji.kuji_id,
          draws,
          method,
          ...(coupon.code ? { coupon_code: coupon.code } : {}),
          invoice: invoiceOf(values),
        },
        values,
        helpers,
      );
      if (outcome.coupon && outcome.problem) coupon.refused(outcome.problem);
      setProblem(outcome.problem);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method) setMethodError(t('checkout.methodRequired'));
    setProblem(method ? null : t('checkout.methodRequired'));
    // Submitted even without a method, so that one click also shows what the e-invoice still lacks.
    void form.submitForm();
  };

  return (
    <SummaryPage title={t('title.checkout')}>
      <FormikProvider value={form}>
        <form onSubmit={submit} noValidate data-testid="kuji-checkout">
          <SummaryColumns
            summary={
              <KujiOrderSummary
                draws={draws}
                price={kuji.price}
                amounts={amounts}
                couponCode={coupon.code}
                pricing={coupon.busy}
                problem={problem}
                submitting={form.isSubmitting}
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
            <InvoiceSection />
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
      </FormikProvider>
    </SummaryPage>
  );
}
