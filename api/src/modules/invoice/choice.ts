import type { InvoiceChoice } from '@shop/shared/contract';
import {
  isBusinessNumber,
  isCitizenCertificate,
  isLoveCode,
  isMobileBarcode,
  normalizeInvoiceCode,
} from '@shop/shared/forms/rules';
import type { InvoiceJson } from '../../db/schema';
import { fail } from '../../platform/errors';

// The buyer's uniform e-invoice choice, checked with the rules the checkout form applies (40080–40083).

/** The invoice a sale in Taiwan takes: the member carrier unless the buyer chose otherwise. */
export function checkInvoiceChoice(choice: InvoiceChoice | undefined): InvoiceJson {
  const chosen = choice ?? { kind: 'member' as const };
  switch (chosen.kind) {
    case 'member':
      return { kind: 'member' };
    case 'mobile':
      if (!isMobileBarcode(chosen.carrier)) fail('INVOICE_MOBILE_BARCODE');
      return { kind: 'mobile', code: normalizeInvoiceCode(chosen.carrier) };
    case 'certificate':
      if (!isCitizenCertificate(chosen.carrier)) fail('INVOICE_CERTIFICATE');
      return { kind: 'certificate', code: normalizeInvoiceCode(chosen.carrier) };
    case 'donation':
      if (!isLoveCode(chosen.love_code)) fail('INVOICE_LOVE_CODE');
      return { kind: 'donation', code: chosen.love_code.trim() };
    case 'company': {
      if (!isBusinessNumber(chosen.business_number)) fail('INVOICE_BUSINESS_NUMBER');
      const title = chosen.title?.trim();
      return { kind: 'company', code: chosen.business_number.trim(), ...(title ? { title } : {}) };
    }
  }
}
