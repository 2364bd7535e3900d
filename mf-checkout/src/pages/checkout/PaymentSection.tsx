import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { track } from '@shop/shared/analytics';
import type { PaymentMethod } from '@shop/shared/contract';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutForm';
import type { CheckoutItem } from './loadCheckout';
import { Section } from './Section';

/** SPEC §9 payment methods. */
export const paymentMethods: readonly PaymentMethod[] = ['credit_card', 'unionpay', 'wechat_pay', 'alipay'];

/** How to pay, once a delivery method is chosen (SPEC §5: delivery before payment). */
export function PaymentSection({ items }: { items: readonly CheckoutItem[] }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <Section title={t('checkout.payment.heading')} testId="checkout-payment">
      <ChoiceGroup
        name="paymentMethod"
        legend={t('checkout.payment.method')}
        testId="payment-methods"
        disabledReason={values.deliveryMethod ? undefined : t('checkout.payment.deliveryFirst')}
        choices={paymentMethods.map((method) => ({
          value: method,
          label: t(`checkout.payment.methods.${method}`),
          detail: t(`checkout.payment.details.${method}`),
        }))}
        onPicked={(method) =>
          track.addPaymentInfo(
            items.map(({ line, product }) => ({ ...product, amount: line.amount })),
            method,
          )
        }
      />
    </Section>
  );
}
