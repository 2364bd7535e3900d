import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCity } from '@shop/shared/contract';
import { importTaxApplies } from '@shop/shared/forms/rules';
import { fieldLook } from '@shop/shared/ui';
import { ns } from '../../namespace';
import * as styles from './cart-page.module.css';

interface DestinationPickerProps {
  countries: CountryCity['data'];
  value: string;
  onChange: (countryCode: string) => void;
}

/** Where the order goes: it decides which lines are sold there and what shipping costs. */
export function DestinationPicker({ countries, value, onChange }: DestinationPickerProps) {
  const { t } = useTranslation(ns);
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.destination}>
      <label htmlFor={id} className={fieldLook.label}>
        {t('cart.deliverTo')}
      </label>
      <select
        id={id}
        className={`${fieldLook.control} ${styles.destinationSelect}`}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      >
        {countries.map((country) => (
          <option key={country.country_code} value={country.country_code}>
            {country.display_name}
          </option>
        ))}
      </select>
      <p id={hintId} className={styles.destinationHint}>
        {t('cart.deliverToHint')}
      </p>
      {importTaxApplies(value) && (
        <p className={styles.importTax} data-testid="import-tax-note">
          {t('cart.importTax')}
        </p>
      )}
    </div>
  );
}
