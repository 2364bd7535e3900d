import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CountryCityDistrict } from '@shop/shared/contract';
import { needsEnglishOnly } from '../rules';
import { usePageData } from '@shop/shared/page-cache';
import { useLocale } from '@shop/shared/stores';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { getCityDistricts } from './api';
import { formsNamespace } from '../namespace';
import type { DeliveryValues } from './values';
import { cityCode, districtCode, placesOfPostalCode } from './places';
import * as styles from './delivery.module.css';

type Cities = CountryCityDistrict['data'];

/**
 * A delivery address. Taiwan and mainland China: picked from the API's place data (`system/country-city-district`,
 * named in the page's language; a Taiwan postal code fills city and district). Elsewhere the API has no districts:
 * the address is typed as the country writes it.
 */
export function AddressFields() {
  const locale = useLocale();
  const { values, setFieldValue } = useFormikContext<DeliveryValues>();
  const country = values.countryCode;
  const { data } = usePageData(`districts:${locale}:${country}`, () => getCityDistricts(country));
  const cities = data?.data;
  const form = cities && (cities.length > 0 ? 'districts' : 'free');
  useEffect(() => {
    if (form && values.addressForm !== form) void setFieldValue('addressForm', form, false);
  }, [form, values.addressForm, setFieldValue]);
  if (!cities) return <div className={styles.fields} data-testid="address-fields" aria-busy="true" />;
  return form === 'free' ? <FreeAddress /> : <PickedAddress cities={cities} />;
}

function PickedAddress({ cities }: { cities: Cities }) {
  const { t } = useTranslation(formsNamespace);
  const { values, setFieldValue } = useFormikContext<DeliveryValues>();
  // Mainland China: province, then its cities.
  const regions = [...new Map(cities.filter((c) => c.region_code).map((c) => [c.region_code!, c.region ?? ''])).entries()];
  const shownCities = regions.length > 0 ? cities.filter((c) => c.region_code === values.region) : cities;
  const districts = cities.find((city) => cityCode(city) === values.city)?.districts ?? [];
  const postalData = cities.some((c) => c.districts.some((d) => d.postal_code));

  // A typed Taiwan postal code (3, 3+2 or 3+3 digits) picks its district, or its city when districts share it.
  useEffect(() => {
    if (!postalData) return;
    const places = placesOfPostalCode(cities, values.postalCode);
    if (places.length === 0 || places.some((p) => districtCode(p.district) === values.district)) return;
    const [first] = places;
    if (places.some((p) => p.city !== first!.city)) return;
    void setFieldValue('city', cityCode(first!.city), false);
    void setFieldValue('district', places.length === 1 ? districtCode(first!.district) : '', false);
  }, [postalData, cities, values.postalCode, values.district, setFieldValue]);

  const postal = (
    <TextField
      name="postalCode"
      label={t('delivery.address.postalCode')}
      hint={postalData ? t('delivery.address.postalHint') : undefined}
      autoComplete="postal-code"
      inputMode={postalData ? 'numeric' : undefined}
      maxLength={12}
    />
  );
  return (
    <div className={styles.fields} data-testid="address-fields">
      {postalData && postal}
      {regions.length > 0 && (
        <SelectField
          name="region"
          label={t('delivery.address.province')}
          placeholder={t('delivery.choose')}
          options={regions.map(([value, label]) => ({ value, label }))}
          autoComplete="address-level1"
          onPicked={() => {
            void setFieldValue('city', '', false);
            void setFieldValue('district', '', false);
          }}
        />
      )}
      <div className={styles.pair}>
        <SelectField
          name="city"
          label={t('delivery.address.city')}
          placeholder={t('delivery.choose')}
          options={shownCities.map((city) => ({ value: cityCode(city), label: city.city }))}
          disabled={shownCities.length === 0}
          autoComplete={regions.length > 0 ? 'address-level2' : 'address-level1'}
          onPicked={() => {
            void setFieldValue('district', '', false);
            if (postalData) void setFieldValue('postalCode', '', false);
          }}
        />
        <SelectField
          name="district"
          label={t('delivery.address.district')}
          placeholder={t('delivery.choose')}
          options={districts.map((district) => ({ value: districtCode(district), label: district.name }))}
          disabled={districts.length === 0}
          autoComplete={regions.length > 0 ? 'address-level3' : 'address-level2'}
          onPicked={(code) => {
            const picked = districts.find((district) => districtCode(district) === code);
            if (picked?.postal_code) void setFieldValue('postalCode', picked.postal_code, false);
          }}
        />
      </div>
      {!postalData && postal}
      <TextField name="detail" label={t('delivery.address.detail')} autoComplete="street-address" maxLength={200} />
    </div>
  );
}

/** An address as the destination writes it: two lines, city, region and postal code, in English where required. */
function FreeAddress() {
  const { t } = useTranslation(formsNamespace);
  const { values } = useFormikContext<DeliveryValues>();
  const english = needsEnglishOnly(values.countryCode);
  return (
    <div className={styles.fields} data-testid="address-fields">
      <TextField
        name="detail"
        label={t('delivery.address.line1')}
        hint={english ? t('delivery.address.englishHint') : undefined}
        autoComplete="address-line1"
        maxLength={200}
      />
      <TextField name="line2" label={t('delivery.address.line2')} autoComplete="address-line2" maxLength={200} />
      <div className={styles.pair}>
        <TextField name="city" label={t('delivery.address.town')} autoComplete="address-level2" maxLength={50} />
        <TextField name="region" label={t('delivery.address.region')} autoComplete="address-level1" maxLength={50} />
      </div>
      <TextField name="postalCode" label={t('delivery.address.postalCode')} autoComplete="postal-code" maxLength={12} />
    </div>
  );
}
