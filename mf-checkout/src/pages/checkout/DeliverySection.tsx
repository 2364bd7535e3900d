import type { ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { track } from '@shop/shared/analytics';
import type { CountryCity } from '@shop/shared/contract';
import { ChoiceGroup } from '@shop/shared/forms/delivery';
import { formatTwd } from '@shop/shared/format';
import { CardSection, SelectField } from '@shop/shared/ui';
import { $deliveryCountry } from '../../lib/destination';
import { feeFor, type DeliveryOption } from '../../lib/pricing';
import { ns } from '../../namespace';
import { blankDestination, type CheckoutValues } from './checkoutValues';
import type { CheckoutItem } from './loadCheckout';
import * as styles from './checkout.module.css';

/** Taiwan, mainland China, Hong Kong and Macau first; the overseas destinations after them. */
const first = ['TW', 'CN', 'HK', 'MO'];
const rank = (code: string) => (first.includes(code) ? first.indexOf(code) : first.length);

interface DeliverySectionProps {
  countries: CountryCity['data'];
  options: readonly DeliveryOption[];
  subtotal: number;
  items: readonly CheckoutItem[];
  /** Products of this checkout that cannot go to the chosen destination. */
  unshippable: readonly CheckoutItem[];
  /** The chosen method's own fields: the address, or the pickup store. */
  children?: ReactNode;
}

/** Destination first, then the delivery methods that exist from this origin to it, with their fees. */
export function DeliverySection({ countries, options, subtotal, items, unshippable, children }: DeliverySectionProps) {
  const { t } = useTranslation(ns);
  const { values, setValues } = useFormikContext<CheckoutValues>();
  const sorted = [...countries].sort((a, b) => rank(a.country_code) - rank(b.country_code));

  // A new destination starts its delivery details afresh; the mobile's country code follows when none is typed.
  const pickCountry = (countryCode: string) => {
    $deliveryCountry.set(countryCode);
    const phoneCode = countries.find((country) => country.country_code === countryCode)?.phone_code;
    void setValues(
      (current: CheckoutValues) => ({
        ...current,
        ...blankDestination,
        countryCode,
        phoneCode: !current.phoneNumber && phoneCode ? phoneCode : current.phoneCode,
      }),
      false,
    );
  };

  return (
    <CardSection title={t('checkout.delivery.heading')} testId="checkout-delivery">
      <SelectField
        name="countryCode"
        label={t('checkout.delivery.country')}
        options={sorted.map((country) => ({ value: country.country_code, label: country.display_name }))}
        autoComplete="country"
        onPicked={pickCountry}
      />
      {unshippable.length > 0 ? (
        <div className={styles.problem} role="alert" data-testid="cannot-ship">
          <p>{t('cart.unavailable.reason.cannotShip')}</p>
          <ul>
            {unshippable.map((item) => (
              <li key={item.product.product_id}>{item.product.display_name}</li>
            ))}
          </ul>
        </div>
      ) : (
        <ChoiceGroup
          name="deliveryMethod"
          legend={t('checkout.delivery.method')}
          testId="delivery-methods"
          choices={options.map((option) => {
            const fee = feeFor(option, subtotal);
            return {
              value: option.method,
              label: t(`checkout.delivery.methods.${option.method}`),
              detail:
                (fee === 0 ? t('cart.summary.shippingFree') : formatTwd(fee)) +
                (fee > 0 && option.freeFrom !== null
                  ? ` · ${t('cart.summary.freeFrom', { amount: formatTwd(option.freeFrom) })}`
                  : ''),
            };
          })}
          onPicked={(method) =>
            track.addShippingInfo(
              items.map(({ line, product }) => ({ ...product, amount: line.amount })),
              method,
              values.countryCode,
            )
          }
        />
      )}
      {children}
    </CardSection>
  );
}
