import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CountryCity } from '@shop/shared/contract';
import { needsEnglishOnly } from '@shop/shared/forms/rules';
import { CardSection, SelectField, TextField } from '@shop/shared/ui';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutValues';
import * as styles from './checkout.module.css';

/**
 * Who receives the parcel: name (in English where the destination's couriers need it), mobile, e-mail. A visitor
 * gave their e-mail as the contact already: it is the recipient's too, so it is not asked twice.
 */
export function RecipientSection({ countries, guest = false }: { countries: CountryCity['data']; guest?: boolean }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  const english = needsEnglishOnly(values.countryCode);
  const codes = [...new Map(countries.map((country) => [country.phone_code, country])).values()];
  return (
    <CardSection title={t('checkout.recipient.heading')} testId="checkout-recipient">
      {english && <p className={styles.note}>{t('checkout.recipient.englishNote')}</p>}
      <div className={styles.fields}>
        <TextField name="name" label={t('checkout.recipient.name')} autoComplete="name" maxLength={50} />
        <div className={styles.phone}>
          <SelectField
            name="phoneCode"
            label={t('checkout.recipient.phoneCode')}
            options={codes.map((country) => ({
              value: country.phone_code,
              label: `+${country.phone_code} ${country.display_name}`,
            }))}
            autoComplete="tel-country-code"
          />
          <TextField
            name="phoneNumber"
            label={t('checkout.recipient.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
          />
        </div>
        {!guest && (
          <TextField name="email" label={t('checkout.recipient.email')} type="email" inputMode="email" autoComplete="email" />
        )}
      </div>
    </CardSection>
  );
}
