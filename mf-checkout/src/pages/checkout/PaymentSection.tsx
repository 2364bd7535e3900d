import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { track } from '@shop/shared/analytics';
import type { PaymentMethod } from '@shop/shared/contract';
import { PaymentMethodChoices } from '@shop/shared/payment';
import { CardSection } from '@shop/shared/ui';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutValues';
import type { CheckoutItem } from './loadCheckout';

/** How to pay, once a delivery method is chosen (SPEC §5: delivery before payment): the shop's one payment choice. */
export function PaymentSection({ items }: { items: readonly CheckoutItem[] }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  const [field, meta, helpers] = useField<PaymentMethod | ''>('paymentMethod');
  return (
    <CardSection title={t('checkout.payment.heading')} testId="checkout-payment">
      <PaymentMethodChoices
        value={field.value}
        onChange={(method) => {
          void helpers.setValue(method);
          track.addPaymentInfo(
            items.map(({ line, product }) => ({ ...product, amount: line.amount })),
            method,
          );
        }}
        onBlur={() => void helpers.setTouched(true)}
        disabledReason={values.deliveryMethod ? undefined : t('checkout.payment.deliveryFirst')}
        error={meta.touched ? meta.error : undefined}
      />
    </CardSection>
  );
}
