import { useTranslation } from 'react-i18next';
import type { IssuedInvoice, OrderInvoice } from '@shop/shared/contract';
import { maskedId } from '../../format/masked';
import { formatTwd } from '../../format/price';
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

/** The invoice issued for a paid order: its number and day (or that it waits for one), and a void or allowances. */
export function IssuedInvoiceFacts({ issued }: { issued: IssuedInvoice }) {
  const { t } = useTranslation(formsNamespace);
  const facts =
    issued.state === 'waiting'
      ? [t('invoice.issued.waiting')]
      : [
          issued.number,
          issued.date,
          issued.state === 'voided' && t('invoice.issued.voided'),
          issued.allowanced > 0 && t('invoice.issued.allowanced', { amount: formatTwd(issued.allowanced) }),
        ];
  return (
    <>
      <dt>{t('invoice.issued.number')}</dt>
      <dd data-testid="order-invoice-issued">{facts.filter(Boolean).join(' · ')}</dd>
    </>
  );
}
