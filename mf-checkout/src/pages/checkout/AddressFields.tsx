import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { needsEnglishOnly } from '@shop/shared/forms/rules';
import { usePageData } from '@shop/shared/page-cache';
import { SelectField, TextField } from '@shop/shared/ui';
import { getCityDistricts } from '../../api/system';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutValues';
import * as styles from './checkout.module.css';

/** A delivery address: city and district from `system/country-city-district` (the district sets the postal code). */
export function AddressFields() {
  const { t } = useTranslation(ns);
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const { data } = usePageData(`districts:${values.countryCode}`, () => getCityDistricts(values.countryCode));
  const cities = data?.data ?? [];
  const districts = cities.find((city) => city.city === values.city)?.districts ?? [];
  const english = needsEnglishOnly(values.countryCode);
  return (
    <div className={styles.fields} data-testid="address-fields">
      <div className={styles.pair}>
        <SelectField
          name="city"
          label={t('checkout.address.city')}
          placeholder={t('checkout.choose')}
          options={cities.map((city) => ({ value: city.city, label: city.city }))}
          autoComplete="address-level1"
          onPicked={() => {
            void setFieldValue('district', '', false);
            void setFieldValue('postalCode', '', false);
          }}
        />
        <SelectField
          name="district"
          label={t('checkout.address.district')}
          placeholder={t('checkout.choose')}
          options={districts.map((district) => ({ value: district.name, label: district.name }))}
          disabled={districts.length === 0}
          autoComplete="address-level2"
          onPicked={(name) =>
            void setFieldValue('postalCode', districts.find((district) => district.name === name)?.postal_code ?? '', false)
          }
        />
      </div>
      <TextField name="postalCode" label={t('checkout.address.postalCode')} autoComplete="postal-code" maxLength={12} />
      <TextField
        name="detail"
        label={t('checkout.address.detail')}
        hint={english ? t('checkout.address.englishHint') : undefined}
        autoComplete="street-address"
        maxLength={200}
      />
    </div>
  );
}
