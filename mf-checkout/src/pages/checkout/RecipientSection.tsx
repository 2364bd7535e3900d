import { useTranslation } from 'react-i18next';
import type { CountryCity } from '@shop/shared/contract';
import { RecipientFields } from '@shop/shared/forms/delivery';
import { CardSection } from '@shop/shared/ui';
import { ns } from '../../namespace';

/**
 * Who receives the parcel: name (in English where the destination's couriers need it), mobile, e-mail. A visitor
 * gave their e-mail as the contact already: it is the recipient's too, so it is not asked twice.
 */
export function RecipientSection({ countries, guest = false }: { countries: CountryCity['data']; guest?: boolean }) {
  const { t } = useTranslation(ns);
  return (
    <CardSection title={t('checkout.recipient.heading')} testId="checkout-recipient">
      <RecipientFields countries={countries} email={!guest} />
    </CardSection>
  );
}
