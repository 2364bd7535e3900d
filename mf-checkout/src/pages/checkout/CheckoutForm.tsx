import { useState } from 'react';
import { FormikProvider, useFormik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Coupon } from '@shop/shared/contract';
import { formsNamespace, rememberedMobileCheck } from '@shop/shared/forms';
import { AddressFields, CvsPicker } from '@shop/shared/forms/delivery';
import { InvoiceSection } from '@shop/shared/forms/invoice';
import { needsUniformInvoice, salesAreaOf } from '@shop/shared/forms/rules';
import { SummaryColumns } from '@shop/shared/ui';
import { deliveryOptions, goodsSubtotal, localAmounts } from '../../lib/pricing';
import { setPriceOf } from '../../components/sub-products/SubProducts';
import { shipsTo } from '../../lib/shipping';
import { ns } from '../../namespace';
import { checkoutSchema, initialValues, needsAddress, shippingFields, type CheckoutValues } from './checkoutValues';
import { ContactSection } from './ContactSection';
import { ContactStep, DeliveryStep, PaymentStep, RecipientStep } from './CheckoutSteps';
import { CouponSection, GuestCouponSection } from './CouponSection';
import { CustomsSection } from './CustomsSection';
import { DeliverySection } from './DeliverySection';
import { ItemsSection } from './ItemsSection';
import type { CheckoutData } from './loadCheckout';
import { orderBody } from './orderBody';
import { OrderSummary } from './OrderSummary';
import { PaymentSection } from './PaymentSection';
import { RecipientSection } from './RecipientSection';
import { latestOnly } from '../../lib/latestOnly';
import { useCoupon } from './useCoupon';
import { usePlaceOrder } from './usePlaceOrder';
import { quoteRequest, useQuote } from './useQuote';

interface CheckoutFormProps {
  data: CheckoutData;
  coupons: readonly Coupon[];
  guest: boolean;
  countryCode: string;
  refresh: () => void;
}

/** The checkout: items, who buys, where and how it goes, customs, e-invoice, coupon, payment, and the total. */
export function CheckoutForm({ data, coupons, guest, countryCode, refresh }: CheckoutFormProps) {
  // The form's messages come from the forms concern's texts: loaded with the page's, before the form shows.
  const { t } = useTranslation([ns, formsNamespace]);
  const { items, fees, countries, user } = data;
  const [checkPhone] = useState(() => rememberedMobileCheck());
  const [newestValidation] = useState(() => latestOnly<FormikErrors<CheckoutValues>>());
  const placeOrder = usePlaceOrder({ guest, refresh });
  const [problem, setProblem] = useState<string | null>(null);
  const origin = items[0]!.product.ships_from;
  const subtotal = goodsSubtotal(
    items.map(({ line, product, setItems }) => ({ product, amount: line.amount, setPrice: setPriceOf(setItems) })),
  );
  const phoneCode = countries.find((country) => country.country_code === countryCode)?.phone_code ?? '886';

  const form = useFormik<CheckoutValues>({
    initialValues: initialValues(user, countryCode, phoneCode),
    validate: (values): Promise<FormikErrors<CheckoutValues>> =>
      newestValidation(
        validateYupSchema(values, checkoutSchema(values, { guest, checkPhone })).then(
          () => ({}),
          (error: unknown) => yupToFormErrors<CheckoutValues>(error),
        ),
      ),
    // Checked on every change, so the errors are always those of what is on screen. A message shows only once its
    // field was left (or on submit); with errors kept from an older check, leaving a field would flash a stale
    // message for a moment and shift the page under the click that left it (a coupon, the submit button).
    validateOnChange: true,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      const outcome = await placeOrder(orderBody(values, items, coupon.choice, amounts, guest), values, helpers);
      setProblem(outcome.problem);
      if (outcome.coupon && outcome.problem) coupon.refused(outcome.problem);
    },
  });
  const { values } = form;

  const options = deliveryOptions(fees, values.countryCode, origin);
  const option = options.find((entry) => entry.method === values.deliveryMethod);
  const area = salesAreaOf(values.countryCode);
  const unshippable = items.filter(
    ({ product }) => !product.sales_area.includes(area) || !shipsTo(fees, values.countryCode, product.ships_from),
  );
  const coupon = useCoupon(items, values);
  const request = unshippable.length === 0 ? quoteRequest(items, values.countryCode, values.deliveryMethod, coupon.choice) : null;
  const { quote } = useQuote(request, !guest);
  const amounts = quote?.amounts ?? localAmounts(subtotal, option);

  const incomplete = form.submitCount > 0 && shippingFields.some((field) => form.touched[field] && form.errors[field]);
  const shown =
    problem ??
    (incomplete ? t('checkout.summary.shippingIncomplete') : null) ??
    (unshippable.length > 0 ? t('cart.unavailable.reason.cannotShip') : null);

  return (
    <FormikProvider value={form}>
      <form noValidate data-testid="checkout-form" onSubmit={form.handleSubmit} onReset={form.handleReset}>
        <SummaryColumns
          summary={
            <OrderSummary
              amounts={amounts}
              coupon={quote?.coupon ?? null}
              shippingKnown={Boolean(option)}
              problem={shown}
              submitting={form.isSubmitting}
            />
          }
        >
          <ItemsSection items={items} guest={guest} />
          {guest ? (
            <ContactStep>
              <ContactSection guest={guest} memberEmail={user?.email} />
            </ContactStep>
          ) : (
            <ContactSection guest={guest} memberEmail={user?.email} />
          )}
          <DeliveryStep countries={countries}>
            <DeliverySection countries={countries} options={options} subtotal={subtotal} items={items} unshippable={unshippable}>
              {values.deliveryMethod &&
                unshippable.length === 0 &&
                (needsAddress(values.deliveryMethod) ? <AddressFields /> : <CvsPicker />)}
            </DeliverySection>
          </DeliveryStep>
          <RecipientStep>
            <RecipientSection countries={countries} guest={guest} />
          </RecipientStep>
          <CustomsSection shipsFrom={origin} />
          {needsUniformInvoice(values.countryCode) && <InvoiceSection />}
          {guest ? (
            <GuestCouponSection />
          ) : (
            <CouponSection
              coupons={coupons}
              choice={coupon.choice}
              onApply={coupon.apply}
              outcome={coupon.outcome}
              busy={coupon.busy}
            />
          )}
          <PaymentStep>
            <PaymentSection items={items} />
          </PaymentStep>
        </SummaryColumns>
      </form>
    </FormikProvider>
  );
}
