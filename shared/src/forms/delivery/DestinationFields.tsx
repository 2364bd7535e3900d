import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { CountryCity, DeliveryMethod } from '@shop/shared/contract';
import { SelectField } from '../../ui/SelectField';
import { formsNamespace } from '../namespace';
import { ChoiceGroup } from './ChoiceGroup';
import { blankDestination, type DeliveryValues } from './values';

interface DestinationFieldsProps {
  countries: CountryCity['data'];
  /** The methods that reach the chosen country from where the parcel leaves. */
  methods: readonly DeliveryMethod[];
}

/** Where the parcel goes and how: the country (a new one clears the address and store) and the delivery method. */
export function DestinationFields({ countries, methods }: DestinationFieldsProps) {
  const { t } = useTranslation(formsNamespace);
  const { setValues } = useFormikContext<DeliveryValues>();
  return (
    <>
      <SelectField
        name="countryCode"
        label={t('delivery.country')}
        options={countries.map((c) => ({ value: c.country_code, label: c.display_name }))}
        autoComplete="country"
        onPicked={(countryCode) => void setValues((current) => ({ ...current, ...blankDestination, countryCode }), false)}
      />
      <ChoiceGroup
        name="deliveryMethod"
        legend={t('delivery.method')}
        testId="delivery-methods"
        choices={methods.map((method) => ({ value: method, label: t(`delivery.methods.${method}`) }))}
      />
    </>
  );
}
