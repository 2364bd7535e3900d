import { useTranslation } from 'react-i18next';
import type { OrderInvoice } from '@shop/shared/contract';
import { maskedId } from '../../format/masked';
import { formsNamespace } from '../namespace';

/** A record's e-invoice as the buyer chose it (`<dt>`/`<dd>` of a FactList): its kind, code and title. */
export function InvoiceFacts({ invoice: { kind, code, title } }: { invoice: OrderInvoice }) {
  const { t } = useTranslation(formsNamespace);
  const shownCode = code && (kind === 'certificate' ? maskedId(code) : code);
  return (
    <>
      <dt>{t('invoice.heading')}</dt>
      <dd data-testid="order-invoice">{[t(`invoice.kinds.${kind}.label`), shownCode, title].filter(Boolean).join(' · ')}</dd>
    </>
  );
}
