import { useId } from 'react';
import { useField } from 'formik';
import type { CountryCity } from '@shop/shared/contract';
import * as styles from './user-edit.module.css';

interface PhoneCodeFieldProps {
  countries: CountryCity['data'];
  label: string;
}

/**
 * The mobile number's country calling code, as `+886 Taiwan` (names in the member's language). Countries that
 * share a code (the NANP's) are offered once; the member's saved code stays offered even when the list failed.
 */
export function PhoneCodeField({ countries, label }: PhoneCodeFieldProps) {
  const [field] = useField<string>('phoneCode');
  const id = useId();
  const codes = new Map(countries.map((country) => [country.phone_code, `+${country.phone_code} ${country.display_name}`]));
  if (field.value && !codes.has(field.value)) codes.set(field.value, `+${field.value}`);
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select {...field} id={id} className={styles.select} autoComplete="tel-country-code">
        {[...codes].map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
