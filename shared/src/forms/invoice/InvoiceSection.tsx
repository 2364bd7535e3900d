import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { CardSection } from '../../ui/CardSection';
import { TextField } from '../../ui/TextField';
import { ChoiceGroup } from '../delivery/ChoiceGroup';
import { formsNamespace } from '../namespace';
import { invoiceKinds, normalizeInvoiceCode } from '../rules';
import type { InvoiceValues } from './values';
import * as styles from './invoice.module.css';

/** Charities shoppers often donate to, offered as examples beside free entry of any love code. */
const exampleCharities = [
  { loveCode: '919', name: 'genesis' },
  { loveCode: '1314', name: 'eden' },
] as const;

/**
 * Taiwan's uniform e-invoice: the member carrier unless the buyer picks a carrier of their own, a donation or a
 * company invoice, then that kind's code. The form shows it only for sales that take an invoice.
 */
export function InvoiceSection() {
  const { t } = useTranslation(formsNamespace);
  const { values, setFieldValue, setFieldTouched } = useFormikContext<InvoiceValues>();
  const kind = values.invoiceKind;
  const text = (key: string) => t(`invoice.${key}`);

  return (
    <CardSection title={text('heading')} testId="checkout-invoice">
      <div className={styles.fields}>
        <ChoiceGroup
          name="invoiceKind"
          legend={text('kind')}
          testId="invoice-kinds"
          choices={invoiceKinds.map((value) => ({
            value,
            label: text(`kinds.${value}.label`),
            detail: text(`kinds.${value}.detail`),
          }))}
        />
        {kind === 'mobile' && (
          <TextField
            name="mobileBarcode"
            label={text('mobileBarcode.label')}
            hint={text('mobileBarcode.hint')}
            autoComplete="off"
            maxLength={8}
            normalize={normalizeInvoiceCode}
          />
        )}
        {kind === 'certificate' && (
          <TextField
            name="certificateCarrier"
            label={text('certificateCarrier.label')}
            hint={text('certificateCarrier.hint')}
            autoComplete="off"
            maxLength={16}
            normalize={normalizeInvoiceCode}
          />
        )}
        {kind === 'donation' && (
          <>
            <TextField
              name="loveCode"
              label={text('loveCode.label')}
              hint={text('loveCode.hint')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={7}
            />
            <div className={styles.charities} data-testid="example-charities">
              <p className={styles.meta}>{text('loveCode.examples')}</p>
              <ul className={styles.charityList}>
                {exampleCharities.map(({ loveCode, name }) => (
                  <li key={loveCode}>
                    <Button
                      aria-pressed={values.loveCode === loveCode}
                      onClick={() => {
                        void setFieldValue('loveCode', loveCode);
                        void setFieldTouched('loveCode', true, false);
                      }}
                    >
                      {t('invoice.loveCode.charity', { name: text(`charities.${name}`), code: loveCode })}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
        {kind === 'company' && (
          <div className={styles.pair}>
            <TextField
              name="businessNumber"
              label={text('businessNumber.label')}
              hint={text('businessNumber.hint')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={8}
            />
            <TextField
              name="companyTitle"
              label={text('companyTitle.label')}
              hint={text('companyTitle.hint')}
              autoComplete="organization"
              maxLength={60}
            />
          </div>
        )}
      </div>
    </CardSection>
  );
}
