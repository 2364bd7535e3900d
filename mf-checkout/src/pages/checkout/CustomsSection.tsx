import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CustomsIdField } from '@shop/shared/forms/delivery';
import { importTaxApplies, needsCustomsId, needsRealNameNotice } from '@shop/shared/forms/rules';
import { CardSection } from '@shop/shared/ui';
import { ns } from '../../namespace';
import type { CheckoutValues } from './checkoutValues';
import * as styles from './checkout.module.css';

/**
 * Customs (SPEC §9): the destinations that need the recipient's tax or ID number ask for it in its real format;
 * Taiwan's customs need the recipient's real-name authentication for a parcel from abroad; import taxes are not in
 * the total. Nothing to show for other destinations, nor for a parcel that stays in its country.
 */
export function CustomsSection({ shipsFrom }: { shipsFrom: string }) {
  const { t } = useTranslation(ns);
  const { values } = useFormikContext<CheckoutValues>();
  const country = values.countryCode;
  const idNeeded = needsCustomsId(country);
  const realName = needsRealNameNotice(country, shipsFrom);
  if (!idNeeded && !realName) return null;
  return (
    <CardSection title={t('checkout.customs.heading')} testId="checkout-customs">
      {realName && (
        <p className={styles.note} data-testid="real-name-notice">
          {t('checkout.customs.realName')}
        </p>
      )}
      {idNeeded && (
        <>
          <CustomsIdField />
          {importTaxApplies(country) && (
            <p className={styles.warning} data-testid="import-tax-note">
              {t('cart.importTax')}
            </p>
          )}
        </>
      )}
    </CardSection>
  );
}
