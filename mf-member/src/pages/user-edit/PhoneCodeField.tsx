import { useField } from 'formik';
import type { CountryCity } from '@shop/shared/contract';
import { SelectField } from '@shop/shared/ui';

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
  const codes = new Map(countries.map((country) => [country.phone_code, `+${country.phone_code} ${country.display_name}`]));
  if (field.value && !codes.has(field.value)) codes.set(field.value, `+${field.value}`);
  return (
    <SelectField
      name="phoneCode"
      label={label}
      options={[...codes].map(([value, text]) => ({ value, label: text }))}
      autoComplete="tel-country-code"
    />
  );
}
