import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CountryCity } from '@shop/shared/contract';
import { paymentNamespace } from '@shop/shared/payment';
import { ns } from '../../namespace';
import { needsAddress, type CheckoutValues } from './checkoutValues';
import { CheckoutStep } from './CheckoutStep';

// The checkout's steps that fold on a phone once done, each with its one line of what was chosen.

const line = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' · ');

/** A visitor's e-mail address. */
export function ContactStep({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <CheckoutStep
      title={t('checkout.contact.heading')}
      fields={['guestEmail']}
      summary={values.guestEmail}
      testId="checkout-contact"
    >
      {children}
    </CheckoutStep>
  );
}

/** Destination, delivery method and the address or store. */
export function DeliveryStep({ countries, children }: { countries: CountryCity['data']; children: ReactNode }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  const country = countries.find((entry) => entry.country_code === values.countryCode)?.display_name ?? values.countryCode;
  return (
    <CheckoutStep
      title={t('checkout.delivery.heading')}
      fields={['countryCode', 'deliveryMethod', 'city', 'district', 'postalCode', 'detail', 'cvsBrand', 'cvsStoreId']}
      summary={line(
        country,
        values.deliveryMethod && t(`checkout.delivery.methods.${values.deliveryMethod}`),
        needsAddress(values.deliveryMethod) && line(values.postalCode, values.detail),
      )}
      testId="checkout-delivery"
    >
      {children}
    </CheckoutStep>
  );
}

/** Who receives the parcel. */
export function RecipientStep({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <CheckoutStep
      title={t('checkout.recipient.heading')}
      fields={['name', 'phoneCode', 'phoneNumber', 'email']}
      summary={line(values.name, `+${values.phoneCode} ${values.phoneNumber}`, values.email)}
      testId="checkout-recipient"
    >
      {children}
    </CheckoutStep>
  );
}

/** How the order is paid. */
export function PaymentStep({ children }: { children: ReactNode }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  return (
    <CheckoutStep
      title={t('checkout.payment.heading')}
      fields={['paymentMethod']}
      summary={values.paymentMethod && t(`methods.${values.paymentMethod}`, { ns: paymentNamespace })}
      testId="checkout-payment"
    >
      {children}
    </CheckoutStep>
  );
}
