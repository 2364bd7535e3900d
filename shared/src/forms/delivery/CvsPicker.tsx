import { useEffect, useId, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CvsBrand } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { useLocale } from '@shop/shared/stores';
import { fieldLook } from '../../ui/fieldLook';
import { SelectField } from '../../ui/SelectField';
import { getCityDistricts, getPickupStores } from './api';
import { ChoiceGroup } from './ChoiceGroup';
import { formsNamespace } from '../namespace';
import type { DeliveryValues } from './values';
import { cityCode, districtCode } from './places';
import * as styles from './delivery.module.css';

export const cvsBrands: readonly CvsBrand[] = ['711', 'family', 'hilife', 'ok'];

/** `system/tw-cvs` answers at most this many stores (the contract's `cvsSearchLimit`; the contract's values are not bundled). */
const searchCap = 50;

/** What was typed, once typing paused: one store search per pause, not per key. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Taiwan convenience-store pickup: the chain, then its stores found by the API (`system/tw-cvs`, at most 50 an
 * answer) in a city and district and by words of their name or address, named in the page's language.
 */
export function CvsPicker() {
  const { t } = useTranslation(formsNamespace);
  const locale = useLocale();
  const { values, setFieldValue } = useFormikContext<DeliveryValues>();
  const [city, setCity] = useState('');
  const [district, setDistrict] = useState('');
  const [words, setWords] = useState('');
  const searchId = useId();
  const query = useSettled(words.trim());
  const { data: places } = usePageData(`districts:${locale}:TW`, () => getCityDistricts('TW'));
  const brand = values.cvsBrand;
  const { data: stores } = usePageData(`cvs:${locale}:${brand}:${city}:${district}:${query}`, () =>
    brand
      ? getPickupStores({ brand, ...(city ? { city } : {}), ...(district ? { district } : {}), ...(query ? { q: query } : {}) })
      : Promise.resolve(null),
  );
  const cities = places?.data ?? [];
  const districts = cities.find((entry) => cityCode(entry) === city)?.districts ?? [];
  const shown = stores?.data ?? [];
  const forget = () => void setFieldValue('cvsStoreId', '', false);

  return (
    <div className={styles.fields} data-testid="cvs-picker">
      <SelectField
        name="cvsBrand"
        label={t('delivery.cvs.brand')}
        placeholder={t('delivery.choose')}
        options={cvsBrands.map((value) => ({ value, label: t(`delivery.cvs.brands.${value}`) }))}
        onPicked={forget}
      />
      {brand && (
        <>
          <div className={styles.pair}>
            <label className={fieldLook.field}>
              <span className={fieldLook.label}>{t('delivery.address.city')}</span>
              <select
                className={fieldLook.control}
                value={city}
                onChange={(event) => {
                  setCity(event.target.value);
                  setDistrict('');
                  forget();
                }}
              >
                <option value="">{t('delivery.cvs.anyCity')}</option>
                {cities.map((entry) => (
                  <option key={cityCode(entry)} value={cityCode(entry)}>
                    {entry.city}
                  </option>
                ))}
              </select>
            </label>
            <label className={fieldLook.field}>
              <span className={fieldLook.label}>{t('delivery.address.district')}</span>
              <select
                className={fieldLook.control}
                value={district}
                disabled={districts.length === 0}
                onChange={(event) => {
                  setDistrict(event.target.value);
                  forget();
                }}
              >
                <option value="">{t('delivery.cvs.anyDistrict')}</option>
                {districts.map((entry) => (
                  <option key={districtCode(entry)} value={districtCode(entry)}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={fieldLook.field}>
            <label htmlFor={searchId} className={fieldLook.label}>
              {t('delivery.cvs.search')}
            </label>
            <input
              id={searchId}
              className={fieldLook.control}
              type="search"
              value={words}
              onChange={(event) => setWords(event.target.value)}
            />
          </div>
          <ChoiceGroup
            name="cvsStoreId"
            legend={t('delivery.cvs.store')}
            testId="cvs-stores"
            choices={shown.map((store) => ({ value: store.store_id, label: store.name, detail: store.address }))}
          />
          {stores && shown.length === 0 && <p className={styles.meta}>{t('delivery.cvs.none')}</p>}
          {shown.length >= searchCap && (
            <p className={styles.meta} data-testid="cvs-more">
              {t('delivery.cvs.more', { count: searchCap })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
