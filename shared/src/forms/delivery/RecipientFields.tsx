import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CountryCity } from '@shop/shared/contract';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { formsNamespace } from '../namespace';
import { needsEnglishOnly } from '../rules';
import type { DeliveryValues } from './values';
import * as styles from './delivery.module.css';

/** Who receives the parcel: name (in English where the destination's couriers need it), mobile, and the e-mail unless asked elsewhere. */
export function RecipientFields({ countries, email = true }: { countries: CountryCity['data']; email?: boolean }) {
  const { t } = useTranslation(formsNamespace);
  const { values } = useFormikContext<DeliveryValues>();
  const english = needsEnglishOnly(values.countryCode);
  const codes = [...new Map(countries.map((country) => [country.phone_code, country])).values()];
  return (
    <>
      {english && <p className={styles.note}>{t('delivery.recipient.englishNote')}</p>}
      <div className={styles.fields}>
        <TextField name="name" label={t('delivery.recipient.name')} autoComplete="name" maxLength={50} />
        <div className={styles.phone}>
          <SelectField
            name="phoneCode"
            label={t('delivery.recipient.phoneCode')}
            options={codes.map((country) => ({
              value: country.phone_code,
              label: `+${country.phone_code} ${country.display_name}`,
            }))}
            autoComplete="tel-country-code"
          />
          <TextField
            name="phoneNumber"
            label={t('delivery.recipient.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
          />
        </div>
        {email && (
          <TextField name="email" label={t('delivery.recipient.email')} type="email" inputMode="email" autoComplete="email" />
        )}
      </div>
    </>
  );
}
