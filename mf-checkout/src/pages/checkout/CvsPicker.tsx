import { useId, useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CvsBrand } from '@shop/shared/contract';
import { usePageData } from '@shop/shared/page-cache';
import { getCityDistricts, getPickupStores } from '../../api/system';
import { ChoiceGroup } from '../../components/form/ChoiceGroup';
import { SelectField } from '@shop/shared/ui';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutValues';
import * as styles from './checkout.module.css';

export const cvsBrands: readonly CvsBrand[] = ['711', 'family', 'hilife', 'ok'];

/**
 * Taiwan convenience-store pickup: the chain, then its stores (`system/tw-cvs`) narrowed by city, district and
 * a part of the store's name.
 */
export function CvsPicker() {
  const { t } = useTranslation(ns);
  const { values, setFieldValue } = useFormikContext<CheckoutValues>();
  const [city, setCity] = useState('');
  const [district, setDistrict] = useState('');
  const [name, setName] = useState('');
  const searchId = useId();
  const { data: places } = usePageData('districts:TW', () => getCityDistricts('TW'));
  const brand = values.cvsBrand;
  const { data: stores } = usePageData(`cvs:${brand}:${city}`, () =>
    brand ? getPickupStores({ brand, ...(city ? { city } : {}) }) : Promise.resolve(null),
  );
  const cities = places?.data ?? [];
  const districts = cities.find((entry) => entry.city === city)?.districts ?? [];
  const wanted = name.trim().toLowerCase();
  const shown = (stores?.data ?? []).filter(
    (store) => (!district || store.address.includes(district)) && (!wanted || store.name.toLowerCase().includes(wanted)),
  );
  const forget = () => void setFieldValue('cvsStoreId', '', false);

  return (
    <div className={styles.fields} data-testid="cvs-picker">
      <SelectField
        name="cvsBrand"
        label={t('checkout.cvs.brand')}
        placeholder={t('checkout.choose')}
        options={cvsBrands.map((value) => ({ value, label: t(`checkout.cvs.brands.${value}`) }))}
        onPicked={forget}
      />
      {brand && (
        <>
          <div className={styles.pair}>
            <label className={styles.plainField}>
              <span className={styles.plainLabel}>{t('checkout.address.city')}</span>
              <select
                className={styles.plainSelect}
                value={city}
                onChange={(event) => {
                  setCity(event.target.value);
                  setDistrict('');
                  forget();
                }}
              >
                <option value="">{t('checkout.cvs.anyCity')}</option>
                {cities.map((entry) => (
                  <option key={entry.city} value={entry.city}>
                    {entry.city}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.plainField}>
              <span className={styles.plainLabel}>{t('checkout.address.district')}</span>
              <select
                className={styles.plainSelect}
                value={district}
                disabled={districts.length === 0}
                onChange={(event) => {
                  setDistrict(event.target.value);
                  forget();
                }}
              >
                <option value="">{t('checkout.cvs.anyDistrict')}</option>
                {districts.map((entry) => (
                  <option key={entry.name} value={entry.name}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className={styles.plainField}>
            <label htmlFor={searchId} className={styles.plainLabel}>
              {t('checkout.cvs.search')}
            </label>
            <input
              id={searchId}
              className={styles.plainInput}
              type="search"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <ChoiceGroup
            name="cvsStoreId"
            legend={t('checkout.cvs.store')}
            testId="cvs-stores"
            choices={shown.map((store) => ({ value: store.store_id, label: store.name, detail: store.address }))}
          />
          {stores && shown.length === 0 && <p className={styles.meta}>{t('checkout.cvs.none')}</p>}
        </>
      )}
    </div>
  );
}
